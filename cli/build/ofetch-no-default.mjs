// Build-time patch of ofetch's ES entry (rollup.config.mjs, browser bundles only).
// ofetch/dist/index.mjs re-exports `createFetch` (all the portal imports: the API client
// builds its own fetcher over the mount's fetch) and also builds a default instance, `ofetch`,
// over the global fetch when it is evaluated. Rollup keeps that top-level construction even
// though nothing reads it (a call and global property reads may have side effects), so both
// bundles carried and ran it (#18). The patch ends the module after its imports with the
// re-export of createFetch; an import of any other binding of the entry fails the build.

const tailStart = 'const _globalThis = (function() {';
const tailEnd = 'export { $fetch, AbortController, Headers, createFetch, fetch, ofetch };';

/** The entry's source without the default instance; throws if ofetch's entry no longer has that shape. */
export function ofetchWithoutDefault(code) {
  const at = code.indexOf(tailStart);
  const end = code.indexOf(tailEnd);
  if (at < 0 || end < at || code.slice(end + tailEnd.length).trim() !== '' || !/^import \{ c as createFetch \} from '\.\/shared\//m.test(code.slice(0, at))) {
    throw new Error('ofetch-no-default: ofetch/dist/index.mjs no longer ends with its default instance as expected');
  }
  return `${code.slice(0, at)}export { createFetch };\n`;
}

/** Rollup plugin applying ofetchWithoutDefault to ofetch/dist/index.mjs. */
export function ofetchNoDefault() {
  return {
    name: 'ofetch-no-default',
    transform(code, id) {
      if (!/[\\/]ofetch[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      return { code: ofetchWithoutDefault(code), map: null };
    },
  };
}
