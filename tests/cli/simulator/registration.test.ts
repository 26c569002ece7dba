import { describe, expect, it } from 'vitest';
import { loginSequence } from '../../../src/core/api/login-sequence';
import {
  type SignupPayload,
  enrollEvent,
  getClassDetails,
  getQuestion,
  registerLead,
  registerStudent,
  validateQuestionAnswer,
  validateRegisteredUser,
} from '../../../src/core/api/registration';
import { accessErrors } from '../../../src/core/messages/errors';
import { accessValidation } from '../../../src/core/messages/validation';
import { demoPassword } from '../../../cli/simulator/fixture/default/people';
import { wrongAnswerText } from '../../../cli/simulator/routes/class-details';
import { startTestSimulator } from './harness';
import { postJson } from './requests';
import { acceptedLogin } from './sign-in';

const demoEmail = 'demo@student-portal.test';
const dayMs = 24 * 60 * 60 * 1000;
const classIds = ['7001', '7002', '7003', '7004', '7005', '7006', '7007', '7008', '7009', '7010', '7011', '7012'];

const visitor = (classCode: string, email = 'new.student@student-portal.test'): SignupPayload => ({
  firstName: 'Nia',
  lastName: 'Brooks',
  email,
  password: 'Signup-pass3#',
  classCode,
  existingUser: false,
  programCode: 'USMLE',
  country: 'US',
  sendMarketingEmail: true,
});

const demo = (classCode: string): SignupPayload => ({
  firstName: 'Dana',
  lastName: 'Rivera',
  email: demoEmail,
  password: demoPassword,
  classCode,
  existingUser: true,
});

describe('simulator validateRegisteredUser and student registration (access §7)', () => {
  it('answers OK for a registered email and NOT_FOUND for a new one', async () => {
    const sim = await startTestSimulator();
    expect(await validateRegisteredUser(sim.client, 'registered@student-portal.test')).toBe('OK');
    expect(await validateRegisteredUser(sim.client, 'someone.new@student-portal.test')).toBe('NOT_FOUND');
    const missing = await sim.fetch('/rest-services/studentRegistration/validateRegisteredUser');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ field: 'email' });
  });

  it('refuses to register an existing email with signup.email-registered', async () => {
    const sim = await startTestSimulator();
    const input = { firstName: 'Riley', lastName: 'Chen', email: 'registered@student-portal.test', password: 'Another-pass4$' };
    await expect(registerStudent(sim.client, input)).rejects.toMatchObject({
      code: 'signup.email-registered',
      status: 409,
      message: accessValidation.emailAlreadyRegistered,
    });
  });

  it('creates an account that is then registered and can log in', async () => {
    const sim = await startTestSimulator();
    const input = { firstName: 'Ola', lastName: 'Nowak', email: 'ola@student-portal.test', password: 'Brand-new5%' };
    await registerStudent(sim.client, input);
    expect(await validateRegisteredUser(sim.client, input.email)).toBe('OK');
    await expect(loginSequence(sim.client, { ...input, tenant: 'summit' })).resolves.toEqual(acceptedLogin(sim));
  });

  it.each([
    ['firstName', { firstName: '' }],
    ['email', { email: "o'brien@student-portal.test" }],
    ['password', { password: 'weakpass' }],
  ])('answers 400 naming %s when it breaks the access §5 rules', async (field, change) => {
    const sim = await startTestSimulator();
    const body = { firstName: 'Ola', lastName: 'Nowak', email: 'ola@student-portal.test', password: 'Brand-new5%', ...change };
    const response = await postJson(sim, '/rest-services/studentRegistration/register', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field });
  });
});

describe('simulator event registration (access §7 enroll)', () => {
  it('signs a visitor up for a free event: a new account, its studentId and the registration', async () => {
    const sim = await startTestSimulator();
    const answer = await enrollEvent(sim.client, visitor('USMLE7001'));

    expect(answer.studentId).toMatch(/^SN\d+$/);
    const registeredAt = sim.simulator.state().now().getTime();
    expect(sim.simulator.state().eventRegistrations).toEqual([
      expect.objectContaining({ studentId: answer.studentId, classId: '7001', registeredAt }),
    ]);
    const credentials = { email: 'new.student@student-portal.test', password: 'Signup-pass3#', tenant: 'summit' };
    await expect(loginSequence(sim.client, credentials)).resolves.toEqual(acceptedLogin(sim));
  });

  it('registers a logged-in student automatically, without a password', async () => {
    const sim = await startTestSimulator();
    await loginSequence(sim.client, { email: demoEmail, password: demoPassword, tenant: 'summit' });
    const { password: _omitted, ...automatic } = demo('7002');
    expect(await enrollEvent(sim.client, automatic)).toEqual(expect.objectContaining({ studentId: 'S1001' }));
  });

  it('allows 10 registrations in 24 hours, refuses the 11th with event.limit, and allows it again 24 hours later', async () => {
    const sim = await startTestSimulator();
    for (const classId of classIds.slice(0, 10)) {
      await expect(enrollEvent(sim.client, demo(classId))).resolves.toEqual(expect.objectContaining({ studentId: 'S1001' }));
      sim.advance(60_000);
    }

    await expect(enrollEvent(sim.client, demo('7011'))).rejects.toMatchObject({
      code: 'event.limit',
      status: 403,
      message: accessErrors.eventLimit,
    });
    sim.advance(dayMs - 10 * 60_000);
    await expect(enrollEvent(sim.client, demo('7011'))).resolves.toEqual(expect.objectContaining({ studentId: 'S1001' }));
  });

  it('refuses the same class twice with event.already-enrolled', async () => {
    const sim = await startTestSimulator();
    await enrollEvent(sim.client, demo('GREFT7007'));
    await expect(enrollEvent(sim.client, demo('7007'))).rejects.toMatchObject({
      code: 'event.already-enrolled',
      status: 406,
      message: accessErrors.eventAlreadyEnrolled,
    });
  });

  it('refuses an unknown class code (404) and a wrong password of an existing account (401) as event.failed', async () => {
    const sim = await startTestSimulator();
    await expect(enrollEvent(sim.client, demo('NOPE12345'))).rejects.toMatchObject({ code: 'event.failed', status: 404 });
    await expect(enrollEvent(sim.client, { ...demo('7001'), password: 'Wrong-pass1!' })).rejects.toMatchObject({
      code: 'event.failed',
      status: 401,
    });
    expect(sim.simulator.state().failedLogins.size).toBe(0);
  });

  it('answers bad enroll input with 400/415 JSON naming the problem', async () => {
    const sim = await startTestSimulator();
    const { classCode: _missing, ...noClass } = demo('7001');
    const missing = await postJson(sim, '/rest-services/enroll', noClass);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ field: 'classCode' });

    const wrongType = await postJson(sim, '/rest-services/enroll', { ...demo('7001'), existingUser: 'yes' });
    expect(await wrongType.json()).toMatchObject({ field: 'existingUser' });

    const malformed = await postJson(sim, '/rest-services/enroll', '{');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: 'bad_request' });

    const form = await sim.fetch('/rest-services/enroll', { method: 'POST', body: new URLSearchParams({ classCode: '7001' }) });
    expect(form.status).toBe(415);
    expect(form.headers.get('content-type')).toContain('application/json');
  });
});

