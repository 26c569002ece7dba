import { validate } from 'superstruct';
import { getMyAccount } from '../../src/core/api/account';
import { getAgreementInfo } from '../../src/core/api/agreement';
import { getOnlineProfile, getPurchasedBooks, getVsRedirect } from '../../src/core/api/books';
import { getCasePicklists, getKnowledgeArticles } from '../../src/core/api/case-queries';
import { getCases } from '../../src/core/api/cases';
import { getMcatTestDates } from '../../src/core/api/content';
import { getEnrollments } from '../../src/core/api/enrollment-queries';
import { getEnrollmentSessions, getScheduledPayments, getShipments } from '../../src/core/api/enrollment-records';
import { getExtensionInfo, getMedExtension } from '../../src/core/api/extension';
import { getCountries, getGraduationYears, getPrograms, getSchools, getStates } from '../../src/core/api/lists';
import { loginSequence } from '../../src/core/api/login-sequence';
import { getPmix, getResourceLinks } from '../../src/core/api/resource-links';
import { getMyResources } from '../../src/core/api/routing';
import { logout } from '../../src/core/api/session';
import { getStudent } from '../../src/core/api/student-queries';
import type { Course, MyAccount, PortalEvent } from '../../src/core/api/structs/account';
import type { ApiClient } from '../../src/core/api/transport';
import type { Brand } from '../../src/core/config/brands';
import { brandSite } from '../../src/core/config/brand-sites';
import { isPortalError } from '../../src/core/errors';
import { demoPassword } from '../simulator/fixture/default/people';
import { Fixture } from '../simulator/fixture/schema';
import type { CapturedAnswer, CapturingFetch } from './capture';

/** What the recorder needs: a client over the capturing, read-only transport, and whom to record. */
export interface RecorderDeps {
  client: ApiClient;
  capture: CapturingFetch;
  brand: Brand;
  credentials: { email: string; password: string };
}

/** Why part of the student's data is not in the recording as a fixture key. */
export interface RecordProblem {
  /** The portal's call (`getMyAccount`) or the fixture key it was meant for. */
  call: string;
  /**
   * refused: the portal's structs refuse the answer (kept verbatim in `recordedAnswers`);
   * failed: the upstream answered an error status (kept too); unreachable: no answer (timeout,
   * connection): the recording misses it; unfit: an answer the portal reads but the fixture cannot hold.
   */
  kind: 'refused' | 'failed' | 'unreachable' | 'unfit';
  message: string;
}

/** A recording before dates and personal data are rewritten. */
export interface Recording {
  /** The fixture document (docs/fixtures.md), absolute dates, data as the upstream answered. */
  document: FixtureDocument;
  problems: RecordProblem[];
  /** Reads sent (each call, not each request). */
  reads: number;
  studentId: string;
  /** Every answer of the reads, in order (the round-trip test compares two recordings' answers). */
  answers: CapturedAnswer[];
}

/** Login failed: nothing was recorded. */
export class RecordLoginError extends Error {
  override readonly name = 'RecordLoginError';
}

/** A recorded answer the simulator replays for the student, in place of what it would derive (docs/fixtures.md). */
export interface RecordedAnswer {
  studentId: string;
  call: string;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  operationName?: string;
  variables?: Record<string, unknown>;
  status: number;
  contentType: string;
  body: string;
  problem: string;
}

type Row = Record<string, unknown>;

/** The fixture document the recorder builds (every key of Fixture, each list empty until read). */
export interface FixtureDocument {
  students: Row[];
  classes: Row[];
  agreements: Row[];
  lists: { countries: Row[]; states: Row[]; graduationYears: string[]; programs: Row[]; schools: Row[]; zipSuggestions: Row[] };
  resetTokens: Row[];
  courses: Row[];
  events: Row[];
  bannerMessages: Row[];
  enrollments: Row[];
  sessions: Row[];
  makeupSessions: Row[];
  zipLocations: Record<string, unknown>;
  payments: Row[];
  shipments: Row[];
  books: { purchased: Row[]; vs: Row[]; booksOnline: Row[]; onlineProfiles: Row[] };
  cases: Row[];
  picklists: Row[];
  knowledgeArticles: Row[];
  resources: Row[];
  pmix: Row[];
  resourceLinks: Row[];
  extensions: Row[];
  medExtensions: Row[];
  mcatDates: Row[];
  recordedAnswers: RecordedAnswer[];
  [key: string]: unknown;
}

