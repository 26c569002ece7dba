import { afterEach, describe, expect, it } from 'vitest';
import { brands } from '../../../src/core/config/brands';
import { type AgreementContext, sanitizeAgreement as sanitizeWith } from '../../../src/features/agreement/sanitize-agreement';
import { classicVectors, droppedImages, pageOrigin, refusedLinks } from './fixtures/portal-vectors';

const context: AgreementContext = {
  imageDomains: brands.main.domains,
  ownOrigins: [pageOrigin, 'https://services.summitprep.test', 'https://api.summitprep.test'],
};

/** The sanitised agreement's nodes in a box, to assert on elements. */
function parse(html: string): HTMLElement {
  const box = document.createElement('div');
  box.append(sanitizeWith(html, context, document));
  return box;
}

/** The sanitised agreement as markup (serialised here only, to assert on strings). */
const sanitizeAgreement = (html: string) => parse(html).innerHTML;

/** Elements that fetch, navigate, submit, run or restyle: none may survive. */
const forbiddenSelector =
  'script, style, iframe, frame, object, embed, form, input, button, textarea, select, link, meta, base, template, ' +
  'noscript, svg, math, source, video, audio, track, picture, area, map';

/**
 * What must hold of any sanitised agreement, whatever went in: no forbidden
 * element, no handler, style, srcset, poster, background, ping or
 * xlink:href; every link an off-site https link opening a new tab without
 * our window; every image an https image of the brand off the API origins.
 */
function expectInert(box: HTMLElement): void {
  expect(box.querySelector(forbiddenSelector)).toBeNull();
  for (const element of box.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      expect(name, `${element.localName}[${name}]`).not.toMatch(/^on|^(style|srcset|sizes|poster|background|ping|action|formaction|xlink:href|download)$/i);
      expect(value, `${element.localName}[${name}]`).not.toMatch(/javascript:|data:|vbscript:/i);
      if (name === 'href' || name === 'src') expect(element.localName, `${name} only on a or img`).toBe(name === 'href' ? 'a' : 'img');
    }
  }
  for (const link of box.querySelectorAll('a')) {
    const href = link.getAttribute('href');
    expect(href, 'a link without href is unwrapped').not.toBeNull();
    const url = new URL(href ?? '');
    expect(url.protocol).toBe('https:');
    expect(context.ownOrigins).not.toContain(url.origin);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
  }
  for (const image of box.querySelectorAll('img')) {
    const url = new URL(image.getAttribute('src') ?? '');
    expect(url.protocol).toBe('https:');
    expect(url.hostname.endsWith('.summitprep.test') || url.hostname === 'summitprep.test').toBe(true);
    expect(context.ownOrigins).not.toContain(url.origin);
  }
}

interface Flags {
  __sanitizeScriptRan?: boolean;
  __sanitizeOnerrorRan?: boolean;
}
const flags = window as unknown as Flags;

afterEach(() => {
  delete flags.__sanitizeScriptRan;
  delete flags.__sanitizeOnerrorRan;
});

