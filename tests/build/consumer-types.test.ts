// @vitest-environment node
// issue #30.4: a team's TypeScript project against the package as installed, under node10, node16
// and bundler resolution: each entry's own texts and options, path routing's base, the global only
// from the scripts' types. Needs `npm run build` first (as `npm test` does): the package is staged
// from dist/ and package.json "files" (tests/build/packed-tarball.test.ts checks what `npm pack` ships).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolutions, stageInstalledPackage, typecheckConsumer } from '../package/consumer-types';

const app = mkdtempSync(join(tmpdir(), 'sp-consumer-types-'));
stageInstalledPackage(app);
afterAll(() => rmSync(app, { recursive: true, force: true }));

describe('the package’s types for a strict TypeScript host (tests/package/consumer)', () => {
  it.each(resolutions)('compile each use and refuse each marked misuse under moduleResolution %s', (resolution) => {
    expect(typecheckConsumer(app, resolution)).toEqual([]);
  });
});

describe('dist: the d.ts of each entry (#30.4)', () => {
  const dts = (file: string) => readFileSync(join(import.meta.dirname, '../../dist', file), 'utf8');
  const textKeys = (file: string) => [...dts(file).matchAll(/^ {2}'([^']+)': /gm)].map((m) => m[1]);

  it('declares the global in the scripts’ d.ts only', () => {
    for (const file of ['student-portal.d.ts', 'student-portal-signup.d.ts']) expect(dts(file)).not.toMatch(/declare (global|var)\b/);
    for (const file of ['student-portal.global.d.ts', 'student-portal-signup.global.d.ts']) expect(dts(file)).toMatch(/^declare var StudentPortal: /m);
  });

  it('gives the sign-up widget a part of the portal’s texts', () => {
    const portal = textKeys('student-portal.d.ts');
    const signup = textKeys('student-portal-signup.d.ts');
    expect(signup).toContain('accessScreens.signUpButton');
    expect(signup.filter((key) => !portal.includes(key))).toEqual([]);
    expect(signup.length).toBeLessThan(portal.length / 2);
  });
});
