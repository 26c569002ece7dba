import { describe, expect, it } from 'vitest';
import { getMyAccount, updateStudent } from '../../../src/core/api/account';
import { updateContact } from '../../../src/core/api/login-profile';
import { getExtensionInfo, getMedExtension } from '../../../src/core/api/extension';
import { getPmix } from '../../../src/core/api/resource-links';
import { getStudent } from '../../../src/core/api/student-queries';
import { enrollEvent, registerStudent } from '../../../src/core/api/registration';
import { demoPassword } from '../../../cli/simulator/fixture/default/people';
import { accessErrors, accountErrors } from '../../../src/core/messages/errors';
import { accountValidation, chosenValidation } from '../../../src/core/messages/validation';
import { epochDay, epochUsDay } from '../../support/epoch';
import { startTestSimulator } from './harness';
import { postJson, rejection } from './requests';
import { demoEmails, sessionHeaders, signIn } from './sign-in';

const myaccountPath = '/rest-services/accountManagement/myaccount';
const updatestudentPath = '/rest-services/enroll/updatestudent';
/** An account the tests create through studentRegistration/register (access §7). */
const newAccount = { firstName: 'Ola', lastName: 'Nowak', email: 'ola@student-portal.test', password: 'Brand-new5%' };

describe('simulator myaccount (access §7, account §3/§4)', () => {
  it("answers 401 'Not logged in' when the session value names no session, and without any", async () => {
    const sim = await startTestSimulator();

    const error = await rejection(getMyAccount(sim.client, 'not-a-session'));
    const bare = await sim.fetch(myaccountPath);

    expect(error.code).toBe('auth.not-logged-in');
    expect(error.status).toBe(401);
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ message: accessErrors.notLoggedIn });
  });

  it('lists the demo student’s active and expired courses and events, with every delivery type and banner status', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const account = await getMyAccount(sim.client);

    expect(account.userInfo).toMatchObject({ email: demoEmails.main, studentId: 'S1001', userId: 'U1001', isADAUser: false });
    const active = account.nonExpiredCoursListArray;
    expect(active.map((c) => c.enrollmentId)).toEqual(expect.arrayContaining(['E2001', 'E2002', 'E2003', 'E2004', 'E2009', 'E2010']));
    expect(new Set(active.map((c) => c.deliveryType))).toEqual(new Set([1, 2, 4, 11, 20]));
    expect(active.map((c) => c.purchaseStatus)).toEqual(expect.arrayContaining(['DISABLE', 'DECLINE', 'FREEZE', 'DROP']));
    expect(active.find((c) => c.enrollmentId === 'E2002')?.courseAccessExpirationDateStr).toBe(epochUsDay(10));
    expect(active.find((c) => c.enrollmentId === 'E2003')?.courseAccessExpirationDateStr).toBe(epochUsDay(0));
    expect(active.some((c) => c.subscriptionProduct === true)).toBe(true);
    expect(account.expiredCoursListArray.map((c) => c.enrollmentId)).toEqual(['E2020', 'E2021']);
    expect(account.nonExpiredEventListArray.map((e) => e.enrollmentId)).toEqual(['V2101', 'V2102']);
    expect(account.expiredEventListArray.map((e) => e.enrollmentId)).toEqual(['V2103']);
    expect(account.paymentInfo).toEqual({ balanceDue: 1249.5, nextPaymentDate: epochDay(1), nextPaymentAmount: 624.75 });
  });

  it('sends the account §3 banner messages under `messages`, keyed by redirect type or ALL', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const response = await sim.fetch(myaccountPath, { headers: sessionHeaders(sim) });
    const body = (await response.json()) as { messages: { type: string; redirectType: string; msg: string }[] };

    expect(response.status).toBe(200);
    expect(body.messages.map((m) => [m.type, m.redirectType])).toEqual([
      ['info', 'ALL'],
      ['warning', 'VITAL_SOURCE'],
      ['error', 'CANVAS'],
    ]);
  });

  it('lists an event registered through enroll as an active course and event of that class', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);
    const enrolled = await enrollEvent(sim.client, {
      firstName: 'Dana', lastName: 'Rivera', email: demoEmails.main, classCode: 'MCATT7004', existingUser: true,
    });

    const account = await getMyAccount(sim.client);

    const course = account.nonExpiredCoursListArray.find((c) => c.classId === '7004');
    expect(course).toMatchObject({ classCode: 'MCATT7004', courseRegistrationDateStr: epochUsDay(0), validCourseAccess: true });
    expect(account.nonExpiredEventListArray.map((e) => e.enrollmentId)).toContain(course?.enrollmentId);
    expect(enrolled.studentId).toBe('S1001');
  });
});

