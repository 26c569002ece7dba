import type { AgreementContext } from '../../../src/features/agreement/sanitize-agreement';

/*
 * What must hold of a sanitised agreement, whatever went in, as DOM checks
 * (no vitest here: tests/browser/agreement-sanitizer.test.ts bundles this
 * file into a page and runs the same checks in Chromium). The allow-lists are
 * written out again here, not imported: a sanitiser that starts keeping more
 * fails these checks until this list, and the review, say so.
 */

const names = (list: string) => new Set(list.split(' '));

/** The only elements a sanitised agreement may hold (HTML namespace). */
export const allowedElements = names(
  'a abbr address article b bdi bdo big blockquote br caption center cite code col colgroup dd del dfn div dl dt em ' +
    'figcaption figure font h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p pre q s samp section small span strike ' +
    'strong sub sup table tbody td tfoot th thead time tr tt u ul var wbr',
);

/** Attributes any allowed element may carry: none a URL, a handler, a style or a reference to another element. */
const plainAttributes = names(
  'align alt bgcolor border cellpadding cellspacing clear color colspan datetime dir face height lang noshade ' +
    'nowrap reversed rowspan scope size span start summary title type valign value width',
);

/** Attributes that hold a URL (fetched, navigated to or submitted to) in HTML, SVG or MathML. */
const urlAttributes = names(
  'action archive background cite classid codebase data dynsrc formaction href icon longdesc lowsrc manifest ping poster profile src srcset usemap xlink:href',
);

const xhtml = 'http://www.w3.org/1999/xhtml';

/** Whether `url` is on one of the portal's own origins; a trailing dot (`host.`) names the same host. */
function ownOrigin(url: URL, context: AgreementContext): boolean {
  return context.ownOrigins.includes(`${url.protocol}//${url.host.replace(/\.+(?=:\d+$|$)/, '')}`);
}

function urlOf(value: string | null): URL | null {
  try {
    return new URL(value ?? '');
  } catch {
    return null;
  }
}

/** Why `href` may not stay on a link: a plain https URL off the portal's own origins only. */
function hrefProblem(value: string | null, context: AgreementContext): string | null {
  const url = urlOf(value);
  if (!url || url.protocol !== 'https:') return `href ${JSON.stringify(value)} is not https`;
  if (url.username || url.password) return `href ${JSON.stringify(value)} has userinfo`;
  if (ownOrigin(url, context)) return `href ${JSON.stringify(value)} is on the portal's own origin`;
  return null;
}

/** Why `src` may not stay on an image: https on the brand's domains, default port, off the portal's origins only. */
function srcProblem(value: string | null, context: AgreementContext): string | null {
  const url = urlOf(value);
  if (!url || url.protocol !== 'https:' || url.port !== '') return `src ${JSON.stringify(value)} is not https on the default port`;
  const host = url.hostname.toLowerCase().replace(/\.+$/, '');
  if (!context.imageDomains.some((domain) => host === domain || host.endsWith(`.${domain}`))) return `src ${JSON.stringify(value)} is off the brand`;
  if (ownOrigin(url, context)) return `src ${JSON.stringify(value)} is on the portal's own origin`;
  return null;
}

function elementProblems(element: Element, context: AgreementContext): string[] {
  const name = element.localName;
  const label = element.namespaceURI === xhtml ? name : `${name} in ${element.namespaceURI ?? 'no namespace'}`;
  const problems: string[] = [];
  if (element.namespaceURI !== xhtml || !allowedElements.has(name)) problems.push(`element ${label} is not allowed`);
  for (let i = 0; i < element.attributes.length; i += 1) {
    const attribute = element.attributes.item(i);
    if (!attribute) continue;
    const at = `${label}[${attribute.name}]`;
    const attributeName = attribute.name.toLowerCase();
    if (attributeName.startsWith('on')) problems.push(`${at}: an event handler`);
    else if (attribute.namespaceURI !== null) problems.push(`${at}: a namespaced attribute`);
    else if (name === 'a' && attributeName === 'href') {
      const problem = hrefProblem(attribute.value, context);
      if (problem) problems.push(`${at}: ${problem}`);
    } else if (name === 'img' && attributeName === 'src') {
      const problem = srcProblem(attribute.value, context);
      if (problem) problems.push(`${at}: ${problem}`);
    } else if (urlAttributes.has(attributeName)) problems.push(`${at}: a URL attribute`);
    else if (!(name === 'a' && (attributeName === 'target' || attributeName === 'rel')) && !plainAttributes.has(attributeName))
      problems.push(`${at}: not allowed`);
  }
  if (name === 'a') {
    if (!element.hasAttribute('href')) problems.push('a link without href');
    if (element.getAttribute('target') !== '_blank') problems.push(`a[target=${JSON.stringify(element.getAttribute('target'))}]`);
    const rel = (element.getAttribute('rel') ?? '').split(/\s+/);
    if (!rel.includes('noopener') || !rel.includes('noreferrer')) problems.push(`a[rel=${JSON.stringify(element.getAttribute('rel'))}]`);
  }
  if (name === 'img' && !element.hasAttribute('src')) problems.push('an image without src');
  return problems;
}

/**
 * Every way the markup under `root` (not root itself) breaks the agreement's
 * allow-list: an element or attribute outside it, an event handler, a URL
 * other than an off-site https link or a brand https image, a node other than
 * an element or text. Empty when it holds.
 */
export function violations(root: Node, context: AgreementContext): string[] {
  const problems: string[] = [];
  const walker = (root.ownerDocument ?? (root as Document)).createTreeWalker(root);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === 1) problems.push(...elementProblems(node as Element, context));
    else if (node.nodeType !== 3) problems.push(`a node of type ${node.nodeType}`);
  }
  return problems;
}

/**
 * The markup under `root` as a comparable outline: elements with their
 * attributes sorted, text as it is. Two sanitisers that build the same DOM
 * give the same outline whatever their attribute order.
 */
export function outline(root: Node): string {
  let out = '';
  for (let node = root.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 3) out += JSON.stringify(node.textContent);
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    const attributes = [...element.attributes].map((a) => `${a.name}=${JSON.stringify(a.value)}`).sort();
    out += `<${element.localName}${attributes.map((a) => ` ${a}`).join('')}>${outline(element)}</${element.localName}>`;
  }
  return out;
}
