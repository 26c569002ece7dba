import { afterEach, describe, expect, it } from 'vitest';
import { brands } from '../../../src/core/config/brands';
import { type AgreementContext, sanitizeAgreement as sanitizeWith } from '../../../src/features/agreement/sanitize-agreement';

/** The page serves the portal at pageOrigin; the API answers there and on the brand's service origin. */
const pageOrigin = 'http://127.0.0.1:4173';
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

describe('sanitizeAgreement: no agreement content navigates the portal or sends a request (#13.17)', () => {
  it.each([
    // boundary rows: one step away from a kept off-site https link
    { how: 'the same link over http', html: '<a href="http://www.summitprep.test/refunds">Refunds</a>' },
    { how: 'a link to the page’s own origin', html: `<a href="${pageOrigin}/rest-services/userLogin/logout">Refunds</a>` },
    { how: 'a link to the API origin', html: '<a href="https://services.summitprep.test/rest-services/userLogin/logout">Refunds</a>' },
    { how: 'a link with userinfo', html: '<a href="https://www.summitprep.test@evil.test/">Refunds</a>' },
    { how: 'the portal’s logout route', html: '<a href="#/logout">Refunds</a>' },
    { how: 'a relative link', html: '<a href="rest-services/userLogin/logout">Refunds</a>' },
    { how: 'a protocol-relative link', html: '<a href="//evil.test/">Refunds</a>' },
    { how: 'an upper-case HREF', html: '<A HREF="#/logout">Refunds</A>' },
    { how: 'an SVG link', html: '<svg><a href="https://evil.test/"><text>Refunds</text></a></svg>' },
    { how: 'an SVG xlink:href link to the logout route', html: '<svg><a xlink:href="#/logout"><text>Refunds</text></a></svg>' },
    {
      how: 'a transparent full-size SVG link over the text',
      html: '<p>Refunds</p><svg width="100%" height="100%" opacity="0"><a href="https://evil.test/" target="_self"><rect width="100%" height="100%"/></a></svg>',
    },
    { how: 'a MathML link', html: '<math><mtext><a href="#/logout">Refunds</a></mtext></math>' },
    { how: 'an image-map area', html: '<img usemap="#m"><map name="m"><area href="#/logout" shape="default"></map><p>Refunds</p>' },
    { how: 'a form posting to the API', html: '<form action="/rest-services/userLogin/logout" method="post"><button>Refunds</button></form>' },
    { how: 'a formaction', html: '<button formaction="/rest-services/userLogin/logout">Refunds</button>' },
    { how: 'a meta refresh', html: '<meta http-equiv="refresh" content="0;url=#/logout"><p>Refunds</p>' },
    { how: 'a base element', html: '<base href="https://evil.test/"><p>Refunds</p>' },
    { how: 'a prefetch link', html: '<link rel="prefetch" href="https://evil.test/x.css"><p>Refunds</p>' },
  ])('refuses $how', ({ html }) => {
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

  it.each([
    // boundary rows: one step away from a kept https image of the brand
    { how: 'the brand’s image over http', html: '<img src="http://www.summitprep.test/logo.png">' },
    { how: 'the brand’s image on another port', html: '<img src="https://www.summitprep.test:8443/logo.png">' },
    { how: 'a look-alike of the brand’s domain', html: '<img src="https://www.summitprep.test.evil.test/logo.png">' },
    { how: 'another brand’s image', html: '<img src="https://www.meridianreview.test/logo.png">' },
    { how: 'the logout on the page’s origin', html: '<img src="/rest-services/userLogin/logout">' },
    { how: 'the logout on the API origin', html: '<img src="https://services.summitprep.test/rest-services/userLogin/logout">' },
    { how: 'a remote image', html: '<img src="https://evil.test/track.gif">' },
    { how: 'a data: image', html: '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' },
    { how: 'a picture source', html: '<picture><source srcset="https://evil.test/t.gif"><img src="https://evil.test/t.gif"></picture>' },
    { how: 'a video poster', html: '<video poster="https://evil.test/t.gif" src="https://evil.test/v.mp4"></video>' },
    { how: 'an audio source', html: '<audio><source src="https://evil.test/a.mp3"></audio>' },
    { how: 'a table background', html: '<table background="https://evil.test/t.gif"><tbody><tr><td>x</td></tr></tbody></table>' },
    { how: 'an SVG image', html: '<svg><image href="https://evil.test/t.gif"/></svg>' },
    { how: 'an <image> tag (parsed as img)', html: '<image src="https://evil.test/t.gif"></image>' },
    { how: 'a CSS url()', html: '<style>p { background: url(https://evil.test/t.gif) }</style><p style="background:url(/rest-services/userLogin/logout)">x</p>' },
    { how: 'an input image', html: '<input type="image" src="https://evil.test/t.gif">' },
  ])('drops $how', ({ html }) => {
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
  it.each([
    { what: 'a script', html: '<script>alert(1)</script>' },
    { what: 'an img onerror', html: '<img src=x onerror=alert(1)>' },
    { what: 'an svg onload', html: '<svg onload=alert(1)>' },
    { what: 'a body onload', html: '<body onload=alert(1)>' },
    { what: 'a javascript: link behind a line separator', html: '<a href="\u2028javascript:alert(1)">x</a>' },
    { what: 'a javascript: link behind low control characters', html: '<a href="\u0001java\u0003script:alert(1)">x</a>' },
    { what: 'a javascript: link behind an entity-encoded tab', html: '<a href="java&#x09;script:alert(1)">x</a>' },
    { what: 'a javascript: link in upper case with spaces', html: '<a href="  JAVASCRIPT:alert(1)">x</a>' },
    { what: 'a data: link', html: '<a href="data:text/html,<script>alert(1)</script>">x</a>' },
    { what: 'a vbscript: link', html: '<a href="vbscript:msgbox(1)">x</a>' },
    { what: 'an iframe srcdoc', html: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' },
    { what: 'an object data', html: '<object data="javascript:alert(1)"></object>' },
    { what: 'an embed', html: '<embed src="javascript:alert(1)">' },
    { what: 'a noscript comment breakout', html: '<b><noscript><!-- </noscript><img src=x onerror=alert(1) --></noscript>' },
    { what: 'a noscript attribute breakout', html: '<b><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>' },
    { what: 'a textarea comment breakout', html: '<textarea>x</textarea><!--</textarea><img src=x onerror=alert(1)>-->' },
    { what: 'a style breakout after an option', html: '<option><style></option></select><b><img src=x onerror=alert(1)></style></option>' },
    { what: 'a nested template', html: '<template><s><template><s><img src=x onerror=alert(1)></s></template></s></template>' },
    { what: 'a listing re-parse', html: '<listing>&lt;img onerror="alert(1);//" src=x&gt;<t t></listing>' },
    { what: 'an attribute-name confusion', html: '<img src=x id/=\' onerror=alert(1)//\'>' },
    { what: 'a math/style namespace confusion', html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>' },
    { what: 'an svg/style namespace confusion', html: '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">' },
    { what: 'a form with a clobbering input', html: '<form onmouseover=alert(1)><input name="attributes"><input name="attributes">' },
    { what: 'clobbering names on images', html: '<img src=x name=cookie><img src=y id=getElementById>' },
    { what: 'a meta refresh to javascript:', html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">' },
    { what: 'a details ontoggle', html: '<details open ontoggle=alert(1)>x</details>' },
    { what: 'a marquee onstart', html: '<marquee onstart=alert(1)>x</marquee>' },
  ])('neutralises $what', ({ html }) => {
    const box = parse(html);
    expectInert(box);
    expect(box.querySelector('[id=getElementById], [name=cookie], [name=attributes]')).toBeNull();
  });
});