describe('simulator lead registration (access §3 lead forms)', () => {
  const pcLead = {
    email: 'lead@student-portal.test',
    firstName: 'Max',
    lastName: 'Ito',
    programCode: 'SAT',
    parentFirstName: 'Emi',
    parentLastName: 'Ito',
    parentEmail: 'emi.ito@student-portal.test',
    graduationYear: 2028,
  };

  it('registers a complete pre-college lead', async () => {
    const sim = await startTestSimulator();
    await expect(registerLead(sim.client, pcLead)).resolves.toBeUndefined();
    expect(sim.simulator.state().leads).toEqual([expect.objectContaining({ email: pcLead.email, programCode: 'SAT' })]);
  });

  it('answers 400 naming the first failing field of the family form, with the access §5 text', async () => {
    const sim = await startTestSimulator();
    const response = await postJson(sim, '/rest-services/leadRegistration/register', { ...pcLead, parentEmail: 'nope' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      field: 'parentEmail',
      message: `parentEmail: ${accessValidation.parentEmailInvalid}`,
    });
  });

  it("checks a bar lead's 7-digit Bar Rep ID unless 'no bar rep id' is ticked", async () => {
    const sim = await startTestSimulator();
    const barLead = {
      email: 'bar@student-portal.test',
      programCode: 'BAR',
      graduationYear: '2027',
      testDate: '2027-02-01',
      schoolLocation: 'NY',
      schoolDropdownName: '701',
      barRepId: '12',
    };
    await expect(registerLead(sim.client, barLead)).rejects.toMatchObject({ status: 400 });
    const raw = await postJson(sim, '/rest-services/leadRegistration/register', barLead);
    expect(await raw.json()).toMatchObject({ field: 'barRepId' });
    await expect(registerLead(sim.client, { ...barLead, barRepId: '', noBarRepId: true })).resolves.toBeUndefined();
  });
});

describe('simulator class details and question gate (access §2, §7)', () => {
  it('answers the class of an event with its product, and never the gate answer', async () => {
    const sim = await startTestSimulator();
    const details = await getClassDetails(sim.client, '7001');
    expect(details).toMatchObject({ code: 'USMLE7001', programCode: 'USMLE' });
    expect(details.Product[0]).toMatchObject({ deliveryType: 3, isFreeTrial: true, Program: { shortName: 'USMLE' } });

    const raw = await (await sim.fetch('/rest-services/courseDetailsSearch/7014')).json();
    expect(raw).toMatchObject({ hasQuestion: true, directToConfirmation: false });
    expect(JSON.stringify(raw)).not.toContain('Justice League');
  });

  it('answers an unknown class with event.not-found (No Event Found)', async () => {
    const sim = await startTestSimulator();
    await expect(getClassDetails(sim.client, '9999')).rejects.toMatchObject({
      code: 'event.not-found',
      message: accessErrors.noEvent,
    });
  });

  it('shows the question and accepts only the exact, case-sensitive answer', async () => {
    const sim = await startTestSimulator();
    expect(await getQuestion(sim.client, '7014')).toBe('What is the name of your pre-law society?');

    await expect(validateQuestionAnswer(sim.client, { classId: '7014', answer: 'Justice League' })).resolves.toBeUndefined();
    await expect(validateQuestionAnswer(sim.client, { classId: '7014', answer: 'justice league' })).rejects.toMatchObject({
      code: 'question.wrong-answer',
      message: wrongAnswerText,
    });
    await expect(validateQuestionAnswer(sim.client, { classId: '7014', answer: 'Avengers' })).rejects.toMatchObject({
      code: 'question.wrong-answer',
    });
  });

  it('answers 400 naming answer for a blank answer, and 404 for a class without a gate', async () => {
    const sim = await startTestSimulator();
    const blank = await postJson(sim, '/rest-services/question/validate', { classId: '7014', answer: '  ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ field: 'answer' });
    expect((await sim.fetch('/rest-services/question/info?classId=7001')).status).toBe(404);
    const missing = await sim.fetch('/rest-services/question/info');
    expect(await missing.json()).toMatchObject({ field: 'classId' });
  });
});
