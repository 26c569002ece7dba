// @vitest-environment node
// #31.4: the full portal's ES module is an entry, the chunk it shares and the account screens' chunk it
// loads with import(); the scripts stay one file with every screen. Reads the built files: `npm run
// build` first (as `npm test` does).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticImportsOf } from '../../cli/build/byte-budgets.mjs';
import { accountTextGroups } from '../../src/app/account-text-groups';

const dist = join(import.meta.dirname, '../../dist');
const code = (file: string) => readFileSync(join(dist, file), 'utf8');
/** A catalogue group's registration as the minified code has it: `catalogue("name",{…})`. */
const registers = (source: string, group: string) => new RegExp(`\\("${group}",[{[]`).test(source);

describe('the full portal’s ES module chunks (#31.4)', () => {
  it('the entry imports the shared chunk; only the shared chunk names the account chunk, with import()', () => {
    expect(staticImportsOf(dist, 'student-portal.mjs')).toEqual(['student-portal.mjs', 'student-portal-core.mjs']);
    expect(code('student-portal-core.mjs').match(/import\("[^"]+"\)/g)).toEqual(['import("./student-portal-account.mjs")']);
    expect(code('student-portal.mjs')).not.toContain('account');
  });

  it('the account chunk registers the deferred catalogue groups, and the shared chunk none of them', () => {
    const account = code('student-portal-account.mjs');
    const core = code('student-portal-core.mjs');
    expect(accountTextGroups.filter((group) => !registers(account, group))).toEqual([]);
    expect(accountTextGroups.filter((group) => registers(core, group))).toEqual([]);
    expect(registers(core, 'accessScreens')).toBe(true);
  });

  it('the account screens’ stylesheet is in the account chunk, not in the shared one', () => {
    expect(code('student-portal-account.mjs')).toContain('.sp-course-card{');
    expect(code('student-portal-core.mjs')).not.toContain('.sp-course-card');
    expect(code('student-portal-core.mjs')).toContain('.sp-header{');
  });

  it.each(['student-portal.js', 'student-portal-signup.js'])('%s stays one file: no import()', (file) => {
    expect(code(file)).not.toMatch(/\bimport\(/);
  });

  it('the full portal’s script keeps every screen, its texts and its stylesheet', () => {
    const script = code('student-portal.js');
    expect(script).toContain('.sp-course-card{');
    for (const group of accountTextGroups) expect(registers(script, group), group).toBe(true);
  });
});
