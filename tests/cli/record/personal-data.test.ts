import { describe, expect, it } from 'vitest';
import { replacePersonalData } from '../../../cli/record/personal-data';
import { defaultFixtureDocument } from '../../../cli/simulator/fixture/default';
import { demoPassword } from '../../../cli/simulator/fixture/default/people';
import { loadFixture } from '../../../cli/simulator/fixture/load';
import type { Fixture } from '../../../cli/simulator/fixture/schema';
import { resolveDateTokens } from '../../../cli/simulator/fixture/tokens';
import { isCanadianPostalCode, validateAddress, validateCity, validatePhone, validateZip } from '../../../src/core/validators/contact';
import { isEmail, validateProfileEmail, validateSignupEmail } from '../../../src/core/validators/email';
import { validateFirstName, validateLastName, validateParentFirstName, validateParentLastName } from '../../../src/core/validators/names';

const start = new Date('2026-11-21T15:00:00Z');
const salt = 'fixed-test-salt';

/**
 * The default fixture as a recording would hold it (real dates), with the
 * demo student's data also in free text: a comment, an agreement, a banner,
 * a URL and a note.
 */
function recording(): Fixture {
  const document = resolveDateTokens(defaultFixtureDocument(), start) as Fixture;
  const [dana, , , , alex] = document.students;
  const demoCase = document.cases.find((c) => c.id === '500A0001');
  const comment = demoCase?.caseComments[0];
  if (!dana || !alex || !comment) throw new Error('the default fixture changed: update this test');
  comment.body = 'Hi, this is Dana Rivera (S1001).\nCall me at (212) 555-0143 or demo@student-portal.test.';
  const agreement = document.agreements.find((a) => a.enrollmentId === 'E2009');
  if (agreement) {
    agreement.eaText += '<p>Student: Dana RIVERA, demo@student-portal.test, id S1001, phone 212-555-0143, 55 Bethune Street, NY 10014</p>';
  }
  const banner = document.bannerMessages[0];
  if (banner) banner.msg = 'Hi dana, your classmate Grace Okafor called from 646.555.0188.';
  const resource = document.resources[0];
  if (resource) {
    resource.redirectUrl = 'https://lms.summitprep.test/course/CA2009?studentId=S1001&email=demo%40student-portal.test&token=abc123';
  }
  alex.note = 'Canadian at m5h2n2, call +1 416 555 0123';
  return document;
}