describe('sanitizeAgreement', () => {
  it('hands over fresh nodes of the page’s document, never markup to parse again (#18)', () => {
    const nodes = sanitizeWith('<p>Terms <b>here</b></p>', context, document);
    expect(nodes).toBeInstanceOf(DocumentFragment);
    expect(nodes.ownerDocument).toBe(document);
    expect(nodes.firstElementChild?.outerHTML).toBe('<p>Terms <b>here</b></p>');
  });

  it('builds nothing twice: markup that a second parse would turn into a script stays text (mutation XSS)', () => {
    // Serialised and parsed again, these would nest differently; built once as nodes they are inert.
    const box = parse('<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">' + '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>');
    expect(box.querySelector('img, style, svg, math, form, [onerror]')).toBeNull();
  });

  it('keeps ordinary headings, paragraphs, lists, emphasis and tables', () => {
    const html =
      '<h2>Terms</h2><p>You <strong>agree</strong> to <em>these</em> terms.</p>' +
      '<ol><li>One</li><li>Two</li></ol><ul><li>Three</li></ul>' +
      '<table><tbody><tr><td>Refund</td><td>50%</td></tr></tbody></table>';
    const box = parse(html);
    expect(box.querySelector('h2')?.textContent).toBe('Terms');
    expect(box.querySelector('p strong')?.textContent).toBe('agree');
    expect(box.querySelectorAll('ol li')).toHaveLength(2);
    expect(box.querySelectorAll('ul li')).toHaveLength(1);
    expect(box.querySelector('td')?.textContent).toBe('Refund');
  });

  it('removes <script> elements and their content', () => {
    const out = sanitizeAgreement('<p>Before</p><script>window.__sanitizeScriptRan = true</script><p>After</p>');
    expect(out).not.toContain('script');
    expect(out).not.toContain('__sanitizeScriptRan');
    expect(parse(out).querySelectorAll('p')).toHaveLength(2);
  });

  it('removes the onerror handler of an <img> (every on* attribute)', () => {
    const box = parse(
      '<img src="x" onerror="window.__sanitizeOnerrorRan = true"><p onclick="alert(1)" onmouseover="alert(2)">Text</p>',
    );
    for (const element of box.querySelectorAll('*')) {
      expect([...element.attributes].map((a) => a.name).filter((n) => n.startsWith('on'))).toEqual([]);
    }
    expect(box.querySelector('p')?.textContent).toBe('Text');
    expect(flags.__sanitizeOnerrorRan).toBeUndefined();
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' javascript:alert(1)'],
    ['java&#x09;script:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
  ])('removes the href %s, keeping the link text', (href) => {
    const box = parse(`<p><a href="${href}">Click</a></p>`);
    expect(box.querySelector('a')).toBeNull();
    expect(box.querySelector('p')?.textContent).toBe('Click');
  });

  it('removes style attributes and <style> elements (strict CSP)', () => {
    const box = parse('<style>p { color: red }</style><p style="color: red">Styled</p><div style="display:none">Hidden</div>');
    expect(box.querySelector('style')).toBeNull();
    expect(box.querySelector('[style]')).toBeNull();
    expect(box.textContent).toBe('StyledHidden');
  });

  it('removes <iframe>, <object>, <embed> and form controls', () => {
    const box = parse(
      '<iframe name="frame" srcdoc="x"></iframe><object data="x.swf"></object><embed src="x.swf">' +
        '<form action="https://evil.test/"><input name="password"><button>Go</button></form><p>Kept</p>',
    );
    expect(box.querySelector('iframe, object, embed, form, input, button')).toBeNull();
    expect(box.querySelector('p')?.textContent).toBe('Kept');
  });

  it('opens off-site https links in a new tab without handing over the window', () => {
    const box = parse('<a href="https://www.summitprep.test/refunds" target="_top">Refunds</a><a href="https://example.test/x">Other</a>');
    const [first, second] = [...box.querySelectorAll('a')];
    expect(first?.getAttribute('href')).toBe('https://www.summitprep.test/refunds');
    expect(first?.getAttribute('target')).toBe('_blank');
    expect(first?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(second?.getAttribute('target')).toBe('_blank');
    expect(second?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('unwraps mailto, fragment and relative links to their text (they would leave or move the portal)', () => {
    const box = parse('<p><a href="mailto:help@summitprep.test">Mail</a> <a href="#refunds">Jump</a> <a href="/terms" target="_blank">Terms</a></p>');
    expect(box.querySelector('a')).toBeNull();
    expect(box.querySelector('p')?.textContent).toBe('Mail Jump Terms');
  });

  it('drops target from everything but links', () => {
    const box = parse('<div target="_blank"><p target="_top">Text</p></div>');
    expect(box.querySelector('[target]')).toBeNull();
    expect(box.querySelector('div p')?.textContent).toBe('Text');
  });
});

/** How many elements deep the fragment `nodes` goes, walked without recursion (a deep tree must not overflow the test's stack either). */
function depthOf(nodes: DocumentFragment): number {
  const walker = document.createTreeWalker(nodes, NodeFilter.SHOW_ELEMENT);
  let depth = walker.firstChild() ? 1 : 0;
  let deepest = depth;
  while (depth > 0) {
    if (walker.firstChild()) depth += 1;
    else {
      while (!walker.nextSibling()) {
        if (!walker.parentNode()) return deepest;
        depth -= 1;
      }
    }
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

describe('sanitizeAgreement: deep markup (#18 sanitiser review)', () => {
  it('builds at most 512 levels, as Chromium’s parser does: deeper elements give way to their content, in order', () => {
    // 20,000 levels: far past the cap, and past what a recursive walk survives (V8 overflows its stack
    // at about 10,000 frames); 100,000 cost 12.8 of the suite's CPU seconds in happy-dom's parser (#32).
    const deep = 20_000;
    const nodes = sanitizeWith(`<p>Before</p>${'<div>'.repeat(deep)}<b>Deep</b> terms${'</div>'.repeat(deep)}<p>After</p>`, context, document);
    expect(depthOf(nodes)).toBeLessThanOrEqual(512);
    const texts: string[] = [];
    const walker = document.createTreeWalker(nodes, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.nodeValue ?? '');
    expect(texts).toEqual(['Before', 'Deep', ' terms', 'After']);
  });

  it('still drops a script and an off-list image at any depth', () => {
    const deep = 2000;
    const nodes = sanitizeWith(`${'<div>'.repeat(deep)}<script>alert(1)</script><img src="https://evil.test/t.gif" onerror="alert(1)">Terms${'</div>'.repeat(deep)}`, context, document);
    const box = document.createElement('div');
    box.append(nodes);
    expectInert(box);
    expect(box.querySelector('script, img')).toBeNull();
    expect(box.textContent).toBe('Terms');
  });
});

describe('sanitizeAgreement: no agreement content navigates the portal or sends a request (#13.17)', () => {
  it.each(refusedLinks)('refuses $how', ({ html }) => {
    const box = parse(`${html}<p>Terms</p>`);
    expectInert(box);
    expect(box.querySelector('a')).toBeNull();
    expect(box.textContent).toContain('Terms');
  });

  it.each([
    { attribute: 'ping', html: '<a href="https://example.test/" ping="/rest-services/userLogin/logout">Refunds</a>' },
    { attribute: 'download', html: '<a href="https://example.test/x" download>Refunds</a>' },
  ])('keeps an off-site link without its $attribute', ({ attribute, html }) => {
    const box = parse(html);
    expectInert(box);
    expect(box.querySelector('a')?.hasAttribute(attribute)).toBe(false);
  });

  it('keeps the text of an HTML link it unwraps', () => {
    const box = parse('<p>See <a href="#/logout">the refund policy</a>.</p>');
    expect(box.querySelector('p')?.innerHTML).toBe('See the refund policy.');
  });

  it.each(droppedImages)('drops $how', ({ html }) => {
    const box = parse(`${html}<p>Terms</p>`);
    expectInert(box);
    expect(box.querySelector('img')).toBeNull();
    expect(box.textContent).toContain('Terms');
  });

  it('keeps a brand image but not its srcset', () => {
    const box = parse('<img src="https://www.summitprep.test/a.png" srcset="https://evil.test/t.gif 2x">');
    expectInert(box);
    expect(box.querySelector('img')?.getAttribute('src')).toBe('https://www.summitprep.test/a.png');
  });

  it('keeps an https image of the brand off the API origins', () => {
    const box = parse('<img src="https://www.summitprep.test/assets/seal.png" alt="Seal" width="40"><p>Terms</p>');
    expectInert(box);
    expect(box.querySelector('img')?.getAttribute('src')).toBe('https://www.summitprep.test/assets/seal.png');
    expect(box.querySelector('img')?.getAttribute('alt')).toBe('Seal');
  });
});

describe('sanitizeAgreement: no agreement content reaches the portal’s own elements (#13.17)', () => {
  it.each([
    { attribute: 'for', html: '<label for="sp1-accept">I agree</label>' },
    { attribute: 'form', html: '<output form="sp1-login">I agree</output>' },
    { attribute: 'id', html: '<h2 id="sp1-heading">I agree</h2>' },
    { attribute: 'name', html: '<a name="top">I agree</a><img name="x" src="https://www.summitprep.test/a.png">' },
    { attribute: 'class', html: '<div class="sp-overlay sp-btn">I agree</div>' },
    { attribute: 'accesskey', html: '<p accesskey="a">I agree</p>' },
    { attribute: 'popover', html: '<div popover>I agree</div>' },
    { attribute: 'aria-owns', html: '<div aria-owns="sp1-password">I agree</div>' },
    { attribute: 'aria-controls', html: '<div aria-controls="sp1-accept">I agree</div>' },
    { attribute: 'aria-labelledby', html: '<div role="note" aria-labelledby="sp1-heading">I agree</div>' },
    { attribute: 'aria-describedby', html: '<div aria-describedby="sp1-error">I agree</div>' },
  ])('drops $attribute, keeping the text', ({ attribute, html }) => {
    const box = parse(html);
    expectInert(box);
    expect(box.querySelector(`[${attribute}]`)).toBeNull();
    expect(box.textContent).toBe('I agree');
  });
});

describe('sanitizeAgreement: classic XSS vectors stay inert', () => {
  it.each(classicVectors)('neutralises $what', ({ html }) => {
    const box = parse(html);
    expectInert(box);
    expect(box.querySelector('[id=getElementById], [name=cookie], [name=attributes]')).toBeNull();
  });

  it('keeps what follows a form that clobbers the properties a tree walk reads', () => {
    const [clobbering] = classicVectors.filter((row) => row.what.startsWith('a form clobbering'));
    expect(parse(clobbering?.html ?? '').textContent).toContain('After');
  });
});
