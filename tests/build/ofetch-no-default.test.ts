import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ofetchWithoutDefault } from '../../cli/build/ofetch-no-default.mjs';

// The ES entry rollup bundles (ofetch's package.json exports → import).
const source = readFileSync(join(import.meta.dirname, '../../node_modules/ofetch/dist/index.mjs'), 'utf8');

describe('ofetch in the bundles: createFetch without the default instance (#18)', () => {
  it('keeps the imports and re-exports createFetch only', () => {
    const patched = ofetchWithoutDefault(source);
    expect(patched).not.toContain('_globalThis');
    expect(patched).not.toContain('ofetch = createFetch(');
    expect(patched.trimEnd().endsWith('export { createFetch };')).toBe(true);
    expect(source.startsWith(patched.slice(0, patched.indexOf('export { createFetch };')))).toBe(true);
  });

  it('fails the build when ofetch’s entry no longer ends as expected', () => {
    expect(() => ofetchWithoutDefault(source.replace('export { $fetch,', 'export { $fetch, extra,'))).toThrow(/ofetch-no-default/);
    expect(() => ofetchWithoutDefault(source.replace('const _globalThis = (function() {', 'const root = (function() {'))).toThrow(/ofetch-no-default/);
  });
});

// The dist checks need `npm run build` first (as the browser tests do).
describe.each(['student-portal.js', 'student-portal-signup.js'])('dist/%s', (file) => {
  const code = readFileSync(join(process.cwd(), 'dist', file), 'utf8');

  it.each(['unable to locate global object', '[ofetch] global.fetch is not supported!'])('has no default ofetch instance (%s)', (text) => {
    expect(code.includes(text), text).toBe(false);
  });
});
