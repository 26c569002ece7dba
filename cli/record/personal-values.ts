import { type Path, type PersonalField, personalField } from './personal-fields';
import {
  Draw,
  postalCodeLike,
  standInCity,
  standInEmail,
  standInId,
  standInName,
  standInPhoneDigits,
  standInPostalCode,
  standInStreet,
  withDigits,
} from './stand-ins';

/*
 * The personal values of replacePersonalData (personal-data.ts): pass one
 * collects them from the fields that hold them; the scanner of pass two
 * finds them (and any email or formatted phone number) anywhere in a string
 * and gives each its one stand-in.
 */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const words = (s: string) => escape(s.trim()).replace(/\s+/g, '\\s+');
const compact = (s: string) => s.replace(/\s+/g, '').toLowerCase();
const start = '(?<![\\p{L}\\p{N}_])';
const end = '(?![\\p{L}\\p{N}_])';
// A name is not looked for inside a host name: a student called Summit must not move summit.test.
const notInHost = { start: '(?<![\\p{L}\\p{N}_.])(?<!//)', end: '(?![\\p{L}\\p{N}_])(?!\\.\\p{L})' };
// "icon@2x.png" is a file, not an address.
const fileExtension = /\.(?:png|jpe?g|gif|svg|webp|avif|ico|pdf|css|m?js|html?)$/i;

/**
 * Whether an id is looked for inside other strings too: ids with letters
 * from 4 characters, numbers from 6 digits (a studentId 2026 must not change
 * every year in the document). Others are replaced as whole id fields only.
 */
export const searchableId = (id: string) => (/\p{L}/u.test(id) ? id.length >= 4 : id.length >= 6);

/** A stand-in in the case of the text it replaces: DANA → ADAIR, dana → adair. */
function caseLike(occurrence: string, standIn: string): string {
  if (/\p{Lu}/u.test(occurrence) && occurrence === occurrence.toUpperCase()) return standIn.toUpperCase();
  if (/\p{Ll}/u.test(occurrence) && occurrence === occurrence.toLowerCase()) return standIn.toLowerCase();
  return standIn;
}

/** Stand-ins by kind and real value (keys: lowercase; phones: national digits; postal codes: compact). */
export class StandIns {
  readonly maps = new Map<PersonalField['kind'], Map<string, string>>();
  /** Every string of the document and every stand-in, compact: no stand-in may equal one. */
  readonly taken = new Set<string>();

  constructor(private readonly salt: string) {}

  map(kind: PersonalField['kind']): Map<string, string> {
    let map = this.maps.get(kind);
    if (!map) this.maps.set(kind, (map = new Map()));
    return map;
  }

  /** The stand-in of `key`, made on first use and then always the same. */
  get(kind: PersonalField['kind'], key: string, make: (draw: Draw, attempt: number) => string): string {
    const map = this.map(kind);
    const known = map.get(key);
    if (known !== undefined) return known;
    for (let attempt = 0; ; attempt += 1) {
      const standIn = make(new Draw(`${this.salt}\u0000${kind}\u0000${key}\u0000${attempt}`), attempt);
      if (this.taken.has(compact(standIn)) && attempt < 1000) continue;
      this.taken.add(compact(standIn));
      map.set(key, standIn);
      return standIn;
    }
  }
}

const nationalDigits = (text: string) => {
  const digits = text.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
};

export interface Collected {
  field: PersonalField;
  value: string;
}

/** Pass one: every personal value of the document's personal fields, students first. */
export function collect(document: unknown, standIns: StandIns): Collected[] {
  const found: Collected[] = [];
  const walk = (value: unknown, path: Path) => {
    if (typeof value === 'string') {
      standIns.taken.add(compact(value));
      const field = personalField(path, value);
      if (field?.kind === 'names') {
        // Each part of a name on its own ("Mary Ann" → Mary, Ann), so a part alone in a comment is found; an initial is kept.
        for (const part of value.split(/\s+/)) if ((part.match(/\p{L}/gu) ?? []).length >= 2) found.push({ field, value: part });
      } else if (field) found.push({ field, value: value.trim() });
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i]));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (path.length === 1 && path[0] === 'zipLocations') standIns.taken.add(compact(key));
        walk(item, [...path, key]);
      }
    }
  };
  if (document && typeof document === 'object' && !Array.isArray(document)) {
    // Students first: the student's email keeps its student role where a reset token names it too.
    const entries = Object.entries(document).sort(([a], [b]) => Number(b === 'students') - Number(a === 'students'));
    for (const [key, item] of entries) walk(item, [key]);
  } else {
    walk(document, []);
  }
  // Real values are taken before any stand-in is made: a stand-in is never someone's real value.
  for (const { field, value } of found) standIns.taken.add(field.kind === 'phones' ? nationalDigits(value) : compact(value));
  return found;
}

