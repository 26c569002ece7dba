/*
 * The agreement sanitiser as it shipped until #18 (DOMPurify 3 with the
 * #13.17 configuration), kept unchanged as the reference the allow-list
 * sanitiser (src/features/agreement/sanitize-agreement.ts) is compared with:
 * the same agreements must show the same text. DOMPurify is a dev dependency
 * for this alone. In happy-dom, import ./happy-dom-dompurify first.
 */

import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { hostWithinDomain, normalizeHost } from '../../../src/core/config/brands';
import { outboundUrl } from '../../../src/core/rules/outbound-url';
import type { AgreementContext } from '../../../src/features/agreement/sanitize-agreement';

/*
 * The agreement text (access §3 eaText) is HTML from upstream, rendered inside
 * the host's page under a strict CSP (no inline script or style). Only
 * document markup survives: no script, style, frames, plugins or form
 * controls, no event-handler or style attributes, no javascript: URLs.
 *
 * #13.17: nor may it navigate the portal or send a request. A same-origin
 * GET with the student's cookies (an <img> of the logout URL) is allowed even
 * under the strict CSP, and SVG/MathML carry links and images of their own
 * (lowercase `a`, `xlink:href`, `<image>`): both namespaces are dropped
 * whole, along with every element or attribute that fetches (media, srcset,
 * poster, background, ping, CSS).
 */
const forbiddenTags = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'base',
  'link',
  'meta',
  'template',
  'noscript',
  'svg',
  'math',
  'picture',
  'source',
  'video',
  'audio',
  'track',
  'map',
  'area',
];

const forbiddenAttributes = [
  'style',
  'srcset',
  'sizes',
  'poster',
  'background',
  'ping',
  'action',
  'formaction',
  'xlink:href',
  'usemap',
  'longdesc',
  'download',
  // Nor may it reach the portal's own elements: an id or name to clash with
  // or clobber, a label `for` the Accept button, a portal class to look like
  // its controls, an ARIA reference pulling a field into the text.
  'id',
  'name',
  'for',
  'form',
  'class',
  'accesskey',
  'popover',
  'popovertarget',
  'aria-owns',
  'aria-controls',
  'aria-labelledby',
  'aria-describedby',
  'aria-activedescendant',
  'aria-flowto',
  'aria-details',
  'aria-errormessage',
];


/** A link that stays: an https URL off the portal's origins; it opens in a new tab without our window. */
function secureLink(node: Element, context: AgreementContext): void {
  const url = outboundUrl((node.getAttribute('href') ?? '').trim());
  if (url && !context.ownOrigins.includes(url.origin)) {
    node.setAttribute('href', url.href);
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else {
    // Unwrapped to its text after sanitising (a link without href).
    node.removeAttribute('href');
    node.removeAttribute('target');
  }
}

/** An image that stays: https on the brand's domains, default port, off the portal's origins. */
function secureImage(node: Element, context: AgreementContext): void {
  const url = outboundUrl((node.getAttribute('src') ?? '').trim());
  const host = url ? normalizeHost(url.hostname) : '';
  const allowed =
    url !== null &&
    url.port === '' &&
    !context.ownOrigins.includes(url.origin) &&
    context.imageDomains.some((domain) => hostWithinDomain(host, domain));
  if (allowed) node.setAttribute('src', url.href);
  else node.removeAttribute('src');
}

const isElement = (node: Node): node is Element => node.nodeType === 1;

function secureElement(node: Node, context: AgreementContext): void {
  if (!isElement(node)) return;
  const element = node;
  const name = element.localName.toLowerCase();
  // href and src mean something only on a and img; anywhere else they go.
  if (name !== 'a') element.removeAttribute('href');
  if (name !== 'img') element.removeAttribute('src');
  if (name === 'a') secureLink(element, context);
  else element.removeAttribute('target');
  if (name === 'img') secureImage(element, context);
}

const config: Config = {
  FORBID_TAGS: forbiddenTags,
  FORBID_ATTR: forbiddenAttributes,
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

// A known answer. A DOM DOMPurify cannot rely on (happy-dom: wrong
// Node.prototype.nodeName, a NodeIterator that stops at a removed node) drops
// the <p> or keeps the refused attribute after the removed script. No event
// handler and no URL in it (#13.17): Chromium reports an inline handler to
// the page's CSP (script-src-attr) even when parsed into an inert document.
const probe = { dirty: '<p title="t">a</p><script>b</script><i data-probe="c">d</i>', clean: '<p title="t">a</p><i>d</i>' };

let instance: DOMPurify | null | undefined;

/** This module's own DOMPurify (its hook never reaches other users), made on first use; null when unusable. */
function purifier(): DOMPurify | null {
  if (instance !== undefined) return instance;
  const purify = typeof window === 'undefined' ? null : createDOMPurify(window);
  instance = purify && purify.isSupported && purify.sanitize(probe.dirty, config) === probe.clean ? purify : null;
  return instance;
}

function escapeText(html: string): string {
  return html.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The agreement HTML reduced to safe document markup, for
 * dangerouslySetInnerHTML: links only off-site https in a new tab (others
 * become their text), images only https from the brand's domains (others
 * dropped). Where DOMPurify cannot run correctly (no DOM, or one that fails
 * the known answer) the markup is escaped and shown as text rather than
 * trusted.
 */
export function sanitizeWithDompurify(html: string, context: AgreementContext): string {
  const purify = purifier();
  if (!purify) return escapeText(html);
  const hook = (node: Node) => secureElement(node, context);
  purify.addHook('afterSanitizeAttributes', hook);
  try {
    // The <body> of DOMPurify's inert document: nothing in it loads.
    const body = purify.sanitize(html, { ...config, RETURN_DOM: true });
    if (!isElement(body)) return escapeText(html);
    for (const link of body.querySelectorAll('a:not([href])')) link.replaceWith(...link.childNodes);
    for (const image of body.querySelectorAll('img:not([src])')) image.remove();
    // Once more over the result: unwrapping moved nodes, and the string is what the page parses.
    return purify.sanitize(body.innerHTML, config);
  } finally {
    purify.removeHook('afterSanitizeAttributes', hook);
  }
}
