// Byte limits of the browser bundles, gzip -9 (node zlib level 9, which
// is a few hundred bytes stricter than `gzip -9c`): one table read by
// `npm run bench:bundle` (printed) and tests/build/bundle-bytes.test.ts
// (enforced in `npm test`, as size-limit does).
//
// The scripts' `budget` is issue #18's: 90 KB for the full portal with every screen, 40 KB
// for the sign-up widget. Neither is met (see docs/decisions.md "Load cost");
// until the owner decides how (docs: the options and their figures),
// `npm test` enforces `ceiling` instead: the size the bundle had when the
// ceiling was last set, rounded up to the next 256 B. A change that makes a
// bundle bigger fails the test and has to raise the ceiling in its own diff,
// saying why, so growth is a decision and never an accident. The full portal's
// ES module entry (issue #31.4: 60 KB) meets its budget; its ceiling is set the same way.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseAst } from 'rollup/parseAst';

/**
 * Issue #32: the default bundles' bytes on the commit before locales (5a0137f), measured the same way.
 * The locale mechanism (the `locale` option, the display formats as catalogue texts) may add at most
 * 1 KB gzip to each (`localeMechanismLimit`); the languages themselves are files of their own.
 */
export const beforeLocales = {
  'student-portal.js': 111_662,
  'student-portal-signup.js': 50_791,
  'student-portal-element.js': 112_689,
  'student-portal.mjs': 59_569,
};
export const localeMechanismLimit = 1024;

/**
 * `staticImports`: the file and every file it imports statically, each gzipped alone and summed: what
 * a page loads before the module runs (#31.4). A chunk it loads with import() is not counted.
 * @type {Record<string, { budget: number, ceiling: number, staticImports?: boolean }>}
 */
