import { describe, expect, it } from 'vitest';
import {
  enrollEvent,
  getClassDetails,
  getQuestion,
  registerLead,
  registerStudent,
  validateQuestionAnswer,
  validateRegisteredUser,
} from '../../../src/core/api/registration';
import { recordAttendance } from '../../../src/core/api/attendance';
import type { ApiClient } from '../../../src/core/api/transport';
import { accessErrors } from '../../../src/core/messages/errors';
import { accessValidation } from '../../../src/core/messages/validation';
import { type Reply, startTestServer, testClient } from './test-server';

const signup = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  password: 'Secret#1',
  classCode: 'GRE1234',
  country: 'US',
  sendMarketingEmail: false,
};

describe('enrollEvent', () => {
  it('posts the signup payload and returns the studentId', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/enroll', { json: { studentId: 9001 } });
    const { client } = testClient(server.bases);

    await expect(enrollEvent(client, signup)).resolves.toEqual({ studentId: '9001' });
    expect(server.requests[0]?.json()).toEqual(signup);
  });

  it.each([
    [403, 'event.limit', accessErrors.eventLimit],
    [406, 'event.already-enrolled', accessErrors.eventAlreadyEnrolled],
    [500, 'event.failed', accessErrors.eventFailed],
  ])('shows the access §8 text for a %i answer', async (status, code, text) => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/enroll', { status, json: { message: 'upstream words' } });
    const { client } = testClient(server.bases);

    await expect(enrollEvent(client, signup)).rejects.toMatchObject({ code, status, message: text });
  });

  // access §8 "Event registration other" (issue #13.4): every other failure, not only other statuses.
  it.each<[string, Reply]>([
    ['a body that is not JSON', { text: '<html>oops</html>', headers: { 'content-type': 'text/html' } }],
    ['an empty body', { text: '' }],
    ['an answer without studentId', { json: { status: 'success' } }],
  ])('shows the registration text for %s, keeping the cause', async (_label, reply) => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/enroll', reply);
    const { client } = testClient(server.bases);

    const error = await enrollEvent(client, signup).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'event.failed', message: accessErrors.eventFailed, call: 'enrollEvent' });
    expect(error).toHaveProperty('cause.name', 'PortalError');
  });

  it('shows the registration text for a timeout', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/enroll', 'hang');
    const { client } = testClient(server.bases, { timeoutMs: 50 });

    await expect(enrollEvent(client, signup)).rejects.toMatchObject({ code: 'event.failed', message: accessErrors.eventFailed });
  });
});

describe('accounts and leads', () => {
  it('registers a student with the four fields', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/studentRegistration/register', { json: { status: 'success', studentId: 1 } });
    const { client } = testClient(server.bases);

    await registerStudent(client, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test', password: 'x' });

    expect(server.requests[0]?.json()).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test', password: 'x' });
  });

  it('shows the already-registered text when the email is taken', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/studentRegistration/register', { status: 409, text: '' });
    const { client } = testClient(server.bases);

    await expect(
      registerStudent(client, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test', password: 'x' }),
    ).rejects.toMatchObject({ code: 'signup.email-registered', message: accessValidation.emailAlreadyRegistered });
  });

  it('posts a lead form as it is given', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/leadRegistration/register', { json: { status: 'success', leadId: 'L1' } });
    const { client } = testClient(server.bases);

    await registerLead(client, { parentFirstName: 'Ann', parentLastName: 'Lee', parentEmail: 'ann@example.test', graduationYear: 2027 });

    expect(server.requests[0]?.json()).toMatchObject({ parentFirstName: 'Ann', graduationYear: 2027 });
  });
});

/*
 * #29.1: the writes whose answer the spec does not show count only when the
 * answer says success (`{ status: 'success' }`, the simulator's and our
 * fixtures' contract), as resetPassword and unenroll do; a 2xx saying
 * anything else, or nothing readable, is a failure.
 */