function emptyDocument(): FixtureDocument {
  return {
    students: [],
    classes: [],
    agreements: [],
    lists: { countries: [], states: [], graduationYears: [], programs: [], schools: [], zipSuggestions: [] },
    resetTokens: [],
    courses: [],
    events: [],
    bannerMessages: [],
    enrollments: [],
    sessions: [],
    makeupSessions: [],
    zipLocations: {},
    payments: [],
    shipments: [],
    books: { purchased: [], vs: [], booksOnline: [], onlineProfiles: [] },
    cases: [],
    picklists: [],
    knowledgeArticles: [],
    resources: [],
    pmix: [],
    resourceLinks: [],
    extensions: [],
    medExtensions: [],
    mcatDates: [],
    recordedAnswers: [],
  };
}

/** A copy without the keys whose value is null or undefined (the fixture's optional fields take neither null). */
function present(row: object): Row {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null && value !== undefined));
}

const withoutKeys = (row: object, keys: readonly string[]): Row => Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)));

/** Knowledge articles are read per topic detail; a picklist with more is recorded up to this many. */
export const maxArticleTopics = 50;

/** The ways a read ends for the recorder. */
type ReadOutcome<T> = { ok: true; value: T } | { ok: false };

/**
 * Records one student: the login of access §7, then the reads the portal
 * makes for that student's screens (account, student, enrollments, receipts,
 * shipments, schedule, agreements, cases, resources, books, services, the
 * lists the profile forms read), each through the portal's own call and
 * struct. A read the structs refuse is kept verbatim as a recorded answer and
 * reported; a read the upstream fails is reported. Logs out at the end.
 */