const original = recording();
const result = replacePersonalData(original, { salt });
const after = result.document as Fixture;
const student = (fixture: Fixture, i: number) => {
  const s = fixture.students[i];
  if (!s) throw new Error(`no student ${i}`);
  return s;
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The value as a whole word, in any case: "Park" in "Park Slope" counts, in "parking" not. */
const word = (value: string) => new RegExp(`(?<![\\p{L}\\p{N}_])${escape(value).replace(/\\? /g, '\\s*')}(?![\\p{L}\\p{N}_])`, 'iu');
/** The digits in any formatting: 2125550143 and (212) 555-0143 alike. */
const phoneDigits = (digits: string) => new RegExp(Array.from(digits).join('[^\\d]{0,3}'));

/** Every personal value of the demo students, with how to find it in a JSON text. */
function personalValues(fixture: Fixture): [string, RegExp][] {
  return fixture.students.flatMap((s) => [
    ...[s.firstName, s.lastName, s.studentId, s.userId].map((v): [string, RegExp] => [v, word(v)]),
    [s.email, new RegExp(escape(s.email), 'i')] as [string, RegExp],
    ...(s.phone1 ? [[s.phone1, phoneDigits(s.phone1)] as [string, RegExp]] : []),
    ...(s.StudentAddress ?? []).flatMap((a) => [a.address1, a.zip].filter((v): v is string => Boolean(v)).map((v): [string, RegExp] => [v, word(v)])),
    ...(s.RelationShip ?? []).flatMap((r) =>
      [r.parentFirstName, r.parentLastName, r.email1].filter((v): v is string => Boolean(v)).map((v): [string, RegExp] => [v, word(v)]),
    ),
  ]);
}

describe('replacePersonalData on a recording of the default fixture', () => {
  it('still loads: the schema and every cross-reference hold', () => {
    const loaded = loadFixture(after, start);
    // The recording is the default fixture resolved: its own shape, no need to load it too.
    const before = original;
    expect(loaded.students).toHaveLength(before.students.length);
    // Each student still owns the same records, under the new id.
    for (const [i, s] of before.students.entries()) {
      const id = student(loaded, i).studentId;
      expect(id).not.toBe(s.studentId);
      for (const key of ['courses', 'events', 'bannerMessages', 'cases', 'resources', 'agreements'] as const) {
        const owned = (f: Fixture, sid: string) => (f[key] as readonly { studentId?: string }[]).filter((e) => e.studentId === sid).length;
        expect(owned(loaded, id), `${key} of ${s.studentId}`).toBe(owned(before, s.studentId));
      }
    }
  });

  it('leaves no personal value of the demo students anywhere in the document', () => {
    const values = personalValues(original);
    expect(values.length).toBeGreaterThan(50);
    const before = JSON.stringify(original);
    const text = JSON.stringify(after);
    const found = (json: string) => values.filter(([, pattern]) => pattern.test(json)).map(([value]) => value);
    // Each is there to be found before, as a whole word in any case (free text included) …
    expect(found(before)).toEqual(values.map(([value]) => value));
    // … and gone after.
    expect(found(text)).toEqual([]);
    // As written in the URL and the note.
    const encoded = original.students.map((s) => s.email.replace('@', '%40').toLowerCase());
    expect(before).toContain('demo%40student-portal.test');
    expect(encoded.filter((e) => text.toLowerCase().includes(e))).toEqual([]);
    expect(text).not.toMatch(phoneDigits('4165550123'));
    expect(text).not.toMatch(/m5h\s*2n2/i);
  });

  it('replaces the same value with the same stand-in everywhere', () => {
    const [dana, sam, , , alex] = [0, 1, 2, 3, 4].map((i) => student(after, i));
    if (!dana || !sam || !alex) throw new Error('students');
    expect([dana.email, sam.lastName, dana.userId, alex.StudentAddress?.[0]?.zip]).not.toEqual(
      expect.arrayContaining(['demo@student-portal.test', 'Okafor', 'U1001', 'M5H 2N2']),
    );
    // The login email and the reset links that name it.
    expect(after.resetTokens.filter((t) => t.email === dana.email).map((t) => t.token)).toHaveLength(2);
    // A last name shared by a student and her parent.
    expect(sam.RelationShip?.[0]?.parentLastName).toBe(sam.lastName);
    // The comment author is the student: her first name and her userId.
    const byDana = after.cases.flatMap((c) => c.caseComments).filter((c) => c.lastModifiedBy?.id === dana.userId);
    expect(byDana.length).toBe(2);
    expect(byDana.every((c) => c.lastModifiedBy?.firstName === dana.firstName)).toBe(true);
    // The make-up facility at the demo student's address: the same address line and zip, still placed.
    const address = dana.StudentAddress?.[0];
    const facility = after.makeupSessions.find((s) => s.address1 === address?.address1);
    expect(facility?.zip).toBe(address?.zip);
    expect(after.zipLocations[address?.zip ?? '']).toEqual({ lat: 40.734, lon: -74.0054 });
    // A postal code that is also a zip suggestion and a zipLocations key, spaced as each was.
    const postal = alex.StudentAddress?.[0]?.zip ?? '';
    expect(after.lists.zipSuggestions.map((z) => z.zipcode)).toContain(postal);
    expect(after.zipLocations[postal]).toEqual({ lat: 43.649, lon: -79.384 });
  });

  it('replaces a name that is also a word elsewhere there too (Lee Park, the Park Slope Studio)', () => {
    const park = student(after, 2).lastName;
    expect(park).not.toBe('Park');
    expect(after.makeupSessions.map((s) => s.facilityName)).toContain(`${park} Slope Studio`);
  });

  it('gives stand-ins that pass the portal\'s own validators, with unique emails', () => {
    const emails = after.students.map((s) => s.email);
    expect(emails.filter((e) => original.students.some((s) => s.email === e))).toEqual([]);
    expect(new Set(emails.map((e) => e.toLowerCase())).size).toBe(emails.length);
    for (const s of after.students) {
      const address = s.StudentAddress?.[0];
      const country = address?.country ?? 'US';
      expect([
        validateFirstName(s.firstName), validateLastName(s.lastName), validateProfileEmail(s.email), validateSignupEmail(s.email),
        validatePhone(s.phone1 ?? '', { country }), validateZip(address?.zip ?? '', { country }),
        validateAddress(address?.address1 ?? ''), validateCity(address?.city ?? ''),
      ].filter(Boolean), s.studentId).toEqual([]);
    }
    const parent = student(after, 1).RelationShip?.[0];
    expect([validateParentFirstName(parent?.parentFirstName ?? ''), validateParentLastName(parent?.parentLastName ?? ''), validateProfileEmail(parent?.email1 ?? '')]).toEqual([null, null, null]);
  });

  it('replaces ids, emails, phones, names and addresses inside free text, keeping the text around them', () => {
    const dana = student(after, 0);
    const agreement = after.agreements.find((a) => a.enrollmentId === 'E2009');
    const phone = dana.phone1 ?? '';
    expect(phone).toMatch(/^21255501\d\d$/);
    // Stand-ins, not the values themselves (or the text below would match trivially).
    const was = student(original, 0);
    const pairs = [[dana.firstName, was.firstName], [dana.lastName, was.lastName], [dana.email, was.email], [dana.studentId, was.studentId],
      [phone, was.phone1], [dana.StudentAddress?.[0]?.address1, was.StudentAddress?.[0]?.address1], [dana.StudentAddress?.[0]?.zip, was.StudentAddress?.[0]?.zip]];
    expect(pairs.filter(([now, before]) => now === before)).toEqual([]);
    expect(agreement?.eaText).toContain(
      `<p>Student: ${dana.firstName} ${dana.lastName.toUpperCase()}, ${dana.email}, id ${dana.studentId}, ` +
        `phone ${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}, ${dana.StudentAddress?.[0]?.address1}, NY ${dana.StudentAddress?.[0]?.zip}</p>`,
    );
    expect(agreement?.eaText).toContain('<h2>Bar Review Enrollment Agreement</h2>');
    const sam = student(after, 1);
    const samPhone = sam.phone1 ?? '';
    expect(after.bannerMessages[0]?.msg).toBe(
      `Hi ${dana.firstName.toLowerCase()}, your classmate ${sam.RelationShip?.[0]?.parentFirstName} ${sam.lastName} called from ` +
        `${samPhone.slice(0, 3)}.${samPhone.slice(3, 6)}.${samPhone.slice(6)}.`,
    );
    expect(after.resources[0]?.redirectUrl).toBe(
      `https://lms.summitprep.test/course/CA2009?studentId=${dana.studentId}&email=${dana.email.replace('@', '%40')}&token=redacted`,
    );
    const alex = student(after, 4);
    expect(alex.note).toBe(`Canadian at ${(alex.StudentAddress?.[0]?.zip ?? '').replace(' ', '').toLowerCase()}, call +1 ${(alex.phone1 ?? '').replace(/^(\d{3})(\d{3})(\d{4})$/, '$1 $2 $3')}`);
  });
});

describe('replacePersonalData: values that are also something else', () => {
  it('leaves years, host names and image files alone', () => {
    const document = {
      students: [{ studentId: '2026', userId: 'U77', email: 'summit@x.test', firstName: 'Ann', lastName: 'Summit' }],
      courses: [{ studentId: '2026', course: { classId: '2026' } }],
      note: 'Exam 2026-12-04 at https://www.summit.test/course, icon@2x.png; Ms. Summit called (U77).',
    };
    const out = replacePersonalData(document, { salt }).document as typeof document;
    const s = out.students[0];
    expect(s?.studentId).toMatch(/^\d{4}$/);
    expect(s?.studentId).not.toBe('2026');
    // The id field of a course names the student; another id that happens to be equal is another thing.
    expect(out.courses[0]).toEqual({ studentId: s?.studentId, course: { classId: '2026' } });
    // U77 is too short to look for in text: only the userId field changes.
    expect(s?.userId).toMatch(/^[A-Z]\d\d$/);
    expect(out.note).toBe(`Exam 2026-12-04 at https://www.summit.test/course, icon@2x.png; Ms. ${s?.lastName} called (U77).`);
    expect(s?.lastName).not.toBe('Summit');
  });
});

describe('replacePersonalData: what students and agents wrote', () => {
  const cases = (f: Fixture) => f.cases;
  it('replaces every comment body with filler of the same length and lines', () => {
    const before = cases(original).flatMap((c) => c.caseComments.map((m) => m.body ?? ''));
    const now = cases(after).flatMap((c) => c.caseComments.map((m) => m.body ?? ''));
    expect(now).toHaveLength(before.length);
    expect(before.length).toBeGreaterThan(5);
    for (const [i, body] of before.entries()) {
      expect(now[i]).not.toBe(body);
      expect(now[i]?.split('\n').map((l) => l.length)).toEqual(body.split('\n').map((l) => l.length));
    }
    expect(now[0]).toMatch(/^Lorem ipsum dolor/);
  });

  it('replaces the descriptions and attachment contents, but not the text the portal itself writes for a cancellation', () => {
    for (const [i, c] of cases(original).entries()) {
      const now = cases(after)[i];
      if (c.typeDetail === 'Cancelled Subscription') expect(now?.description).toBe(c.description);
      else expect(now?.description).not.toBe(c.description);
      expect(now?.description?.length).toBe(c.description?.length);
      expect(now?.type).toBe(c.type);
      expect(now?.typeDetail).toBe(c.typeDetail);
      expect(now?.CaseAttachment.map((a) => a.content?.length)).toEqual(c.CaseAttachment.map((a) => a.content?.length));
      expect(now?.CaseAttachment.filter((a, j) => a.content && a.content === c.CaseAttachment[j]?.content)).toEqual([]);
    }
  });
});

describe('replacePersonalData: secrets', () => {
  it('blanks tokens, cookies and secrets by name, in URLs too, and sets the students\' password', () => {
    expect(after.resetTokens.map((t) => t.token)).toEqual(['redacted', 'redacted', 'redacted']);
    expect(after.books.vs[0]?.params).toEqual({ token: 'redacted', isbn: '9781506282480', brand: 'summit' });
    expect(after.pmix[0]?.redirectUrl).toBe('https://partner.summitprep.test/launch?course=NCLEX&session=redacted');
    expect(new Set(after.students.map((s) => s.password))).toEqual(new Set([demoPassword]));
    const withOwn = replacePersonalData({ students: [{ studentId: 'S9', email: 'a@b.test', password: 'real-Passw0rd' }] }, { salt, password: 'Other-pass1!' });
    expect(withOwn.document).toMatchObject({ students: [{ password: 'Other-pass1!' }] });
    expect(JSON.stringify(withOwn.document)).not.toContain('real-Passw0rd');
  });

  it.each([
    [{ authToken: 't0k' }, { authToken: 'redacted' }],
    [{ nested: [{ sessionCookie: 'c00kie', clientSecret: 's3cret', password: 'pw' }] }, { nested: [{ sessionCookie: 'redacted', clientSecret: 'redacted', password: 'redacted' }] }],
    [{ sessionId: 'SS7002', bookKey: 'SUMMIT-MCAT-2026', tokens: 3 }, { sessionId: 'SS7002', bookKey: 'SUMMIT-MCAT-2026', tokens: 3 }],
    [{ url: 'https://x.test/a?access_token=abc&b=1#f' }, { url: 'https://x.test/a?access_token=redacted&b=1#f' }],
    [{ msg: 'Authorization: Bearer eyJhbGciOi.eyJzdWIiOiIx.c2lnbmF0dXJl' }, { msg: 'Authorization: Bearer redacted' }],
  ])('turns %j into %j', (input, expected) => {
    expect(replacePersonalData(input, { salt }).document).toEqual(expected);
  });
});

describe('replacePersonalData: shapes', () => {
  it.each([
    ['(212) 555-0134', '10014', 'US'],
    ['212-555-0134', '10014-1234', 'US'],
    ['+1 416 555 0123', 'M5H 2N2', 'CA'],
    ['416.555.0123', 'm5h2n2', 'CA'],
    ['5145550172', 'H2X1L7', 'CA'],
    ['+44 20 7946 0958', 'SW1A 1AA', 'GB'],
  ])('keeps the shape of phone %j and postal code %j (%s)', (phone1, zip, country) => {
    const document = {
      students: [{ studentId: 'S4242', userId: 'U42', email: 'x@y.test', firstName: 'Ann', lastName: 'Lee', phone1, StudentAddress: [{ address1: '7 Elm Road', city: 'Ottawa', state: 'ON', zip, country }] }],
    };
    const s = (replacePersonalData(document, { salt }).document as typeof document).students[0];
    const address = s?.StudentAddress[0];
    const mask = (v: string) => v.replace(/\d/g, '9').replace(/[A-Z]/g, 'A').replace(/[a-z]/g, 'a');
    expect(mask(s?.phone1 ?? '')).toBe(mask(phone1));
    expect(s?.phone1).not.toBe(phone1);
    // The portal takes 10 digits in North America: "+1 416 …" is refused before and after.
    expect(validatePhone(s?.phone1 ?? '', { country })).toBe(validatePhone(phone1, { country }));
    if (country !== 'GB') expect((s?.phone1 ?? '').replace(/\D/g, '').slice(-7)).toMatch(/^55501\d\d$/);
    expect(mask(address?.zip ?? '')).toBe(mask(zip));
    expect(address?.zip?.toUpperCase()).not.toBe(zip.toUpperCase());
    expect(address?.zip?.charAt(0).toUpperCase()).toBe(zip.charAt(0).toUpperCase());
    expect(validateZip(address?.zip ?? '', { country })).toBeNull();
    if (country === 'CA') expect(isCanadianPostalCode(address?.zip ?? '')).toBe(true);
    expect(address?.address1).toMatch(/^\d [A-Z][a-z]+ Road$/);
    // Written with and without its space in a note: the same stand-in, each written as it was.
    const noted = replacePersonalData({ ...document, note: `${zip} / ${zip.replace(' ', '')}` }, { salt }).document as { note: string };
    expect(noted.note).toBe(`${address?.zip} / ${address?.zip?.replace(' ', '')}`);
    expect(address?.city).not.toBe('Ottawa');
    expect([address?.state, address?.country]).toEqual(['ON', country]);
    // Four digits or more: the letters stay (a record-type prefix); fewer: letters change too.
    expect(s?.studentId).toMatch(/^S\d{4}$/);
    expect(s?.studentId).not.toBe('S4242');
    expect(s?.userId).toMatch(/^[A-Z]\d\d$/);
    expect(s?.userId).not.toBe('U42');
    expect(isEmail(s?.email ?? '')).toBe(true);
  });
});

describe('replacePersonalData: the salt', () => {
  it('gives the same stand-ins for the same salt and others for another', () => {
    // As JSON: a deep toEqual of the whole fixture costs ten times more.
    expect(JSON.stringify(replacePersonalData(original, { salt }).document)).toBe(JSON.stringify(after));
    const other = replacePersonalData(original, { salt: 'another-salt' }).document as Fixture;
    expect(other.students.map((s) => s.email)).not.toEqual(after.students.map((s) => s.email));
    expect(other.students.map((s) => s.studentId)).not.toEqual(after.students.map((s) => s.studentId));
    expect(other.students.map((s) => `${s.firstName} ${s.lastName}`)).not.toEqual(after.students.map((s) => `${s.firstName} ${s.lastName}`));
    expect(other.students.map((s) => s.phone1)).not.toEqual(after.students.map((s) => s.phone1));
  });

  it('does not change its input', () => {
    expect(JSON.stringify(original)).toBe(JSON.stringify(recording()));
  });

  it('counts what it replaced by kind', () => {
    expect(result.replaced).toEqual({
      // Dana Rivera, Sam Okafor, Grace, Lee Park, Riley Chen, Alex Tremblay, Jordan Blake, Morgan Hale, Chris Gagnon, Jamie (the agent)
      names: 18,
      emails: 9,
      phones: 4,
      addresses: 4,
      cities: 4,
      postalCodes: 4,
      ids: 16,
      comments: 7,
      descriptions: 9,
      attachments: 4,
      // three reset tokens, two /vs tokens, two pmix session parameters, the URL's token
      secrets: 8,
    });
  });
});
