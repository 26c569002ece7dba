// A team's TypeScript project using the installed package (#30.4): tests/package/consumer/ type-checked
// against node_modules/student-portal under each moduleResolution a host may use, in a directory an
// `npm install` of the packed tarball filled (tests/build/packed-tarball.test.ts).
import { cpSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/** The moduleResolution settings a consumer may have: one tsconfig.<resolution>.json each in the fixture. */
export const resolutions = ['node10', 'node16', 'bundler'] as const;
export type Resolution = (typeof resolutions)[number];

const fixture = join(import.meta.dirname, 'consumer');

/**
 * The fixture's programs: its tsconfig's files (the module imports), then each scripts' page on its
 * own, since a page's `/// <reference types>` makes the global visible to every file of its program.
 */
const scriptPages = ['script/portal-page.ts', 'script/signup-page.ts'];

/** Parsed lib files (lib.dom.d.ts…), shared by every program: they do not depend on the resolution. */
const libFiles = new Map<string, ts.SourceFile>();
const libDir = dirname(ts.getDefaultLibFilePath({}));

/** A compiler host reusing the parsed (and bound) lib files across programs. */
function hostFor(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    if (!fileName.startsWith(libDir)) return read(fileName, languageVersion, ...rest);
    const key = `${fileName}\0${JSON.stringify(languageVersion)}`;
    let file = libFiles.get(key);
    if (!file) {
      file = read(fileName, languageVersion, ...rest);
      if (file) libFiles.set(key, file);
    }
    return file;
  };
  return host;
}

/**
 * Copies tests/package/consumer to `projectDir/consumer-types` (replacing it) and type-checks it with
 * TypeScript's compiler (tsc's, in this process) under tsconfig.<resolution>.json: the module files
 * in one program, each script page in its own. `projectDir` holds node_modules/student-portal.
 * Returns the diagnostics as `file:line TScode message` (none: every use compiles and every
 * `@ts-expect-error` line is an error).
 */
export function typecheckConsumer(projectDir: string, resolution: Resolution): string[] {
  const dir = join(projectDir, 'consumer-types');
  rmSync(dir, { recursive: true, force: true });
  cpSync(fixture, dir, { recursive: true });
  const config = ts.getParsedCommandLineOfConfigFile(join(dir, `tsconfig.${resolution}.json`), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (!config) throw new Error(`typecheckConsumer: no tsconfig.${resolution}.json`);
  const programs = [config.fileNames, ...scriptPages.map((page) => [join(dir, page)])];
  return programs.flatMap((rootNames) => {
    const program = ts.createProgram({ rootNames, options: config.options, host: hostFor(config.options) });
    return [...config.errors, ...ts.getPreEmitDiagnostics(program)].map((d) => {
      const where = d.file && d.start !== undefined ? `${relative(dir, d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1} ` : '';
      return `${where}TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
    });
  });
}