export async function recordStudent(deps: RecorderDeps): Promise<Recording> {
  const { client, capture, brand, credentials } = deps;
  const doc = emptyDocument();
  const problems: RecordProblem[] = [];
  let reads = 0;
  let studentId = '';
  const answers: CapturedAnswer[] = [];

  const login = await capture.captured(() => loginSequence(client, { ...credentials, tenant: brand.tenant }));
  if ('error' in login) {
    const reason = isPortalError(login.error) ? login.error.describe() : String(login.error);
    throw new RecordLoginError(`the login as ${credentials.email} failed (${reason}); nothing was recorded`);
  }

  /** One read: its value, or a reported problem (and, for an answer the portal refuses, that answer kept). */
  const read = async <T>(call: string, task: () => Promise<T>, options: { absentStatuses?: readonly number[] } = {}): Promise<ReadOutcome<T>> => {
    reads += 1;
    const result = await capture.captured(task);
    answers.push(...result.answers);
    if (!('error' in result)) return { ok: true, value: result.value as T };
    const { error } = result;
    const last: CapturedAnswer | undefined = result.answers.at(-1);
    if (!isPortalError(error)) {
      problems.push({ call, kind: 'unreachable', message: `${call}: ${error instanceof Error ? error.message : String(error)}` });
      return { ok: false };
    }
    if (error.code === 'network.timeout' || error.code === 'network.unavailable' || !last) {
      problems.push({ call, kind: 'unreachable', message: `${call}: ${error.describe()}` });
      return { ok: false };
    }
    // A 404 where the portal expects "none" (no partner launch, no extension) is an answer, not a problem.
    if (error.status !== undefined && options.absentStatuses?.includes(error.status)) return { ok: false };
    const refused = error.code === 'upstream.shape' || error.code === 'upstream.malformed';
    const message = refused ? `${call}: the portal refuses the answer (${error.describe()})` : `${call}: ${error.describe()}`;
    problems.push({ call, kind: refused ? 'refused' : 'failed', message });
    doc.recordedAnswers.push(recordedAnswer(studentId, call, last, message));
    return { ok: false };
  };

  // The account: the student, their courses and events, the banners.
  const accountRead = await read('getMyAccount', () => getMyAccount(client));
  // An account answer the portal refuses is the likeliest bug to chase: it is kept (replayed as is), and
  // the rest is recorded from what can be read of it (its lists' entries that name an enrollment).
  const kept = accountRead.ok ? undefined : doc.recordedAnswers.find((a) => a.call === 'getMyAccount');
  const account = accountRead.ok ? accountRead.value : kept ? leniently(kept.body, credentials.email) : undefined;
  if (!account) {
    throw new RecordLoginError(`myaccount could not be read (${problems.at(-1)?.message ?? 'no answer'}); nothing was recorded`);
  }
  const { userInfo } = account;
  const courses = [
    ...account.nonExpiredCoursListArray.map((course) => ({ expired: false, course })),
    ...account.expiredCoursListArray.map((course) => ({ expired: true, course })),
  ];
  const events = [
    ...account.nonExpiredEventListArray.map((event) => ({ expired: false, event })),
    ...account.expiredEventListArray.map((event) => ({ expired: true, event })),
  ];
  studentId = userInfo.studentId ?? courses.find((c) => c.course.studentId)?.course.studentId ?? userInfo.userId ?? userInfo.email;
  for (const answer of doc.recordedAnswers) answer.studentId = studentId;

  const student: Row = present({
    studentId,
    userId: userInfo.userId ?? studentId,
    email: userInfo.email,
    // Never the real password: the simulator's public demo password (`serve` prints it).
    password: demoPassword,
    firstName: userInfo.firstName ?? '',
    lastName: userInfo.lastName ?? '',
    isADAUser: userInfo.isADAUser ?? undefined,
  });
  doc.students.push(student);
  for (const entry of courses) doc.courses.push({ studentId, expired: entry.expired, course: entry.course });
  for (const entry of events) doc.events.push({ studentId, expired: entry.expired, event: entry.event });
  for (const banner of account.messages) doc.bannerMessages.push(present({ studentId, ...banner }));
  const partner = courses.map((c) => c.course.client).find((c) => typeof c === 'string' && c.trim() !== '');
  if (partner) student.client = partner;

  // The student record: phone, address, school, parents, flags.
  const record = await read('getStudent', () => getStudent(client, userInfo.studentId ? { studentId } : { email: userInfo.email }));
  if (record.ok && record.value) {
    const s = record.value;
    Object.assign(
      student,
      present({
        userId: s.userId ?? student.userId,
        firstName: s.firstName ?? student.firstName,
        lastName: s.lastName ?? student.lastName,
        phone1: s.phone1,
        currentPOI: s.currentPOI,
        expectedTestDate: s.expectedTestDate,
        doNotEmail: s.doNotEmail,
        isCanadian: s.isCanadian,
        isAmbassador: s.isAmbassador,
      }),
    );
    if (s.StudentAddress.length > 0) student.StudentAddress = s.StudentAddress.map(present);
    if (s.StudentSchool) student.StudentSchool = present(s.StudentSchool);
    if (s.RelationShip.length > 0) student.RelationShip = s.RelationShip.map(present);
  }

  // Enrollment detail (the receipt's and the agreement's), without the lists read on their own below.
  const enrollmentIds = [...new Set([...courses.map((c) => c.course.enrollmentId), ...events.map((e) => e.event.enrollmentId)])];
  if (enrollmentIds.length > 0) {
    const enrollments = await read('getEnrollments', () => getEnrollments(client, enrollmentIds));
    if (enrollments.ok) {
      for (const e of enrollments.value) doc.enrollments.push(withoutKeys(e, ['Shipment', 'ScheduledPayment', 'Interaction']));
    }
  }

  for (const { course } of courses) {
    const enrollmentId = course.enrollmentId;
    const shipments = await read('getShipments', () => getShipments(client, enrollmentId));
    if (shipments.ok) for (const s of shipments.value) doc.shipments.push({ enrollmentId, ...s });
    const sessions = await read('getEnrollmentSessions', () => getEnrollmentSessions(client, enrollmentId, 'ALL'));
    if (sessions.ok) for (const s of sessions.value) doc.sessions.push({ enrollmentId, ...s });
    const agreement = await read('getAgreementInfo', () => getAgreementInfo(client, { enrollmentId }), { absentStatuses: [404] });
    if (agreement.ok) doc.agreements.push(agreementRow(agreement.value, enrollmentId, course.courseAccessId ?? undefined, studentId));
    const extensions = await read('getExtensionInfo', () => getExtensionInfo(client, enrollmentId), { absentStatuses: [404] });
    if (extensions.ok) for (const option of extensions.value) doc.extensions.push({ enrollmentId, ...present(option) });
    const medical = await read('getMedExtension', () => getMedExtension(client, enrollmentId), { absentStatuses: [404] });
    if (medical.ok) for (const option of medical.value) doc.medExtensions.push({ enrollmentId, ...present(option) });
    const vs = await read('getVsRedirect', () => getVsRedirect(client, { enrollmentId }), { absentStatuses: [404] });
    if (vs.ok) doc.books.vs.push(vsRow(enrollmentId, vs.value));
    const access = course.courseAccessId;
    if (access) {
      const links = await read('getResourceLinks', () => getResourceLinks(client, access), { absentStatuses: [404] });
      if (links.ok && links.value.length > 0) doc.resourceLinks.push({ courseAccessId: access, links: links.value });
      const pmix = await read('getPmix', () => getPmix(client, access), { absentStatuses: [404] });
      if (pmix.ok && pmix.value.redirectUrl) doc.pmix.push({ courseAccessId: access, redirectUrl: pmix.value.redirectUrl });
    }
  }

  // Receipts: the installments of each purchase.
  for (const purchaseId of new Set(courses.flatMap((c) => (c.course.purchaseId ? [c.course.purchaseId] : [])))) {
    const payments = await read('getScheduledPayments', () => getScheduledPayments(client, purchaseId));
    if (payments.ok) for (const p of payments.value) doc.payments.push({ purchaseId, ...p });
  }

  // Support cases, and the lists the new-case form reads.
  const cases = await read('getCases', () => getCases(client, studentId));
  if (cases.ok) for (const c of cases.value) doc.cases.push({ studentId, ...c });
  for (const field of ['type', 'typeDetail'] as const) {
    const entries = await read('getCasePicklists', () => getCasePicklists(client, field));
    if (entries.ok) for (const entry of entries.value) doc.picklists.push({ field, ...entry });
  }
  const topicDetails = [...new Set(doc.picklists.filter((p) => p.field === 'typeDetail').map((p) => String(p.value)))];
  for (const topicDetail of topicDetails.slice(0, maxArticleTopics)) {
    const articles = await read('getKnowledgeArticles', () => getKnowledgeArticles(client, topicDetail));
    if (articles.ok) for (const article of articles.value) doc.knowledgeArticles.push({ topicDetail, ...article });
  }

  // Resources (my-resource) and books.
  const resources = await read('getMyResources', () => getMyResources(client, brand.tenant));
  if (resources.ok) for (const r of resources.value) doc.resources.push({ studentId, ...r });
  const purchased = await read('getPurchasedBooks', () => getPurchasedBooks(client));
  if (purchased.ok) for (const book of purchased.value) doc.books.purchased.push({ studentId, ...book });
  const profile = await read('getOnlineProfile', () => getOnlineProfile(client));
  if (profile.ok) for (const entry of profile.value.onlineProfileList) doc.books.onlineProfiles.push({ studentId, ...entry });

  // The lists the profile's forms read.
  const countries = await read('getCountries', () => getCountries(client));
  if (countries.ok) doc.lists.countries = countries.value;
  const states = await read('getStates', () => getStates(client));
  // A state list without countries is the United States' (the fixture files each state under one).
  if (states.ok) doc.lists.states = states.value.map((s) => ({ country: 'US', ...s }));
  const years = await read('getGraduationYears', () => getGraduationYears(client));
  if (years.ok) doc.lists.graduationYears = years.value;
  const programs = await read('getPrograms', () => getPrograms(client));
  if (programs.ok) doc.lists.programs = programs.value.map(present);
  const poi = typeof student.currentPOI === 'string' ? student.currentPOI : undefined;
  const school = student.StudentSchool as { schoolState?: string } | undefined;
  const address = (student.StudentAddress as { state?: string }[] | undefined)?.[0];
  const schoolState = school?.schoolState ?? address?.state;
  if (poi && schoolState) {
    const schools = await read('getSchools', () => getSchools(client, poi, schoolState));
    if (schools.ok) for (const s of schools.value) doc.lists.schools.push({ ...s, poi, state: schoolState });
  }
  const mcat = await read('getMcatTestDates', () => getMcatTestDates(client, brandSite(brand).contentToken));
  if (mcat.ok) doc.mcatDates = mcat.value.map(present);

  // The session ends as the portal's does; a failed logout does not spoil the recording.
  await capture.captured(() => logout(client));
  return { document: fitted(doc, problems), problems, reads, studentId, answers };
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** Entries of a list that name an enrollment, with the id as a string (what the later reads need). */
function enrollmentEntries<T>(value: unknown): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const enrollmentId = text(Reflect.get(item, 'enrollmentId'));
    return enrollmentId ? [{ ...item, enrollmentId } as T] : [];
  });
}

