import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

// Reads the built typings: `npm run build` first (as `npm test` does).
const dist = join(import.meta.dirname, '../../dist/student-portal.d.ts');
const fixture = readFileSync(join(import.meta.dirname, 'fixtures/event-consumer.ts'), 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'sp-event-types-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The last program: the next check reuses its unchanged files (the libs, the d.ts) instead of parsing them again. */
let previous: ts.Program | undefined;

/**
 * The diagnostics of `source` as a consumer next to dist/student-portal.d.ts, under a strict host's
 * options. Declaration files are checked (skipLibCheck off), TypeScript's own libs are not
 * (skipDefaultLibCheck: checking lib.dom.d.ts took most of the time and tests nothing of ours).
 */
function check(source: string): string[] {
  copyFileSync(dist, join(dir, 'student-portal.d.ts'));
  const file = join(dir, 'consumer.ts');
  writeFileSync(file, source.replace("'../../../embed/student-portal'", "'./student-portal'"));
  const options: ts.CompilerOptions = {
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: false,
    skipDefaultLibCheck: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  };
  const program = ts.createProgram({ rootNames: [file], options, oldProgram: previous });
  previous = program;
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? `${d.file.fileName.slice(dir.length + 1)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1} ` : '';
    return `${where}${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}

describe('dist/student-portal.d.ts for a strict host: typed events (#19.5) and texts (#19.4)', () => {
  it('narrows payloads by type and refuses every misuse the consumer marks', () => {
    expect(check(fixture)).toEqual([]);
  });

  it('control: without the @ts-expect-error lines each misuse is an error', () => {
    const marked = fixture.match(/\/\/ @ts-expect-error/g)?.length ?? 0;
    expect(marked).toBeGreaterThanOrEqual(8);
    const errors = check(fixture.replaceAll('// @ts-expect-error', '// misuse:'));
    expect(errors.every((e) => e.startsWith('consumer.ts:'))).toBe(true);
    expect(new Set(errors.map((e) => e.split(' ')[0])).size).toBe(marked);
  });
});
