import { scheduleAutoMount } from './auto-mount';
import { handleOf } from './handles';
import type { Edition, EditionApi, StudentPortalApi } from './student-portal';

type Global = { -readonly [K in keyof StudentPortalApi]: StudentPortalApi[K] } & { editions: { [E in Edition]?: EditionApi } };

/**
 * The global `StudentPortal` of a script (the IIFE assigns what this returns),
 * and its auto-mount. issue #19.7: with both scripts on one page, the second
 * adds its edition to the first one's global (the same object is assigned
 * back) instead of replacing it; `mount` is the full portal's whichever loads
 * first. Imported in Node there is no document: nothing is scheduled (#19.6).
 */
export function installScript(edition: Edition, api: EditionApi): StudentPortalApi {
  const found = (globalThis as { StudentPortal?: Global }).StudentPortal;
  // A locale script that ran first made a global holding only `locales` (issue #32): they stay.
  const global: Global = found?.editions ? found : { ...api, edition, editions: {}, handleOf, locales: found?.locales ?? {} };
  global.editions[edition] = api;
  if (edition === 'portal') Object.assign(global, api, { edition });
  scheduleAutoMount(api.mount, edition);
  return global;
}