/**
 * What can be read of a myaccount answer the portal refuses: the user's ids and names as text, and
 * the list entries that name an enrollment. Undefined when the body is not a JSON object.
 */
function leniently(body: string, email: string): MyAccount | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (!raw || typeof raw !== 'object') return undefined;
  const user: unknown = Reflect.get(raw, 'userInfo');
  const field = (name: string) => (user && typeof user === 'object' ? text(Reflect.get(user, name)) : undefined);
  return {
    userInfo: { email: field('email') ?? email, studentId: field('studentId'), userId: field('userId'), firstName: field('firstName'), lastName: field('lastName') },
    nonExpiredCoursListArray: enrollmentEntries<Course>(Reflect.get(raw, 'nonExpiredCoursListArray')),
    expiredCoursListArray: enrollmentEntries<Course>(Reflect.get(raw, 'expiredCoursListArray')),
    nonExpiredEventListArray: enrollmentEntries<PortalEvent>(Reflect.get(raw, 'nonExpiredEventListArray')),
    expiredEventListArray: enrollmentEntries<PortalEvent>(Reflect.get(raw, 'expiredEventListArray')),
    paymentInfo: undefined,
    messages: [],
  };
}

function agreementRow(info: object, enrollmentId: string, courseAccessId: string | undefined, studentId: string): Row {
  const a = present(info);
  return {
    ...present({
      ...a,
      enrollmentId,
      courseAccessId: a.courseAccessId ?? courseAccessId ?? enrollmentId,
      isBar: a.isBar ?? false,
      isHSG: a.isHSG ?? false,
      validCourseAccess: a.validCourseAccess ?? true,
      studentId,
    }),
    // Not yet accepted is null in the fixture, as in the answer; so is an HSG option not yet chosen.
    eaDate: a.eaDate ?? null,
    ...(Reflect.get(info, 'hsgAcceptanceValue') === null ? { hsgAcceptanceValue: null } : {}),
  };
}

