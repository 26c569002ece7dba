import { createHash } from 'node:crypto';

/*
 * Stand-ins for personal data in a recording (issue #33): each keeps the
 * shape and validity of what it replaces (a Canadian postal code stays one,
 * a phone keeps its formatting and digit count) and is drawn from a hash of
 * the recording's salt and the real value, so the same value always gets
 * the same stand-in within one recording and a new one in the next.
 */

/** Numbers drawn from sha256(salt, kind, value, attempt): the same inputs, the same numbers. */
export class Draw {
  private bytes: Buffer;
  private used = 0;
  private round = 0;

  constructor(private readonly seed: string) {
    this.bytes = createHash('sha256').update(seed).digest();
  }

  /** An integer in [0, n). */
  int(n: number): number {
    if (this.used + 4 > this.bytes.length) {
      this.round += 1;
      this.bytes = createHash('sha256').update(`${this.seed}\u0000${this.round}`).digest();
      this.used = 0;
    }
    const value = this.bytes.readUInt32BE(this.used);
    this.used += 4;
    return value % n;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }

  digit(): string {
    return String(this.int(10));
  }
}

// Fictional names, chosen to be unlikely as ordinary words in a case or a banner.
const firstNames = ['Adair', 'Bexley', 'Caspian', 'Dorian', 'Elowen', 'Farrah', 'Gideon', 'Halden', 'Isolde', 'Jarrah',
  'Liesl', 'Marlowe', 'Niamh', 'Orrin', 'Rosalind', 'Soren', 'Thea', 'Ulric', 'Xanthe', 'Ysolde'] as const;
const lastNames = ['Abernathy', 'Blackwood', 'Castellano', 'Draycott', 'Ellingham', 'Galloway', 'Hartigan', 'Ingleby',
  'Jessop', 'Kilbride', 'Lockridge', 'Northcott', 'Ormsby', 'Pemberton', 'Quennell', 'Rathbone', 'Stanhope',
  'Underhill', 'Vandermeer', 'Whitlock'] as const;
const cities = ['Fairview', 'Riverton', 'Lakewood', 'Brookfield', 'Millbrook', 'Oakdale', 'Cedarville', 'Glenwood',
  'Ashford', 'Westbury', 'Kingsbridge', 'Pinecrest'] as const;
const streets = ['Maple', 'Cedar', 'Willow', 'Birch', 'Aspen', 'Chestnut', 'Juniper', 'Alder', 'Hawthorn', 'Sycamore',
  'Magnolia', 'Poplar', 'Rowan', 'Linden'] as const;
const streetTypes = ['Street', 'St', 'Avenue', 'Ave', 'Road', 'Rd', 'Lane', 'Ln', 'Drive', 'Dr', 'Boulevard', 'Blvd',
  'Court', 'Ct', 'Way', 'Place', 'Pl', 'Crescent', 'Terrace'];

/** A fictional first or last name; past the list, two of its names joined by a hyphen. */
export function standInName(role: 'first' | 'last', draw: Draw, attempt: number): string {
  const names = role === 'first' ? firstNames : lastNames;
  const one = draw.pick(names);
  return attempt < names.length * 2 ? one : `${one}-${draw.pick(names)}`;
}

/** An email on the reserved `.test` domain, its local part saying whose it was. */
export function standInEmail(role: string, draw: Draw): string {
  const hex = Array.from({ length: 6 }, () => draw.int(16).toString(16)).join('');
  return `${role}-${hex}@example.test`;
}

/**
 * The digits of a stand-in phone, as many as `digits` has. A North American
 * number (10 digits, or 11 with the leading 1) keeps its area code and
 * becomes 555-01xx, the range kept for fiction; other numbers keep their
 * first digit.
 */
export function standInPhoneDigits(digits: string, draw: Draw, attempt: number): string {
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length === 10) {
    // 100 fictional lines per area code; past them, any 555 line.
    const line = attempt < 50 ? `01${draw.digit()}${draw.digit()}` : Array.from({ length: 4 }, () => draw.digit()).join('');
    return digits.slice(0, digits.length - 10) + national.slice(0, 3) + '555' + line;
  }
  return digits.charAt(0) + Array.from(digits.slice(1), () => draw.digit()).join('');
}