describe('simulator updatestudent (account §5, §7)', () => {
  const update = {
    leadSource: 'amp-account-updated', studentId: 'S1001', firstName: 'Danielle', lastName: 'Rivera', email: demoEmails.main,
    streetAddress: '1 Main Street', city: 'New York', state: 'NY', zip: '10001', country: 'US', phoneNumber: '(646) 555-0100',
    parentFirstName: '', parentLastName: '', parentEmail: '', canadaPermResident: false, sendMarketingEmail: true, programCode: 'GRE',
    testDate: '2027-03-15', schoolId: '501', graduationYear: '2028', schoolName: 'Hudson University', schoolState: 'NY',
  };

  it('keeps an accepted update, so myaccount and the Student query show it', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    await updateStudent(sim.client, update);

    expect((await getMyAccount(sim.client)).userInfo.firstName).toBe('Danielle');
    const student = await getStudent(sim.client, { studentId: 'S1001' });
    expect(student).toMatchObject({ phone1: '(646) 555-0100', expectedTestDate: '2027-03-15', currentPOI: '30', doNotEmail: false });
    expect(student?.StudentAddress[0]).toMatchObject({ address1: '1 Main Street', zip: '10001' });
    expect(student?.StudentSchool).toMatchObject({ schoolId: '501', gradYear: '2028' });
  });

  it('takes a sign-up’s update before login for the account this client just created (access §4), never changing its email', async () => {
    const sim = await startTestSimulator();
    await registerStudent(sim.client, newAccount);
    const created = sim.simulator.state().fixture.students.find((s) => s.email === newAccount.email);

    await updateStudent(sim.client, { email: newAccount.email, country: 'US', zip: '00000', phoneNumber: '2125550199' });
    await updateStudent(sim.client, { studentId: created?.studentId, email: 'x@student-portal.test', firstName: 'Olga' });

    expect(created).toMatchObject({ phone1: '2125550199', firstName: 'Olga', email: newAccount.email });
    expect(created?.StudentAddress?.[0]).toMatchObject({ country: 'US', zip: '00000' });
  });

  it('refuses a profile write without a session (401) unless this client just created that account, and another account then (403) (#29.14)', async () => {
    const sim = await startTestSimulator();
    const anonymousById = await postJson(sim, updatestudentPath, { studentId: 'S1004', phoneNumber: '2125550199' });
    const anonymousByEmail = await postJson(sim, updatestudentPath, { email: demoEmails.main, firstName: 'Mallory' });
    await registerStudent(sim.client, newAccount);
    const registered = sessionHeaders(sim);
    const otherById = await postJson(sim, updatestudentPath, { studentId: 'S1004', phoneNumber: '2125550199' }, registered);
    const otherByEmail = await postJson(sim, updatestudentPath, { email: demoEmails.main, firstName: 'Mallory' }, registered);
    const secondClient = sim.newClient().client;
    const elsewhere = await rejection(updateStudent(secondClient, { email: newAccount.email, firstName: 'Mallory' }));

    expect([anonymousById.status, anonymousByEmail.status]).toEqual([401, 401]);
    expect(await anonymousById.json()).toMatchObject({ error: 'unauthorized', message: accessErrors.notLoggedIn });
    expect([otherById.status, otherByEmail.status]).toEqual([403, 403]);
    expect(await otherByEmail.json()).toMatchObject({ error: 'forbidden', field: 'email' });
    expect(elsewhere.code).toBe('auth.not-logged-in');
    const students = sim.simulator.state().fixture.students;
    expect(students.find((s) => s.studentId === 'S1004')?.phone1).toBeUndefined();
    expect(students.find((s) => s.studentId === 'S1001')?.firstName).toBe('Dana');
    expect(students.find((s) => s.email === newAccount.email)?.firstName).toBe('Ola');
  });

  it('marks the new account with an HttpOnly, SameSite=Lax cookie that lasts 10 minutes, on registration and on a sign-up by enroll (#29.14)', async () => {
    const sim = await startTestSimulator();
    const registration = await postJson(sim, '/rest-services/studentRegistration/register', newAccount);
    const signup = await postJson(sim, '/rest-services/enroll', { ...newAccount, email: 'nia@student-portal.test', classCode: 'USMLE7001', existingUser: false });
    const existing = await postJson(sim, '/rest-services/enroll', { firstName: 'Dana', lastName: 'Rivera', email: demoEmails.main, password: demoPassword, classCode: '7002', existingUser: true });

    for (const answer of [registration, signup]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.getSetCookie()).toEqual([expect.stringMatching(/^registration=[\w-]{32}; Path=\/; SameSite=Lax; Max-Age=600; HttpOnly$/)]);
    }
    expect(existing.status).toBe(200);
    expect(existing.headers.getSetCookie()).toEqual([]);
  });

  it('forgets the registration after 10 minutes: the update then needs a login (#29.14)', async () => {
    const sim = await startTestSimulator();
    const answer = await postJson(sim, '/rest-services/studentRegistration/register', newAccount);
    const cookie = { cookie: (answer.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '' };
    sim.advance(10 * 60 * 1000 - 1);
    const inTime = await postJson(sim, updatestudentPath, { email: newAccount.email, phoneNumber: '2125550199' }, cookie);
    sim.advance(1);
    const late = await postJson(sim, updatestudentPath, { email: newAccount.email, phoneNumber: '2125550100' }, cookie);

    expect(inTime.status).toBe(200);
    expect(late.status).toBe(401);
    expect(sim.simulator.state().fixture.students.find((s) => s.email === newAccount.email)?.phone1).toBe('2125550199');
  });

  it('accepts the empty zip sent as 00000 (account §5)', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client, demoEmails.canada);

    await updateStudent(sim.client, { studentId: 'S1005', firstName: 'Alex', lastName: 'Tremblay', country: 'CA', zip: '00000' });

    expect((await getStudent(sim.client, { studentId: 'S1005' }))?.StudentAddress[0]?.zip).toBe('00000');
  });

  it.each([
    ['phoneNumber', { phoneNumber: '555-0100' }, accountValidation.phoneInvalid],
    ['zip', { zip: '1001' }, accountValidation.zipInvalid],
    ['zip', { country: 'CA', zip: '10001' }, accountValidation.zipInvalid],
    ['firstName', { firstName: '' }, accountValidation.firstNameRequired],
    ['testDate', { testDate: '03/15/2027' }, chosenValidation.goalDateInvalid],
  ])('refuses a bad %s with 400 naming the field and nothing is kept', async (field, change, text) => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const response = await postJson(sim, '/rest-services/enroll/updatestudent', { ...update, ...change }, sessionHeaders(sim));

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field, message: text });
    expect(sim.simulator.state().fixture.students.find((s) => s.studentId === 'S1001')?.firstName).toBe('Dana');
  });

  it("refuses another student's profile while signed in (403) and a malformed body (400)", async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const other = await postJson(sim, '/rest-services/enroll/updatestudent', { studentId: 'S1002', firstName: 'X' }, sessionHeaders(sim));
    const malformed = await postJson(sim, '/rest-services/enroll/updatestudent', '{"studentId":', sessionHeaders(sim));
    const wrongType = await postJson(sim, '/rest-services/enroll/updatestudent', { studentId: 'S1001', firstName: 7 }, sessionHeaders(sim));

    expect(other.status).toBe(403);
    expect(malformed.status).toBe(400);
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject({ field: 'firstName' });
  });
});

