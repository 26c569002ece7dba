import { describe, expect, it } from 'vitest';
import { searchSessions, signUpMakeupSession } from '../../../src/core/api/makeup';
import { startTestServer, testClient } from './test-server';

const search = {
  sessionTemplateId: 'T3',
  distance: 5,
  zip: '10014',
  startDate: '03/01/2025',
  endDate: '03/31/2025',
  sortBy: 'distance',
  lol: false,
};

const signUp = {
  sessionId: 'S9',
  oldSessionId: 'S3',
  enrollmentId: 'E1',
  isLol: false,
  sessionName: 'Session 3',
  classCode: 'MCAT1234',
  sessionDate: '03/05/2025',
  sessionStartTime: '6:00 PM',
  sessionEndTime: '9:00 PM',
  address1: '1 Main St',
  city: 'New York',
  state: 'NY',
  zip: '10014',
  roomName: '4B',
};

describe('searchSessions', () => {
  it('sends every filter as a query parameter and returns the sessions', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/sessionFinder/searchSessions', {
      json: [{ sessionId: 9, name: 'Session 3', distance: '2.5', status: 'Active', isLol: 'false' }],
    });
    const { client } = testClient(server.bases);

    const result = await searchSessions(client, search);

    expect(Object.fromEntries(server.requests[0]?.query ?? [])).toEqual({
      sessionTemplateId: 'T3',
      distance: '5',
      zip: '10014',
      startDate: '03/01/2025',
      endDate: '03/31/2025',
      sortBy: 'distance',
      lol: 'false',
    });
    expect(result).toEqual({
      kind: 'sessions',
      sessions: [{ sessionId: '9', name: 'Session 3', distance: 2.5, status: 'Active', isLol: false }],
    });
  });

  it.each([
    ['a JSON string', { json: 'No sessions available for this template' }],
    ['a plain-text body', { text: 'No sessions available for this template' }],
  ])('returns %s answer as a message', async (_label, reply) => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/sessionFinder/searchSessions', reply);
    const { client } = testClient(server.bases);

    await expect(searchSessions(client, search)).resolves.toEqual({
      kind: 'message',
      text: 'No sessions available for this template',
    });
  });

  // A page or nothing is no message to show the student (issue #15): the malformed-answer failure.
  it.each([
    ['an HTML error page', { text: '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>' }],
    ['an HTML fragment', { text: '  <h1>Service Unavailable</h1>' }],
    ['an empty body', { text: '' }],
    ['a blank body', { text: '  \n ' }],
  ])('refuses %s as a message', async (_label, reply) => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/sessionFinder/searchSessions', reply);
    const { client } = testClient(server.bases);

    await expect(searchSessions(client, search)).rejects.toMatchObject({ code: 'upstream.malformed' });
  });

  it('names the failing entry of a bad list', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/sessionFinder/searchSessions', { json: [{ sessionId: 1 }, { sessionId: 2, distance: 'far' }] });
    const { client } = testClient(server.bases);

    await expect(searchSessions(client, search)).rejects.toMatchObject({ code: 'upstream.shape', path: '1.distance' });
  });
});

describe('searchSessions refused (#29.6)', () => {
  it.each([
    ['a 400 naming zip', 400, { field: 'zip', message: 'zip: 99999 is not a known zip code' }, { code: 'upstream.input', field: 'zip', message: 'Please check what you entered and try again.' }],
    ['a 422 naming no field', 422, { message: 'bad dates' }, { code: 'upstream.input', field: undefined }],
    ['a 400 naming a field no request has', 400, { field: '<img src=x>' }, { code: 'upstream.input', field: undefined }],
    ['a 404', 404, { field: 'zip' }, { code: 'upstream.status', field: undefined }],
    ['a 500 naming zip', 500, { field: 'zip' }, { code: 'upstream.status', field: undefined }],
    ['a 401', 401, {}, { code: 'auth.not-logged-in' }],
  ])('reads %s as a refusal of the input or not', async (_label, status, json, expected) => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/sessionFinder/searchSessions', { status, json });
    const { client } = testClient(server.bases);

    await expect(searchSessions(client, search)).rejects.toMatchObject(expected);
  });
});

