// Build-time patch of DOMPurify's ES module (rollup.config.mjs, browser bundles only).
// The module's default export is an instance, `createDOMPurify()`, made when
// the module is evaluated: with the bundle, on every host page load, though
// only the agreement screen sanitises (and makes its own instance, on first
// use, from that export called as a factory). Made on import it was about 14%
// of the bundle's evaluation (#18). The patch exports the factory instead:
// `(root) => createDOMPurify(root)`, exactly what the instance does when called.

const instanceLine = 'var purify_default = createDOMPurify();';
export const factoryLine = 'var purify_default = (root) => createDOMPurify(root);';

/** The module's source with its default export a factory; throws if DOMPurify's source no longer has the line. */
export function dompurifyAsFactory(code) {
  const at = code.indexOf(instanceLine);
  if (at < 0 || code.indexOf(instanceLine, at + 1) >= 0) throw new Error(`dompurify-factory: expected one "${instanceLine}" in DOMPurify's ES module`);
  return code.replace(instanceLine, factoryLine);
}

/** Rollup plugin applying dompurifyAsFactory to dompurify/dist/purify.es.mjs. */
export function dompurifyFactory() {
  return {
    name: 'dompurify-factory',
    transform(code, id) {
      if (!/[\\/]dompurify[\\/]dist[\\/]purify\.es\.mjs$/.test(id)) return null;
      return { code: dompurifyAsFactory(code), map: null };
    },
  };
}