/** `text` with its digits replaced, from the last one back, by `digits`: its formatting kept. */
export function withDigits(text: string, digits: string): string {
  let i = digits.length;
  const out = Array.from(text);
  for (let j = out.length - 1; j >= 0 && i > 0; j -= 1) {
    if (/\d/.test(out[j] ?? '')) out[j] = digits.charAt((i -= 1));
  }
  return out.join('');
}

// Canada Post never uses D, F, I, O, Q or U, and never W or Z first (validators/contact.ts).
const postalLetters = 'ABCEGHJKLMNPRSTVWXYZ';

/**
 * A stand-in postal code for `key` (uppercase, no spaces). A Canadian code
 * stays one with its first letter (the province's), a US zip keeps its
 * first digit (its region) and its +4; anything else keeps its first
 * character and the kind of each other one.
 */
export function standInPostalCode(key: string, draw: Draw): string {
  if (/^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(key)) {
    const letter = () => draw.pick(Array.from(postalLetters));
    return `${key.charAt(0)}${draw.digit()}${letter()}${draw.digit()}${letter()}${draw.digit()}`;
  }
  return key.charAt(0) + Array.from(key.slice(1), (c) => (/\d/.test(c) ? draw.digit() : /[A-Z]/.test(c) ? draw.pick(Array.from(postalLetters)) : c)).join('');
}

/** A stand-in postal code (no spaces) written like the occurrence it replaces: its spaces and case kept. */
export function postalCodeLike(occurrence: string, standIn: string): string {
  const chars = Array.from(standIn);
  return Array.from(occurrence, (c) => {
    if (/\s/.test(c)) return c;
    const next = chars.shift() ?? '';
    return c === c.toLowerCase() ? next.toLowerCase() : next;
  }).join('');
}

/** "123 Maple Street": as many house-number digits as the original, and its street type when it names one. */
export function standInStreet(original: string, draw: Draw): string {
  const digits = /^\d+/.exec(original.trim())?.[0].length ?? 3;
  const number = String(1 + draw.int(9)) + Array.from({ length: Math.min(digits, 5) - 1 }, () => draw.digit()).join('');
  const words = original.trim().split(/\s+/);
  const type = words.map((w) => w.replace(/\.$/, '')).find((w) => streetTypes.includes(w)) ?? 'Street';
  return `${number} ${draw.pick(streets)} ${type}`;
}

export function standInCity(draw: Draw): string {
  return draw.pick(cities);
}

/**
 * An id of the same shape: digits stay digits, letters letters of the same
 * case, other characters stay. An id with four digits or more keeps its
 * letters (a prefix such as `S` or `003` says what kind of record it is).
 */
export function standInId(original: string, draw: Draw): string {
  const keepLetters = (original.match(/\d/g) ?? []).length >= 4;
  const letter = () => String.fromCharCode(65 + draw.int(26));
  return Array.from(original, (c) => {
    if (/\d/.test(c)) return draw.digit();
    if (keepLetters) return c;
    if (/[A-Z]/.test(c)) return letter();
    return /[a-z]/.test(c) ? letter().toLowerCase() : c;
  }).join('');
}

const filler = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua ';

/**
 * Filler text in place of what a student or an agent wrote: each line as
 * long as the original's, line breaks and indentation kept, so a layout bug
 * (a long comment, many lines) still shows.
 */
export function standInText(text: string): string {
  return text.replace(/[^\r\n]+/g, (line) => {
    const indent = /^\s*/.exec(line)?.[0] ?? '';
    const length = line.length - indent.length;
    if (length === 0) return line;
    const body = filler.repeat(Math.ceil(length / filler.length)).slice(0, length);
    return indent + body.charAt(0).toUpperCase() + body.slice(1).replace(/ $/, '.');
  });
}