function vsRow(enrollmentId: string, answer: Awaited<ReturnType<typeof getVsRedirect>>): Row {
  if (answer.kind === 'form-post') return { enrollmentId, url: answer.url, params: answer.params };
  if (answer.kind === 'no-book') return { enrollmentId, error: 'NO-BOOK' };
  return present({ enrollmentId, error: answer.error });
}

function recordedAnswer(studentId: string, call: string, answer: CapturedAnswer, problem: string): RecordedAnswer {
  const { ktpaCookie: _session, ...query } = answer.query;
  return {
    studentId,
    call,
    method: answer.method === 'POST' ? 'POST' : 'GET',
    path: answer.path,
    ...(answer.operationName === undefined ? { query } : { operationName: answer.operationName, variables: answer.variables ?? {} }),
    status: answer.status,
    contentType: answer.contentType,
    body: answer.body,
    problem,
  };
}

/** How many entries an unfit answer may cost before the recorder gives up fitting (a safety bound). */
const maxFitRounds = 500;

/**
 * The document as the fixture's struct takes it: unknown fields dropped
 * (`mask`), and an entry the struct refuses dropped with a problem naming its
 * path (the portal read it, but the fixture cannot hold it: a recorder gap,
 * reported rather than written as a fixture `serve` would refuse).
 */
function fitted(doc: FixtureDocument, problems: RecordProblem[]): FixtureDocument {
  let current: FixtureDocument = doc;
  // Paths whose field was dropped once: failing again there, the whole entry goes.
  const droppedFields = new Set<string>();
  for (let round = 0; round < maxFitRounds; round += 1) {
    const [error, value] = validate(current, Fixture, { coerce: true, mask: true });
    if (!error) return { ...(value as unknown as FixtureDocument), recordedAnswers: doc.recordedAnswers };
    const failure = error.failures()[0] ?? error;
    const path = failure.path.map(String);
    const where = path.join('.');
    // First the field alone (most are optional: the rest of the entry still counts), then the entry.
    const field = !droppedFields.has(where) && !/^\d+$/.test(path.at(-1) ?? '');
    if (field) droppedFields.add(where);
    problems.push({ call: path[0] ?? '(root)', kind: 'unfit', message: `${where}: the fixture cannot hold ${failure.message}; ${field ? 'the field' : 'the entry'} is left out` });
    current = field ? withoutField(current, path) : withoutEntry(current, path);
  }
  return current;
}

/** The document without the field at `path`. */
function withoutField(doc: FixtureDocument, path: readonly string[]): FixtureDocument {
  const copy = structuredClone(doc);
  let parent: unknown = copy;
  for (const step of path.slice(0, -1)) parent = parent && typeof parent === 'object' ? Reflect.get(parent, step) : undefined;
  if (parent && typeof parent === 'object') Reflect.deleteProperty(parent, path.at(-1) ?? '');
  return copy;
}

/** The document without the list entry (or the optional field) at `path`. */
function withoutEntry(doc: FixtureDocument, path: readonly string[]): FixtureDocument {
  const copy = structuredClone(doc);
  let parent: unknown = copy;
  for (let i = 0; i < path.length - 1; i += 1) {
    const step = path[i] ?? '';
    const next: unknown = Reflect.get(parent as object, step);
    if (Array.isArray(next) && /^\d+$/.test(path[i + 1] ?? '')) {
      next.splice(Number(path[i + 1]), 1);
      return copy;
    }
    parent = next;
  }
  Reflect.deleteProperty(parent as object, path.at(-1) ?? '');
  return copy;
}