export const byteLimits = {
  // 109_824 → 110_336 (#29.10): the blocked attachment types grew from 62 to 153 (Outlook's list,
  // macro-enabled Office files, disk images), +307 B gzip. → 110_592 (#29.2, #29.4, #29.5, #29.9):
  // the subscription card's detail load, requiredList, make-up focus, the stricter route prefix, +85 B.
  // → 110_848 (#29.6): the input-refusal code, its catalogue text and the refused field, +113 B.
  // → 111_104 (#29.1, #29.3, #29.7, #29.8, #29.12, #30.3): writes confirmed by their status, screens
  // keyed on their query, the chat launcher's room, the one outbound-URL rule, the comment limit, and
  // mount()'s "no document here" error naming the cause, +97 B.
  // → (#30.2) wouter's history patch installed by the first subscriber and undone by the last
  // instead of at load (src/lib/wouter-browser-location.ts), +100 B (the widget too).
  // → 111_360 (#31.4): the ES module's account chunk; the script keeps every screen but carries the
  // split's seams: the account screens' table and stylesheet apart from the access screens', the
  // catalogue's hook for groups registered later, the chunk's load-failure text, +139 B.
  // → 111_616 (#31.1, with #31.4): the `navigate` option (the host's router in charge: its check, its
  // fix text, the wrapper asking the host) and routing that follows the host's own pushState
  // (Navigation API), +146 B; the sign-up confirmation's route in the account table (its module's
  // entry −2.4 KB) and the prefetch on the sign-up steps, +81 B. → 111_872 (#31 review): mount()'s
  // markup rule for the custom element's attributes (#13.18, as auto-mount's), no history entry for a
  // move to where the portal is, the hash routing's own hashchange, +194 B.
  // → 112_384 (#32): the `locale` option (its check, the lookup in StudentPortal.locales, `lang`, the
  // missing-locale report) and the display formats as catalogue texts (`formats.*`, read by property
  // name where terser had renamed functions), +534 B; the receipt's table in its own scrolling
  // region, +49 B; the phones' wrapping of the cases list and Coming Soon (longer French and Spanish
  // texts), +41 B. In all +624 B over beforeLocales (the limit for the mechanism: 1 KB).
  'student-portal.js': { budget: 90 * 1024, ceiling: 112_384 },
  // 49_920 → 50_176 (#29.6): the same error-catalogue code and text in the widget's core, +92 B.
  // → 50_432 (#29.1, #30.3): sendConfirmed in the shared transport and mount()'s no-document error, +49 B.
  // → 50_688 (#31.1): the same `navigate` option and host-following routing in the widget's mount, +88 B.
  // → 50_944 (#31 review): the same markup rule, routing fixes and history-patch flag in the widget, +103 B.
  // → 51_200 (#32): the same locale option and formats in the widget, +342 B.
  'student-portal-signup.js': { budget: 40 * 1024, ceiling: 51_200 },
  // #31.3: the custom element's script: the full portal's script with the element's add-on after it
  // (cli/build/build.mjs), +943 B on the portal's script (a bundle of its own was +49 B, but minified
  // the whole portal a second time: 32 CPU-s of every build); its budget is the full portal's.
  // → 112_896 (#31 review): the portal script's growth above, and the properties set before the
  // element was defined set again.
  // → 113_408 (#32): the portal script's growth above, and the element's `locale` attribute.
  'student-portal-element.js': { budget: 90 * 1024, ceiling: 113_408 },
  // #31.4: the full portal's ES module entry and the chunk it imports statically (its account screens'
  // chunk loads on the first account route, or once a student is signed in): in a host's bundle, what
  // loads before the login is interactive. Budget 60 KB (before the split, 107.6 KB in one file).
  // 61_440 → 59_392 (#31.4 with #31.1): the sign-up confirmation (its calendar files) in the account
  // chunk, prefetched on the sign-up steps: 61,488 → 59,138 B measured.
  // → 59_648 (#31 review): mount()'s markup rule for the element's attributes (the brands' origins
  // with it), the routing fixes: 59,569 B.
  // → 60_160 (#32): the locale option and formats in the core chunk, +499 B (60,068 B).
  'student-portal.mjs': { budget: 60 * 1024, ceiling: 60_160, staticImports: true },
  // #31.2, #31.3: the React component's and the custom element's modules, thin editions over
  // `student-portal` (which they import, not copy): the live mount, the props or attributes.
  'student-portal-react.mjs': { budget: 2 * 1024, ceiling: 1_024 },
  'student-portal-element.mjs': { budget: 2 * 1024, ceiling: 1_536 },
  // #32: each language's file, loaded only by a page that shows it: every text of both editions and
  // its Intl formats (about 690 texts). Budget 16 KB each.
  'locales/fr-CA.js': { budget: 16 * 1024, ceiling: 13_312 },
  'locales/fr-CA.mjs': { budget: 16 * 1024, ceiling: 13_312 },
  'locales/es-US.js': { budget: 16 * 1024, ceiling: 13_056 },
  'locales/es-US.mjs': { budget: 16 * 1024, ceiling: 13_056 },
};

/** The files a module's static imports reach, itself first, in `dir` (dist/); import() is not followed. */
export function staticImportsOf(dir, file) {
  const files = [];
  const visit = (name) => {
    if (files.includes(name)) return;
    files.push(name);
    for (const node of parseAst(readFileSync(join(dir, name), 'utf8')).body) {
      const source = node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || node.type === 'ExportNamedDeclaration' ? node.source?.value : null;
      if (typeof source === 'string' && source.startsWith('./')) visit(source.slice(2));
    }
  };
  visit(file);
  return files;
}

/** The gzip -9 bytes a limit counts for `file` in `dir`: the file alone, or with its static imports. */
export function limitedBytes(dir, file) {
  const files = byteLimits[file]?.staticImports ? staticImportsOf(dir, file) : [file];
  return files.reduce((sum, name) => sum + gzipSync(readFileSync(join(dir, name)), { level: 9 }).length, 0);
}
