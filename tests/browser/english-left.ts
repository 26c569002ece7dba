import type { Page } from 'playwright-core';
import { brands } from '../../src/core/config/brands';
import { catalogueTexts } from '../support/catalogue-texts';

/*
 * Issue #32: what of a screen in another language is still English. A screen's texts (text nodes,
 * the names and hints screen readers read, the document's title) less the student's data (every
 * string of the fixture the simulator serves), brand names, addresses and codes; what is left may hold
 * no text of the default catalogue the locale translates differently, and no word that only English
 * has.
 */

/** The texts of the portal on the page: text nodes and the attributes read aloud or shown, and the title. */
export async function portalTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [document.title];
    const attributes = ['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'placeholder', 'title', 'alt'];
    const visit = (root: Element | ShadowRoot) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          const parent = node.parentElement?.tagName;
          if (parent !== 'SCRIPT' && parent !== 'STYLE' && node.textContent?.trim()) out.push(node.textContent.trim());
          continue;
        }
        const element = node as Element;
        for (const name of attributes) {
          const value = element.getAttribute(name);
          if (value?.trim()) out.push(value.trim());
        }
        if (element instanceof HTMLInputElement && ['submit', 'button'].includes(element.type) && element.value) out.push(element.value);
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    for (const root of document.querySelectorAll('.sp-root')) visit(root);
    return out;
  });
}

/** Words no French or Spanish text has (none is a word of either language: not `has`, `balance`, `me`, `no`). */
const englishOnly = new Set(
  ('the your you and with this that these please here from have are was were will would can could our not for of to in is it its ' +
    'log sign account password email loading search view back find open help receipt paid my yes by be we what when where how ' +
    'about more than out up am pm today tomorrow click enter select choose add remove save cancel close next previous show hide ' +
    'there their they them which who why all any each other new only also just into before after until while')
    .split(' '),
);

const patterns = new Map<string, RegExp>();
/** `value` wherever it stands as whole words: no letter or digit right before or after it. */
function wholeWords(value: string): RegExp {
  let pattern = patterns.get(value);
  if (!pattern) patterns.set(value, (pattern = new RegExp(`(?<![\\p{L}\\p{N}])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'gu')));
  return pattern;
}

/** Every string value of `value`, however deep. */
function strings(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value.trim());
  else if (value && typeof value === 'object') for (const inner of Object.values(value)) strings(inner, into);
  return into;
}

/**
 * The English `texts` still hold: each offending text with why. `data` is what the page may show as
 * the upstream sent it (the fixture); `translated` the locale's texts by key.
 */
export function englishLeft(texts: readonly string[], data: unknown, translated: Readonly<Record<string, unknown>>): string[] {
  const kept = [...strings(data, new Set()), ...Object.values(brands).map((brand) => brand.displayName)]
    .filter((text) => text.length >= 3)
    .sort((a, b) => b.length - a.length);
  const untranslated = new Set(
    [...catalogueTexts()]
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .filter(([key, text]) => text.length >= 4 && /[a-z]{3}/i.test(text) && translated[key] !== text)
      .map(([, text]) => text),
  );
  const found: string[] = [];
  for (const text of texts) {
    // A text that is the student's data as sent (a country name of the lists service) is data.
    if (untranslated.has(text) && !kept.includes(text)) {
      found.push(`${JSON.stringify(text)}: the catalogue's English`);
      continue;
    }
    // Data is removed as whole words (a class code "GRE" must not cut "Ingresa" into "In" and "sa").
    let rest = text;
    for (const value of kept) if (rest.includes(value)) rest = rest.replace(wholeWords(value), ' ');
    rest = rest.replace(/\S+@\S+|https?:\/\/\S+|[\w-]*\d[\w-]*/g, ' ');
    const words = (rest.match(/\p{L}+/gu) ?? []).filter((word) => englishOnly.has(word.toLowerCase()));
    if (words.length > 0) found.push(`${JSON.stringify(text)}: ${words.join(', ')}`);
  }
  return found;
}
