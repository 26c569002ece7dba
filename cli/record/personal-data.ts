import { subscriptionCancellation } from '../../src/core/messages/account';
import { demoPassword } from '../simulator/fixture/default/people';
import { type Path, isStudentIdField, isStudentPassword, keyOf, personalField, secretKey, writtenText } from './personal-fields';
import { StandIns, collect, scanner, searchableId } from './personal-values';
import { redactSecretsInText } from './secrets';
import { postalCodeLike, standInText } from './stand-ins';

/*
 * Issue #33: a recording of a real student becomes a fixture anyone may read.
 * Pass one collects the personal values from the fields that hold them
 * (personal-fields.ts) and gives each a stand-in; pass two replaces those
 * values wherever they occur, whole or inside free text, in one scan per
 * string (so a stand-in is never replaced again), blanks secrets, and
 * replaces what people wrote in cases. Decisions: docs/decisions.md.
 */

/** What replacePersonalData takes. */
export interface PersonalDataOptions {
  /** Makes the stand-ins; the recorder passes a random one per recording, so two recordings do not share them. */
  salt: string;
  /** Every fixture student's password (default: the simulator's public demo password). */
  password?: string;
}

/** The kinds of personal data replacePersonalData counts. */
export const personalDataKinds = [
  'names', 'emails', 'phones', 'addresses', 'cities', 'postalCodes', 'ids', 'comments', 'descriptions', 'attachments', 'secrets',
] as const;
export type PersonalDataKind = (typeof personalDataKinds)[number];

/** The document with personal data replaced, and how many of each kind: distinct values, or texts and secrets replaced. */
export interface PersonalDataResult {
  document: unknown;
  replaced: Record<PersonalDataKind, number>;
}

// Texts the portal writes itself (account §4 subscription cancellation): nobody's words, and what a bug report needs.
const portalTexts = new Set<string>([subscriptionCancellation.description]);

/**
 * A deep copy of a recorded fixture document with its personal data
 * replaced by stand-ins that keep shape and validity: names, emails,
 * phones, street lines, cities and postal codes of the students and their
 * parents, the students' ids, wherever they occur (free text included);
 * case comments, descriptions and attachment contents by filler of the same
 * length; secrets (fields named like password, token, cookie or secret,
 * such parameters in URLs, bearer tokens) by `redacted`; and every
 * student's password by `options.password`. Pure: the same document and
 * salt give the same result.
 */
export function replacePersonalData(document: unknown, options: PersonalDataOptions): PersonalDataResult {
  const standIns = new StandIns(options.salt);
  const found = collect(document, standIns);
  const scan = scanner(found, standIns);
  const counts = { comments: 0, descriptions: 0, attachments: 0, secrets: 0 };
  const cities = standIns.map('cities');
  const ids = standIns.map('ids');

  const text = (value: string, path: Path): string => {
    if (isStudentPassword(path)) return options.password ?? demoPassword;
    if (secretKey.test(keyOf(path)) && value !== '') {
      counts.secrets += 1;
      return 'redacted';
    }
    const written = writtenText(path);
    if (written && value.trim() !== '' && !portalTexts.has(value)) {
      counts[written] += 1;
      return standInText(value);
    }
    const field = personalField(path, value);
    if (field?.kind === 'cities') return cities.get(value.trim().toLowerCase()) ?? value;
    // A short id is only replaced as the whole value of an id field: inside text, "S12" or "2026" could be anything.
    if (isStudentIdField(path) && !searchableId(value)) return ids.get(value.toLowerCase()) ?? value;
    const redacted = redactSecretsInText(value);
    counts.secrets += redacted.count;
    return scan(redacted.text);
  };
  const walk = (value: unknown, path: Path): unknown => {
    if (typeof value === 'string') return text(value, path);
    if (Array.isArray(value)) return value.map((item, i) => walk(item, [...path, i]));
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => {
          // zipLocations is keyed by zip: a replaced zip must still find its place (account-references.ts).
          const zip = path.length === 1 && path[0] === 'zipLocations' ? standIns.map('postalCodes').get(key.replace(/\s+/g, '').toUpperCase()) : undefined;
          return [zip ? postalCodeLike(key, zip) : key, walk(item, [...path, key])];
        }),
      );
    }
    return value;
  };
  const result = walk(document, []);
  const replaced = Object.fromEntries(personalDataKinds.map((kind) => [kind, 0])) as Record<PersonalDataKind, number>;
  for (const [kind, map] of standIns.maps) replaced[kind] = map.size;
  return { document: result, replaced: { ...replaced, ...counts } };
}