describe('signUpMakeupSession', () => {
  it('posts the account §7 fields and reports a booking', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/sessionFinder/msfSignUp', { json: { status: 'success' } });
    const { client } = testClient(server.bases);

    await expect(signUpMakeupSession(client, signUp)).resolves.toEqual({ kind: 'booked' });
    expect(server.requests[0]?.json()).toEqual(signUp);
  });

  it('returns a string answer as alert text', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/sessionFinder/msfSignUp', { json: 'You are already signed up for this session.' });
    const { client } = testClient(server.bases);

    await expect(signUpMakeupSession(client, signUp)).resolves.toEqual({
      kind: 'message',
      text: 'You are already signed up for this session.',
    });
  });

  it.each([
    ['an HTML error page', { text: '<html><body>Bad Gateway</body></html>' }],
    ['an empty body', { text: '' }],
  ])('refuses %s as alert text', async (_label, reply) => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/sessionFinder/msfSignUp', reply);
    const { client } = testClient(server.bases);

    await expect(signUpMakeupSession(client, signUp)).rejects.toMatchObject({ code: 'upstream.malformed' });
  });

  // #29.1: only an answer that confirms the booking books; a 2xx alone does not.
  it.each([
    ['status success', { status: 'success', sessionId: 'MS1' }, { kind: 'booked' }],
    ['status " Success " (trimmed, any case)', { status: ' Success ' }, { kind: 'booked' }],
    ['a failed status with its message', { status: 'failed', message: 'This session is full.' }, { kind: 'message', text: 'This session is full.' }],
    ['an error status with its message', { status: 'error', message: ' No seats left. ' }, { kind: 'message', text: 'No seats left.' }],
  ])('answers %s with that outcome', async (_label, json, expected) => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/sessionFinder/msfSignUp', { json });
    const { client } = testClient(server.bases);

    await expect(signUpMakeupSession(client, signUp)).resolves.toEqual(expected);
  });

  it.each([
    ['an error status without a message', { status: 'error' }],
    ['a failed status with an empty message', { status: 'failed', message: '  ' }],
    ['a failed status with markup for a message', { status: 'failed', message: '<b>down</b>' }],
    ['an empty object', {}],
    ['a message without a status', { message: 'Booked?' }],
  ])('refuses %s: a 2xx that does not confirm the booking is a failure', async (_label, json) => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/sessionFinder/msfSignUp', { json });
    const { client } = testClient(server.bases);

    await expect(signUpMakeupSession(client, signUp)).rejects.toMatchObject({ code: expect.stringMatching(/^upstream\./) });
  });
});

// #29 minor: an unreadable answer read after the exchange is a failure the host hears of (its
// `error` event comes from the client's failure hook), as every other call's is.
describe('make-up answers that cannot be read reach the failure hook', () => {
  it.each([
    ['searchSessions', 'GET', '/rest-services/sessionFinder/searchSessions', { text: '<html><body>Bad Gateway</body></html>' }, 'upstream.malformed'],
    ['searchSessions', 'GET', '/rest-services/sessionFinder/searchSessions', { json: { unexpected: [1, 2, 3] } }, 'upstream.shape'],
    ['searchSessions', 'GET', '/rest-services/sessionFinder/searchSessions', { json: [{ sessionId: 2, distance: 'far' }] }, 'upstream.shape'],
    ['signUpMakeupSession', 'POST', '/rest-services/sessionFinder/msfSignUp', { text: '' }, 'upstream.malformed'],
    ['signUpMakeupSession', 'POST', '/rest-services/sessionFinder/msfSignUp', { json: {} }, 'upstream.shape'],
  ] as const)('%s answering %s %s: %o is reported as %s', async (call, method, path, reply, code) => {
    const server = await startTestServer();
    server.on(method, path, reply);
    const failures: string[] = [];
    const { client } = testClient(server.bases, { onFailure: (error) => failures.push(`${error.code} ${error.call}`) });

    const run = call === 'searchSessions' ? searchSessions(client, search) : signUpMakeupSession(client, signUp);
    await expect(run).rejects.toMatchObject({ code });
    expect(failures).toEqual([`${code} ${call}`]);
  });
});