/** One rule of the scan: a pattern (no capturing groups) and what a match becomes. */
interface Rule {
  source: string;
  replace: (match: string) => string;
}

/** Pass two's scanner: the collected values, plus any email or formatted phone number in free text. */
export function scanner(found: Collected[], standIns: StandIns): (text: string) => string {
  const roleOf = (kind: 'names' | 'emails', value: string) =>
    found.find((c) => c.field.kind === kind && c.value.toLowerCase() === value.toLowerCase())?.field;
  const email = (match: string) => {
    if (fileExtension.test(match)) return match;
    const key = match.replace(/%40/i, '@').toLowerCase();
    const field = roleOf('emails', key);
    const standIn = standIns.get('emails', key, (draw) => standInEmail(field && 'role' in field ? field.role : 'person', draw));
    return match.includes('@') ? standIn : standIn.replace('@', '%40');
  };
  const phone = (match: string) => {
    const digits = nationalDigits(match);
    return withDigits(match, standIns.get('phones', digits, (draw, attempt) => standInPhoneDigits(digits, draw, attempt)));
  };
  const address = (line: string) => standIns.get('addresses', compact(line), (draw) => standInStreet(line, draw));
  const postal = (key: string) => standIns.get('postalCodes', key, (draw) => standInPostalCode(key, draw));
  const id = (value: string) => standIns.get('ids', value.toLowerCase(), (draw) => standInId(value, draw));
  const name = (value: string) => {
    const field = roleOf('names', value);
    const role = field && 'role' in field && field.role === 'first' ? 'first' : 'last';
    return standIns.get('names', value.toLowerCase(), (draw, attempt) => standInName(role, draw, attempt));
  };
  const postalKey = (code: string) => code.replace(/\s+/g, '').toUpperCase();

  // Stand-ins in document order, whatever text happens to mention a value first.
  for (const { field, value } of found) {
    if (field.kind === 'names') name(value);
    else if (field.kind === 'emails') email(value);
    else if (field.kind === 'phones') phone(value);
    else if (field.kind === 'addresses') address(value);
    else if (field.kind === 'postalCodes') postal(postalKey(value));
    else if (field.kind === 'ids') id(value);
    else standIns.get('cities', value.toLowerCase(), (draw) => standInCity(draw));
  }

  const values = (kind: PersonalField['kind']) =>
    [...new Set(found.filter((c) => c.field.kind === kind).map((c) => c.value))].sort((a, b) => b.length - a.length);
  // Alternatives are tried in this order at each place: an email before the name in it, a street line before its number.
  const rules: Rule[] = [
    { source: '(?<![\\w.+%-])[A-Za-z0-9._+-]+(?:@|%40)(?:[A-Za-z0-9-]+\\.)+[A-Za-z]{2,}(?![\\w-])', replace: email },
    ...values('addresses').map((line) => ({ source: start + words(line) + end, replace: () => address(line) })),
    ...values('phones').map((value) => {
      const d = nationalDigits(value);
      const national = d.length === 10
        ? `\\(?${d.slice(0, 3)}\\)?[\\s.-]?${d.slice(3, 6)}[\\s.-]?${d.slice(6)}`
        : Array.from(d).join('[\\s().-]?');
      return { source: `(?<!\\d)(?:\\+?1[\\s.-]?)?${national}(?!\\d)`, replace: phone };
    }),
    // A North American number nobody's field holds, written with separators: (212) 555-0100, 212-555-0100, 212.555.0100.
    { source: '(?<![\\d+])(?:\\+?1[\\s.-])?(?:\\(\\d{3}\\)\\s?|\\d{3}[.-])\\d{3}[.-]\\d{4}(?!\\d)', replace: phone },
    ...values('postalCodes').map((code) => {
      const key = postalKey(code);
      const source = /^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(key) ? `${key.slice(0, 3)}\\s?${key.slice(3)}` : escape(code.trim()).replace(/\s+/g, '\\s?');
      return { source: start + source + end, replace: (match: string) => postalCodeLike(match, postal(key)) };
    }),
    ...values('ids').filter(searchableId).map((value) => ({ source: start + escape(value) + end, replace: () => id(value) })),
    ...values('names').map((value) => ({ source: notInHost.start + words(value) + notInHost.end, replace: (match: string) => caseLike(match, name(value)) })),
  ];
  const pattern = new RegExp(rules.map((r) => `(${r.source})`).join('|'), 'giu');
  return (text) =>
    text.replace(pattern, (match, ...groups: unknown[]) => {
      const rule = rules[groups.findIndex((g) => g !== undefined)];
      return rule ? rule.replace(match) : match;
    });
}

