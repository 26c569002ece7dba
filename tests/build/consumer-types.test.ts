// @vitest-environment node
// issue #30.4: each entry's d.ts as the build wrote it: the global only in the scripts' types, the
// widget's texts a part of the portal's. The consumer fixture (tests/package/consumer) is
// type-checked under node10, node16 and bundler against the installed tarball in
// tests/build/packed-tarball.test.ts. Needs `npm run build` first (as `npm test` does).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

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
