import './happy-dom-dompurify';
import { describe, expect, it } from 'vitest';
import { defaultAgreements } from '../../../cli/simulator/fixture/default/agreements';
import { brands } from '../../../src/core/config/brands';
import { type AgreementContext, sanitizeAgreement } from '../../../src/features/agreement/sanitize-agreement';
import { sanitizeWithDompurify } from './dompurify-reference';
import { dompurifyVectors } from './fixtures/dompurify-vectors';
import { benignAgreements } from './fixtures/benign-agreements';
import { allowedElements, outline, violations } from './sanitizer-properties';

/*
 * #18: the allow-list sanitiser against DOMPurify's own XSS vectors (in
 * happy-dom here; in Chromium, where they could run, in
 * tests/browser/agreement-sanitizer.test.ts), and against the DOMPurify
 * sanitiser it replaces on agreements that are only document markup.
 */

const pageOrigin = 'http://127.0.0.1:4173';
const context: AgreementContext = {
  imageDomains: brands.main.domains,
  ownOrigins: [pageOrigin, 'https://services.summitprep.test', 'https://api.summitprep.test'],
};

/** The nodes a sanitiser hands over, in a detached box (nothing loads or runs from it). */
function boxed(nodes: Node | string): HTMLElement {
  const box = document.createElement('div');
  if (typeof nodes === 'string') box.innerHTML = nodes;
  else box.append(nodes);
  box.normalize();
  return box;
}

const allowList = (html: string) => boxed(sanitizeAgreement(html, context, document));

/** A "sanitiser" that keeps whatever the parser made: what the checks must catch. */
function keepsEverything(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** A "sanitiser" that unwraps elements off the allow-list but keeps every attribute of the others. */
function keepsAllowedElements(html: string): DocumentFragment {
  const content = keepsEverything(html);
  for (const element of [...content.querySelectorAll('*')].reverse()) {
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml' || !allowedElements.has(element.localName)) element.replaceWith(...element.childNodes);
  }
  return content;
}

describe('DOMPurify’s XSS vectors through the allow-list sanitiser (happy-dom)', () => {
  it('has all of DOMPurify’s vectors', () => {
    expect(dompurifyVectors).toHaveLength(223);
  });

  it.each(dompurifyVectors.map(({ title, payload }, index) => ({ n: index + 1, title: title ?? '(untitled)', payload })))('#$n $title', ({ payload }) => {
    expect(violations(allowList(payload), context)).toEqual([]);
  });
});

describe('the property checks can fail', () => {
  it('catches handlers, scripts, SVG and javascript: links kept by a sanitiser that keeps everything', () => {
    const found = violations(boxed(keepsEverything('<img src=x onerror=alert(1)><svg onload=alert(1)></svg><a href="javascript:alert(1)">x</a>')), context);
    expect(found).toEqual(
      expect.arrayContaining([
        'img[onerror]: an event handler',
        'img[src]: src "x" is not https on the default port',
        'element svg in http://www.w3.org/2000/svg is not allowed',
        'a[href]: href "javascript:alert(1)" is not https',
      ]),
    );
    const failing = dompurifyVectors.filter(({ payload }) => violations(boxed(keepsEverything(payload)), context).length > 0);
    expect(failing.length).toBeGreaterThan(200);
  });

  it('catches event handlers and URLs on allowed elements kept by a sanitiser that checks element names only', () => {
    const failing = dompurifyVectors.filter(({ payload }) =>
      violations(boxed(keepsAllowedElements(payload)), context).some((problem) => / an event handler$| is not https/.test(problem)),
    );
    expect(failing.length).toBeGreaterThan(30);
  });
});

describe('agreements that are only document markup look as they did with DOMPurify', () => {
  it.each([
    ...defaultAgreements.map((agreement) => ({ name: `fixture ${agreement.enrollmentId ?? agreement.classId}`, html: agreement.eaText })),
    ...benignAgreements,
  ])('$name', ({ html }) => {
    const now = allowList(html);
    const before = boxed(sanitizeWithDompurify(html, context));
    expect(outline(now)).toBe(outline(before));
    expect(now.textContent).toBe(before.textContent);
  });
});
