import { sanitizeAgreement } from '../../../src/features/agreement/sanitize-agreement';
import { sanitizeWithDompurify } from '../../features/agreement/dompurify-reference';
import { outline, violations } from '../../features/agreement/sanitizer-properties';

/*
 * A test page for the agreement sanitiser in a real Chromium (#18):
 * tests/browser/agreement-sanitizer.test.ts bundles this file and serves it
 * on the simulator's origin, then drives it through `window.agreementSanitizer`.
 */

/** What the parser made of `html`, still in the template's inert document. */
function parsed(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** A "sanitiser" that keeps whatever the parser made, live in the page: what the checks must catch. */
function keepsEverything(html: string): DocumentFragment {
  return document.importNode(parsed(html), true);
}

const api = { sanitizeAgreement, sanitizeWithDompurify, keepsEverything, parsed, violations, outline };
export type AgreementSanitizerHarness = typeof api;

(window as unknown as { agreementSanitizer: AgreementSanitizerHarness }).agreementSanitizer = api;
