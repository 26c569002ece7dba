// Build-time stand-ins for two of ofetch's dependencies (rollup.config.mjs,
// browser bundles only). ofetch imports `withBase`/`withQuery` from ufo and
// `destr` from destr, and calls them only for its `baseURL`, `query` and JSON
// `responseType` options. Our transport (src/core/api/transport.ts) builds
// every URL itself and always asks for `responseType: 'text'` (it parses and
// validates the text itself), so in the browser neither package is ever
// reached, yet they weighed about 1.5 KB gzip in each bundle (#18). Imported
// from ofetch, they resolve to the module below: one function that throws a
// clear error if a future change ever reaches them (the CLI and the tests keep
// the real packages).

export const standInId = '\0ofetch-unreached';

export const standInSource = `const unreached = (what) => () => {
  throw new Error("student-portal: ofetch's " + what + " is left out of the browser bundles; build the URL and parse the text as src/core/api/transport.ts does");
};
export const withBase = unreached('baseURL');
export const withQuery = unreached('query');
export default unreached('JSON responseType');
`;

/** Rollup plugin: `ufo` and `destr`, when ofetch imports them, resolve to the stand-in. */
export function ofetchUnreached() {
  return {
    name: 'ofetch-unreached',
    resolveId(source, importer) {
      if ((source === 'ufo' || source === 'destr') && importer && /[\\/]ofetch[\\/]/.test(importer)) return standInId;
      return null;
    },
    load(id) {
      return id === standInId ? standInSource : null;
    },
  };
}