describe.each<{ call: string; path: string; write: (client: ApiClient) => Promise<unknown>; code: string }>([
  {
    call: 'registerStudent',
    path: '/rest-services/studentRegistration/register',
    write: (client) => registerStudent(client, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test', password: 'x' }),
    code: 'event.failed',
  },
  {
    call: 'registerLead',
    path: '/rest-services/leadRegistration/register',
    write: (client) => registerLead(client, { parentFirstName: 'Ann', parentEmail: 'ann@example.test' }),
    code: 'upstream.rejected',
  },
  {
    call: 'recordAttendance',
    path: '/rest-services/attendance/record',
    write: (client) => recordAttendance(client, { enrollmentId: 'E1', courseAccessId: 'CA1' }),
    code: 'upstream.rejected',
  },
])('$call counts only a confirming answer (#29.1)', ({ call, path, write, code }) => {
  it.each<[string, Reply]>([
    ['a refusal with a message', { json: { status: 'failed', message: 'Not today.' } }],
    ['an error status', { json: { status: 'error' } }],
    ['an empty object', { json: {} }],
    ['a success flag set to false', { json: { success: false } }],
    ['an HTML page', { text: '<html><body>Sign in</body></html>', headers: { 'content-type': 'text/html' } }],
    ['an empty body', { text: '' }],
  ])('fails for %s', async (_label, reply) => {
    const server = await startTestServer();
    server.on('POST', path, reply);
    const { client } = testClient(server.bases);

    const error = await write(client).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'PortalError', call });
    if ('json' in reply && (reply.json as { status?: string }).status) expect(error).toMatchObject({ code });
  });

  it('succeeds for { status: "success" } (any case, any other fields)', async () => {
    const server = await startTestServer();
    server.on('POST', path, { json: { status: ' Success ', id: 'X1' } });
    const { client } = testClient(server.bases);

    await expect(write(client)).resolves.toBeUndefined();
  });
});

describe('validateRegisteredUser', () => {
  it.each<[string, Reply, string]>([
    ['a plain-text OK', { text: 'OK' }, 'OK'],
    ['a JSON string NOT_FOUND', { json: 'NOT_FOUND' }, 'NOT_FOUND'],
    ['a status object', { json: { status: 'OK' } }, 'OK'],
  ])('reads %s', async (_label, reply, expected) => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/studentRegistration/validateRegisteredUser', reply);
    const { client } = testClient(server.bases);

    await expect(validateRegisteredUser(client, 'ada+x@example.test')).resolves.toBe(expected);
    expect(server.requests[0]?.query.get('email')).toBe('ada+x@example.test');
  });

  it('shows the log-in text when the check fails', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/studentRegistration/validateRegisteredUser', { status: 400, text: 'bad' });
    const { client } = testClient(server.bases);

    await expect(validateRegisteredUser(client, 'ada@example.test')).rejects.toMatchObject({
      code: 'auth.registered-user-invalid',
      message: 'Please log in to use this account.',
    });
  });

  it('rejects an answer that is neither OK nor NOT_FOUND as a shape error', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/studentRegistration/validateRegisteredUser', { text: 'MAYBE' });
    const { client } = testClient(server.bases);

    await expect(validateRegisteredUser(client, 'ada@example.test')).rejects.toMatchObject({ code: 'upstream.shape' });
  });
});

describe('getClassDetails', () => {
  it('returns the class with its product as a list', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/courseDetailsSearch/CL%201', {
      json: {
        name: 'GRE Free Event',
        code: 'GRE1234',
        programCode: 'GRE',
        startDate: '2025-02-01',
        Product: { id: 5, name: 'Free event', deliveryType: '3', isFreeTrial: 'Y', Program: { shortName: 'GRE' } },
      },
    });
    const { client } = testClient(server.bases);

    const details = await getClassDetails(client, 'CL 1');

    expect(details.Product).toEqual([
      { id: '5', name: 'Free event', deliveryType: 3, isFreeTrial: true, Program: { shortName: 'GRE' } },
    ]);
  });

  it.each<[string, Reply]>([
    ['a 404', { status: 404, json: { message: 'none' } }],
    ['an empty body', { text: '' }],
    ['null', { json: null }],
  ])('shows No Event Found for %s', async (_label, reply) => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/courseDetailsSearch/404', reply);
    const { client } = testClient(server.bases);

    await expect(getClassDetails(client, '404')).rejects.toMatchObject({ code: 'event.not-found', message: 'No Event Found' });
  });
});

describe('question gate', () => {
  it('asks for the question by classId', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/question/info', { json: { question: 'Name of the city?' } });
    const { client } = testClient(server.bases);

    await expect(getQuestion(client, 'C9')).resolves.toBe('Name of the city?');
    expect(server.requests[0]?.query.get('classId')).toBe('C9');
  });

  it('resolves for a right answer', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/question/validate', { json: { status: 'success' } });
    const { client } = testClient(server.bases);

    await validateQuestionAnswer(client, { classId: 'C9', answer: 'Paris' });

    expect(server.requests[0]?.json()).toEqual({ classId: 'C9', answer: 'Paris' });
  });

  it.each<[string, Reply]>([
    ['a failed status', { json: { status: 'failed', message: 'That answer is not correct.' } }],
    ['an error status', { status: 400, json: { message: 'That answer is not correct.' } }],
  ])('shows the server text for a wrong answer with %s', async (_label, reply) => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/question/validate', reply);
    const { client } = testClient(server.bases);

    await expect(validateQuestionAnswer(client, { classId: 'C9', answer: 'paris' })).rejects.toMatchObject({
      code: 'question.wrong-answer',
      message: 'That answer is not correct.',
    });
  });
});