describe('simulator updateContact (account §7, §8)', () => {
  it("refuses an email another student uses with 'Email already exists.' and keeps the old one", async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const error = await rejection(updateContact(sim.client, { email: 'Registered@student-portal.test', userId: 'U1001' }));

    expect(error.code).toBe('profile.email-exists');
    expect(error.message).toBe(accountErrors.emailExists);
    expect((await getMyAccount(sim.client)).userInfo.email).toBe(demoEmails.main);
  });

  it('changes the login email, and the student signs in with the new one', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    await updateContact(sim.client, { email: 'dana.new@student-portal.test', userId: 'U1001', isADAUser: true });

    const account = await getMyAccount(sim.client);
    expect(account.userInfo).toMatchObject({ email: 'dana.new@student-portal.test', isADAUser: true });
    const fresh = sim.newClient().client;
    await signIn(fresh, 'dana.new@student-portal.test');
    expect((await getMyAccount(fresh)).userInfo.studentId).toBe('S1001');
  });

  it('answers 401 without a session, 400 naming a bad email and 403 for another user id', async () => {
    const sim = await startTestSimulator();
    const anonymous = await rejection(updateContact(sim.client, { email: 'x@student-portal.test', userId: 'U1001' }));
    await signIn(sim.client);

    const invalid = await postJson(sim, '/rest-services/accountManagement/updateContact', { email: 'not-an-email', userId: 'U1001' }, sessionHeaders(sim));
    const other = await postJson(sim, '/rest-services/accountManagement/updateContact', { email: 'x@student-portal.test', userId: 'U1002' }, sessionHeaders(sim));

    expect(anonymous.code).toBe('auth.not-logged-in');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ field: 'email', message: accountValidation.emailInvalid });
    expect(other.status).toBe(403);
  });
});

describe('simulator pmix, medExtension and extension info (account §7)', () => {
  it("answers the student's partner launch, extension and medical extension options", async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    expect(await getPmix(sim.client, 'CA2007')).toEqual({ redirectUrl: expect.stringContaining('partner.summitprep.test') });
    expect((await getExtensionInfo(sim.client, 'E2001')).map((o) => o.classId)).toEqual(['X9001', 'X9002']);
    expect((await getMedExtension(sim.client, 'E2001')).map((o) => o.price)).toEqual([79, 149]);
  });

  it("answers 404 for another student's course access or enrollment, and 401 without a session", async () => {
    const sim = await startTestSimulator();
    const anonymous = await rejection(getPmix(sim.client, 'CA2007'));
    await signIn(sim.client);

    const foreign = await rejection(getPmix(sim.client, 'CA2702'));
    const foreignExtension = await rejection(getExtensionInfo(sim.client, 'E2201'));
    const missing = await sim.fetch('/rest-services/extension/info', { headers: sessionHeaders(sim) });

    expect(anonymous.status).toBe(401);
    expect(foreign.status).toBe(404);
    expect(foreignExtension.status).toBe(404);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ field: 'enrollmentId' });
  });
});
