// @vitest-environment node
// #30.6: dist/integrity.json holds the sha384 SRI value of every browser file, as the build wrote
// them; README's tag uses the same form. Needs `npm run build` first (as `npm test` does).
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
// The scripts, the modules and the full portal module's chunks (#31.4: a page importing the module loads them).
// #32: each locale's script and module, by their path in dist/.
const browserFiles = [
  ...readdirSync(join(root, 'dist')).filter((file) => /^student-portal[\w-]*\.m?js$/.test(file)),
  ...readdirSync(join(root, 'dist/locales')).filter((file) => /\.m?js$/.test(file)).map((file) => `locales/${file}`),
];

describe('dist/integrity.json (#30.6)', () => {
  it('has the sha384 value of every browser file, and nothing else', () => {
    const values = JSON.parse(readFileSync(join(root, 'dist/integrity.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(values).sort()).toEqual([...browserFiles].sort());
    expect(browserFiles).toEqual(expect.arrayContaining(['student-portal.js', 'student-portal-signup.js', 'student-portal.mjs', 'student-portal-signup.mjs', 'student-portal-account.mjs', 'locales/fr-CA.js', 'locales/es-US.mjs']));
    for (const file of browserFiles) {
      const digest = createHash('sha384').update(readFileSync(join(root, 'dist', file))).digest('base64');
      expect(values[file], file).toBe(`sha384-${digest}`);
    }
  });

  it('README shows the script tag with an integrity value and crossorigin', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toMatch(/<script src="[^"]*student-portal\.js" integrity="sha384-[^"]+" crossorigin="anonymous"/);
    expect(readme).toContain('dist/integrity.json');
  });
});
