/*
 * Which fields of a recorded fixture document hold personal data (issue #33),
 * by their place in the document and their key. The structs say where:
 * FixtureStudent (cli/simulator/fixture/people.ts) with StudentAddress and
 * RelationShip (src/core/api/structs/student.ts); caseComments and their
 * authors (structs/cases.ts); `resetTokens[].email` (catalog.ts). The
 * nested structs are lenient (`type()`), so a recording may carry fields the
 * default fixture does not (address2, a parent's phone): keys are matched by
 * pattern, not listed one by one.
 */

/** A place in the document: keys and array indexes from the root. */
export type Path = readonly (string | number)[];

/** What a personal string is, as pass one collects it. */
export type PersonalField =
  | { kind: 'names'; role: 'first' | 'last' }
  | { kind: 'emails'; role: 'student' | 'parent' | 'person' }
  | { kind: 'phones' | 'addresses' | 'cities' | 'postalCodes' | 'ids' };

/** Free text a person wrote, replaced as a whole (docs/decisions.md, issue #33). */
export type WrittenText = 'comments' | 'descriptions' | 'attachments';

/** A field named like a secret: its value never leaves the recorder. */
export const secretKey = /pass(?:word|wd)|token|cookie|secret|credential|api[-_]?key|authorization/i;

const nameKey = /(?:first|last|middle|full|given|family|preferred|nick)_?name$/i;
const emailKey = /e-?mail/i;
const phoneKey = /phone|mobile|cell|fax/i;
// Inside a student only: a make-up facility's address, city and zip are the business's, not a person's.
const addressKey = /^address(?:\d|line\d?)?$|^street/i;
const cityKey = /city$/i;
const postalKey = /zip|postal/i;

/** The last key on a path (an array's items take the key of the array). */
export function keyOf(path: Path): string {
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const part = path[i];
    if (typeof part === 'string') return part;
  }
  return '';
}

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** What personal data the string at `path` is, or null. */
export function personalField(path: Path, value: string): PersonalField | null {
  const key = keyOf(path);
  if (value.trim() === '' || secretKey.test(key)) return null;
  const inStudent = path[0] === 'students';
  // The school comes from the catalogue's list (schoolId, lists.schools) and is kept.
  if (inStudent && path.includes('StudentSchool')) return null;
  if (inStudent && path.length === 3 && (key === 'studentId' || key === 'userId')) return { kind: 'ids' };
  if (nameKey.test(key)) return { kind: 'names', role: /first|given|preferred|nick/i.test(key) ? 'first' : 'last' };
  if (emailKey.test(key)) {
    if (!looksLikeEmail(value)) return null;
    return { kind: 'emails', role: !inStudent ? 'person' : path.includes('RelationShip') ? 'parent' : 'student' };
  }
  if (phoneKey.test(key)) return (value.match(/\d/g) ?? []).length >= 7 ? { kind: 'phones' } : null;
  if (!inStudent) return null;
  if (addressKey.test(key)) return { kind: 'addresses' };
  if (cityKey.test(key)) return { kind: 'cities' };
  // 00000 is how the portal sends "no zip" (account §5): nothing to hide.
  if (postalKey.test(key)) return /[1-9A-Za-z]/.test(value) ? { kind: 'postalCodes' } : null;
  return null;
}

/** Whether the string at `path` is text a student or an agent wrote in a case. */
export function writtenText(path: Path): WrittenText | null {
  if (path[0] !== 'cases') return null;
  if (path.length === 5 && path[2] === 'caseComments' && path[4] === 'body') return 'comments';
  if (path.length === 3 && path[2] === 'description') return 'descriptions';
  if (path.length === 5 && path[2] === 'CaseAttachment' && path[4] === 'content') return 'attachments';
  return null;
}

/** The fixture student's own password: the recorder's to set, never a recorded one. */
export const isStudentPassword = (path: Path) => path[0] === 'students' && path.length === 3 && path[2] === 'password';

/** A field that names a student by id: `studentId`, `userId`, and a case comment's author (`lastModifiedBy.id`). */
export function isStudentIdField(path: Path): boolean {
  const key = keyOf(path);
  return key === 'studentId' || key === 'userId' || (key === 'id' && path.at(-2) === 'lastModifiedBy');
}
