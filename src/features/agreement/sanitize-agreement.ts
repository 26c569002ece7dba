import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/*
 * The agreement text (access §3 eaText) is HTML from upstream, rendered inside
 * the host's page under a strict CSP (no inline script or style). Only
 * document markup survives: no script, style, frames, plugins or form
 * controls, no event-handler or style attributes, no javascript: URLs.
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
];

const webLink = /^https?:\/\//i;
const contactLink = /^(mailto|tel):/i;

/**
 * Links are made safe for an embedded page: web links open in a new tab
 * without handing it our window (rel noopener noreferrer), mail/phone links
 * stay, and every other href (a #fragment would rewrite the portal's hash
 * route, a relative one resolves against the host page) is dropped.
 */
function secureLink(node: Element): void {
  if (!node.hasAttribute('href')) {
    node.removeAttribute('target');
    return;
  }
  const href = (node.getAttribute('href') ?? '').trim();
  if (webLink.test(href)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else if (contactLink.test(href)) {
    node.removeAttribute('target');
  } else {
    node.removeAttribute('href');
    node.removeAttribute('target');
  }
}

const config: Config = {
  FORBID_TAGS: forbiddenTags,
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

// A known answer. A DOM DOMPurify cannot rely on (happy-dom: wrong
// Node.prototype.nodeName, a NodeIterator that stops at a removed node) drops
// the <p> or keeps the handler after the removed script.
const probe = { dirty: '<p title="t">a</p><script>b</script><i onclick="c">d</i>', clean: '<p title="t">a</p><i>d</i>' };

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
 * dangerouslySetInnerHTML. Where DOMPurify cannot run correctly (no DOM, or
 * one that fails the known answer) the markup is escaped and shown as text
 * rather than trusted.
 */
export function sanitizeAgreement(html: string): string {
  const purify = purifier();
  if (!purify) return escapeText(html);
  const hook = (node: Element) => {
    if (node.nodeName === 'A' || node.nodeName === 'AREA') secureLink(node);
    else node.removeAttribute('target');
  };
  purify.addHook('afterSanitizeAttributes', hook);
  try {
    return purify.sanitize(html, config);
  } finally {
    purify.removeHook('afterSanitizeAttributes', hook);
  }
}
