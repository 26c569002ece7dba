// Build-time patch of wouter's src/react-deps.js (rollup.config.mjs, browser bundles only).
// wouter reads one hook through a computed name, `React["useInsertion" + "Effect"]`, on its
// `import * as React from "react"` (Preact compat here): a namespace read by a computed key
// makes rollup keep the whole namespace, so compat's default export object — and through it
// every compat API the portal never calls (Children, memo, forwardRef, lazy, Suspense,
// createPortal, PureComponent, findDOMNode…) — was in both bundles (#18). The patch reads
// the same export by its name, padded to the same length so the sourcemap stays exact.

const computedRead = 'React["useInsertion" + "Effect"]';
export const staticRead = 'React.useInsertionEffect'.padEnd(computedRead.length, ' ');

/** The module's source reading useInsertionEffect by name; throws if wouter's source no longer has the read. */
export function wouterStaticReactRead(code) {
  const at = code.indexOf(computedRead);
  if (at < 0 || code.indexOf(computedRead, at + 1) >= 0) throw new Error(`wouter-react-deps: expected one ${computedRead} in wouter's src/react-deps.js`);
  return code.replace(computedRead, staticRead);
}

/** Rollup plugin applying wouterStaticReactRead to wouter/src/react-deps.js. */
export function wouterReactDeps() {
  return {
    name: 'wouter-react-deps',
    transform(code, id) {
      if (!/[\\/]wouter[\\/]src[\\/]react-deps\.js$/.test(id)) return null;
      return { code: wouterStaticReactRead(code), map: null };
    },
  };
}
