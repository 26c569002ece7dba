import type { TextCatalogue } from '../student-portal';

/**
 * A locale the package ships (issue #32): every text of the catalogue, no more, no fewer (the type
 * check fails on a missing or unknown key; tests/core/locales.test.ts also checks that a text with
 * arguments uses each argument the default text uses).
 */
export interface CompleteLocale {
  readonly code: string;
  readonly texts: { readonly [K in keyof TextCatalogue]-?: TextCatalogue[K] };
}
