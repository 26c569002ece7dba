import { hostWithinDomain, normalizeHost } from '../../core/config/brands';
import { outboundUrl } from '../../core/rules/outbound-url';

/*
 * The agreement text (access §3 eaText) is HTML from upstream, rendered inside
 * the host's page under a strict CSP (no inline script or style). It is parsed
 * into an inert document (a template's: no script runs, nothing loads), then
 * walked, and only document markup is built again, as fresh nodes in the
 * page's document, from the allow-lists below. The result is handed over as
 * nodes and never serialised, so nothing is parsed twice (no mutation XSS).
 *
 * #13.17: nor may it navigate the portal or send a request. A link stays only
 * as an off-site https link in a new tab; an image only as https from the
 * brand's domains. Nor may it reach the portal's own elements: no id, name,
 * for, class, ARIA reference or any other attribute outside the list.
 *
 * Elements outside both lists (forms, buttons, details, landmarks, unknown
 * and custom elements) give way to their content, as DOMPurify's
 * KEEP_CONTENT did; elements whose content is code, style, metadata, media or
 * another namespace (SVG, MathML) go with everything in them.
 */

const names = (list: string) => new Set(list.split(' '));

/** HTML elements built again as themselves. */
const keptElements = names(
  'a abbr address article b bdi bdo big blockquote br caption center cite code col colgroup dd del dfn div dl dt em ' +
    'figcaption figure font h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p pre q s samp section small span strike ' +
    'strong sub sup table tbody td tfoot th thead time tr tt u ul var wbr',
);

/** HTML elements dropped with their content (DOMPurify's FORBID_CONTENTS for HTML, and frames). */
const droppedElements = names('audio frameset head iframe noembed noframes noscript plaintext script style template title video xmp');

/** Attributes copied as they are: text and table presentation, none of them a URL, a handler or a reference. */
const keptAttributes = names(
  'align alt bgcolor border cellpadding cellspacing clear color colspan datetime dir face height lang noshade ' +
    'nowrap reversed rowspan scope size span start summary title type valign value width',
);

const xhtml = 'http://www.w3.org/1999/xhtml';
/**
 * Elements deeper than Chromium's parser nests (it attaches deeper ones at
 * this depth) give way to their content: no engine then recurses through
 * 100,000 levels when the text is inserted, laid out or printed.
 */
const maxDepth = 512;
const showElementsAndText = 0x1 | 0x4;

/** Where the agreement is shown: which images it may load and which origins it must never reach. */
export interface AgreementContext {
  /** Registrable domains images may come from, over https (the brand's). */
  imageDomains: readonly string[];
  /**
   * The page's origin and every API origin: a link or image there would act
   * with the student's cookies (logout), so none may point at them.
   */
  ownOrigins: readonly string[];
}

/**
 * `text` as a plain https URL off the portal's origins; null otherwise. A
 * host with a trailing dot (`services.brand.`, `%2E` too) is the same host
 * under another origin string, so none stays.
 */
function offSiteUrl(text: string, context: AgreementContext): URL | null {
  const url = outboundUrl(text.trim());
  return url && !url.hostname.endsWith('.') && !context.ownOrigins.includes(url.origin) ? url : null;
}

/** The src of an image that stays: https on the brand's domains, default port, off the portal's origins; null drops it. */
function imageSrc(src: string, context: AgreementContext): string | null {
  const url = offSiteUrl(src, context);
  const allowed = url !== null && url.port === '' && context.imageDomains.some((domain) => hostWithinDomain(normalizeHost(url.hostname), domain));
  return allowed ? url.href : null;
}

/**
 * The fresh node standing for `source` (an element of the inert document):
 * `into` when only its content is kept (always when `deep`), null when it
 * goes whole. Every decision keeps only on an exact match, so a clobbered
 * property (a form's `<input name="localName">`) can only drop content.
 */
function freshElement(source: Element, into: Node, doc: Document, context: AgreementContext, deep: boolean): Node | null {
  const name = source.namespaceURI === xhtml ? source.localName : null;
  if (name === null || droppedElements.has(name)) return null;
  if (deep || !keptElements.has(name)) return into;
  let href: string | null = null;
  if (name === 'a' && !(href = offSiteUrl(source.getAttribute('href') ?? '', context)?.href ?? null)) return into;
  const src = name === 'img' ? imageSrc(source.getAttribute('src') ?? '', context) : null;
  if (name === 'img' && !src) return null;
  const element = doc.createElement(name);
  const { attributes } = source;
  for (let i = 0; i < attributes.length; i += 1) {
    const attribute = attributes.item(i);
    if (attribute && attribute.namespaceURI === null && keptAttributes.has(attribute.name)) element.setAttribute(attribute.name, attribute.value);
  }
  if (href) {
    element.setAttribute('href', href);
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer');
  }
  if (src) element.setAttribute('src', src);
  into.appendChild(element);
  return element;
}

/**
 * The agreement HTML as safe document markup, built in `doc` (the page's
 * document) and ready to insert: links only off-site https in a new tab
 * (others become their text), images only https from the brand's domains
 * (others dropped).
 */
export function sanitizeAgreement(html: string, context: AgreementContext, doc: Document = document): DocumentFragment {
  const out = doc.createDocumentFragment();
  // A template's content belongs to an inert document: parsing runs no script and loads nothing.
  const template = doc.createElement('template');
  template.innerHTML = html;
  const { content } = template;
  // The tree walker reads the inert tree itself, never a property a parsed form could clobber.
  const walker = content.ownerDocument.createTreeWalker(content, showElementsAndText);
  const parents: Node[] = [];
  let into: Node = out;
  let node = walker.firstChild();
  while (node) {
    let kept: Node | null = null;
    if (node.nodeType === 3) into.appendChild(doc.createTextNode((node as Text).data));
    else if (node.nodeType === 1) kept = freshElement(node as Element, into, doc, context, parents.length >= maxDepth);
    if (kept && walker.firstChild()) {
      parents.push(into);
      into = kept;
    } else {
      while (!walker.nextSibling()) {
        const parent = parents.pop();
        if (!parent || !walker.parentNode()) return out;
        into = parent;
      }
    }
    node = walker.currentNode;
  }
  return out;
}
