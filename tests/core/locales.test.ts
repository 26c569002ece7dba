// Issue #32: each shipped locale (embed/locales/<code>.ts) has every text of the catalogue and no
// other, and a text with arguments uses each argument the default text shows. Formats are tried
// per locale, with real values.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueTexts } from '../support/catalogue-texts';
import type { CompleteLocale } from '../../embed/locales/complete-locale';

const localeDir = join(import.meta.dirname, '../../embed/locales');
const codes = readdirSync(localeDir).filter((f) => /^[a-z]{2}-[A-Z]{2}\.ts$/.test(f)).map((f) => f.slice(0, -3));
const locales = new Map<string, CompleteLocale>(
  await Promise.all(codes.map(async (code) => [code, ((await import(pathToFileURL(join(localeDir, `${code}.ts`)).href)) as { default: CompleteLocale }).default] as const)),
);

const defaults = catalogueTexts();

/** Arguments that show in a text as themselves: strings a translation cannot mistake for words. */
const sentinels = (count: number) => Array.from({ length: count }, (_, i) => `⟦${i}⟧`);

describe.each([...locales])('locale %s', (code, locale) => {
  it('is named by its file', () => expect(locale.code).toBe(code));

  it('has every key of the catalogue, and no other', () => {
    const keys = Object.keys(locale.texts);
    expect(keys.filter((key) => !defaults.has(key))).toEqual([]);
    expect([...defaults.keys()].filter((key) => !Object.hasOwn(locale.texts, key))).toEqual([]);
  });

  it('gives each text the kind of the default, and uses every argument the default shows', () => {
    const dropped: string[] = [];
    for (const [key, original] of defaults) {
      const text: unknown = (locale.texts as Record<string, unknown>)[key];
      if (typeof original === 'string') {
        if (typeof text !== 'string' || !text.trim()) dropped.push(`${key}: not a text`);
        continue;
      }
      if (key.startsWith('formats.')) continue; // tried with real values below
      const fn = original as (...args: unknown[]) => string;
      const args = sentinels(fn.length);
      const shown = args.filter((arg) => fn(...args).includes(arg));
      const translated = typeof text === 'function' ? (text as (...a: unknown[]) => unknown)(...args) : text;
      if (typeof translated !== 'string') dropped.push(`${key}: gives no text`);
      else for (const arg of shown) if (!translated.includes(arg)) dropped.push(`${key}: drops argument ${args.indexOf(arg) + 1}`);
    }
    expect(dropped).toEqual([]);
  });
});

// Issue #32.3: each shipped locale's formats through Intl, spaces as plain spaces (Intl writes
// no-break spaces). Times are New York wall-clock times already: written as they are.
const formatCases: Record<string, { date: string; longDate: string; evening: string; midnight: string; usd: string; cad: string; price: string; upstream: string }> = {
  'fr-CA': {
    date: '4 déc. 2026',
    longDate: 'vendredi 4 décembre 2026',
    evening: '19 h 05',
    midnight: '0 h 00',
    usd: '2 499,00 $ US',
    cad: '1 249,50 $',
    price: '99,00 $ US',
    upstream: '19 h 00',
  },
  'es-US': {
    date: '4 dic 2026',
    longDate: 'viernes, 4 de diciembre de 2026',
    evening: '7:05 p.m.',
    midnight: '12:00 a.m.',
    usd: '$2,499.00',
    cad: 'CAD 1,249.50',
    price: '$99.00',
    upstream: '7:00 p.m.',
  },
};

describe.each(Object.entries(formatCases))('formats in %s', (code, expected) => {
  const texts = locales.get(code)?.texts;
  const plain = (text: string) => text.replace(/\s/g, ' ');
  it('writes days, times, money and prices the language’s way', () => {
    if (!texts) throw new Error(`no locale ${code}`);
    expect(
      plain(
        [
          texts['formats.date'],
          texts['formats.longDate'],
        ]
          .map((f) => (f as (y: number, m: number, d: number, w: number) => string)(2026, 12, 4, 5))
          .join(' | '),
      ),
    ).toBe(`${expected.date} | ${expected.longDate}`);
    const time = texts['formats.time'] as (h: number, m: number) => string;
    const money = texts['formats.money'] as (a: number, c: string) => string;
    const price = texts['formats.price'] as (a: number, c: string) => string;
    const upstream = texts['formats.upstreamTime'] as (t: string, h: number, m: number) => string;
    expect([time(19, 5), time(0, 0), money(2499, 'USD'), money(1249.5, 'CAD'), price(99, 'USD'), upstream('7:00 PM', 19, 0)].map(plain)).toEqual(
      [expected.evening, expected.midnight, expected.usd, expected.cad, expected.price, expected.upstream],
    );
  });
});
