import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { beforeLocales, byteLimits, limitedBytes, localeMechanismLimit, staticImportsOf } from '../../cli/build/byte-budgets.mjs';

// Reads the built bundles: `npm run build` first (as `npm test` does).
const dist = join(import.meta.dirname, '../../dist');

describe('browser bundle bytes, gzip -9 (#18)', () => {
  it.each(Object.entries(byteLimits))('%s stays within its ceiling', (file, { budget, ceiling, staticImports }) => {
    const bytes = limitedBytes(dist, file);
    const over = bytes > ceiling ? bytes - ceiling : 0;
    const counted = staticImports ? `${staticImportsOf(dist, file).join(' + ')} (its static imports)` : file;
    // The message names both limits, so a failure says what to decide.
    expect(over, `${counted} is ${bytes} B gzip -9: ${over} B over its ceiling of ${ceiling} B (budget ${budget} B; cli/build/byte-budgets.mjs)`).toBe(0);
  });

  // #32: a host that shows no other language pays at most 1 KB gzip for the mechanism.
  it.each(Object.entries(beforeLocales))('%s grows by at most 1 KB for the locale mechanism', (file, before) => {
    expect(limitedBytes(dist, file) - before).toBeLessThanOrEqual(localeMechanismLimit);
  });

  // #31.4: what a page loads before the login is interactive is the entry and the chunk it shares;
  // the account screens' chunk comes with import().
  it('counts the ES module entry with the chunk it imports statically, not the account chunk', () => {
    expect(staticImportsOf(dist, 'student-portal.mjs')).toEqual(['student-portal.mjs', 'student-portal-core.mjs']);
  });
});
