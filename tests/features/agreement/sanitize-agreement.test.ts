import './happy-dom-dompurify';
import DOMPurify from 'dompurify';
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeAgreement } from '../../../src/features/agreement/sanitize-agreement';

/** The sanitised markup parsed back, to assert on elements rather than strings. */
function parse(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeAgreement(html);
  return box;
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
  it('runs with the test window (DOMPurify is supported here)', () => {
    expect(DOMPurify.isSupported).toBe(true);
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
  ])('removes the href %s', (href) => {
    const box = parse(`<a href="${href}">Click</a>`);
    const anchor = box.querySelector('a');
    expect(anchor?.textContent).toBe('Click');
    expect(anchor?.getAttribute('href') ?? '').not.toMatch(/script|data:/i);
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

  it('opens web links in a new tab without handing over the window', () => {
    const box = parse('<a href="https://www.summitprep.test/refunds">Refunds</a><a href="http://example.test/" target="_top">Other</a>');
    const [first, second] = [...box.querySelectorAll('a')];
    expect(first?.getAttribute('href')).toBe('https://www.summitprep.test/refunds');
    expect(first?.getAttribute('target')).toBe('_blank');
    expect(first?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(second?.getAttribute('target')).toBe('_blank');
    expect(second?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps mailto links in place and drops fragment and relative hrefs (they would move the host page or route)', () => {
    const box = parse('<a href="mailto:help@summitprep.test">Mail</a><a href="#refunds">Jump</a><a href="/terms" target="_blank">Terms</a>');
    const [mail, jump, terms] = [...box.querySelectorAll('a')];
    expect(mail?.getAttribute('href')).toBe('mailto:help@summitprep.test');
    expect(mail?.hasAttribute('target')).toBe(false);
    expect(jump?.hasAttribute('href')).toBe(false);
    expect(terms?.hasAttribute('href')).toBe(false);
    expect(terms?.hasAttribute('target')).toBe(false);
  });

  it('drops target from everything but links', () => {
    const box = parse('<div target="_blank"><p target="_top">Text</p></div>');
    expect(box.querySelector('[target]')).toBeNull();
    expect(box.querySelector('div p')?.textContent).toBe('Text');
  });
});
