import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticRead, wouterStaticReactRead } from '../../cli/build/wouter-react-deps.mjs';

// The module rollup bundles (wouter's package.json exports → src/).
const source = readFileSync(join(import.meta.dirname, '../../node_modules/wouter/src/react-deps.js'), 'utf8');

describe('wouter in the bundles: React read by name, so compat is tree-shaken (#18)', () => {
  it('reads useInsertionEffect by name, the rest of the module unchanged and of the same length (the sourcemap stays exact)', () => {
    const patched = wouterStaticReactRead(source);
    expect(patched).not.toContain('React["useInsertion" + "Effect"]');
    expect(patched).toContain(`const useBuiltinInsertionEffect = ${staticRead};`);
    expect(patched.length).toBe(source.length);
    expect(patched.replace(staticRead, '')).toBe(source.replace('React["useInsertion" + "Effect"]', ''));
  });

  it('fails the build when wouter no longer has the read it replaces', () => {
    expect(() => wouterStaticReactRead(source.replace('React["useInsertion" + "Effect"]', 'React.useInsertionEffect'))).toThrow(/wouter-react-deps/);
  });
});

// The dist checks need `npm run build` first (as the browser tests do).
describe.each(['student-portal.js', 'student-portal-signup.js'])('dist/%s', (file) => {
  const code = readFileSync(join(process.cwd(), 'dist', file), 'utf8');

  // Texts only compat's unused APIs carry: Children.only, the lazy display name, the React version, the internals object.
  it.each(['Children.only', '"Lazy"', '__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED', '"19.0.0"'])('leaves out compat code the portal never calls (%s)', (text) => {
    expect(code.includes(text), text).toBe(false);
  });
});
