import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginSequence } from '../../src/core/api/login-sequence';
import { validateRegisteredUser } from '../../src/core/api/registration';
import { getMyResources } from '../../src/core/api/routing';
import { cookieNames } from '../../src/core/api/credentials';
import { PortalError } from '../../src/core/errors';
import { transportErrors } from '../../src/core/messages/errors';
import { createEventHub, errorEvent } from '../../embed/events';
import type { PortalErrorEvent, PortalEvent } from '../../embed/student-portal';
import { mount } from '../../embed/mount';
import { startTestServer, testClient } from '../core/api/test-server';
import { setPageUrl } from '../support/page';

type Win = Window & { dataLayer?: unknown[] };
const freshWindow = (): Win => ({}) as Win;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the event hub', () => {
  it('delivers by type and to "*", and on() returns a function that stops delivery', () => {
    const hub = createEventHub(freshWindow());
    const logins: PortalEvent[] = [];
    const all: string[] = [];
    const stop = hub.on('login', (e) => logins.push(e));
    hub.on('*', (e) => all.push(e.type));
    hub.emit({ type: 'login' });
    hub.emit({ type: 'virtualPageview', path: '/login' });
    stop();
    stop();
    hub.emit({ type: 'login' });
    expect(logins).toEqual([{ type: 'login' }]);
    expect(all).toEqual(['login', 'virtualPageview', 'login']);
  });

  it('keeps off() working', () => {
    const hub = createEventHub(freshWindow());
    const seen: string[] = [];
    const listener = (e: PortalEvent) => seen.push(e.type);
    hub.on('logout', listener);
    hub.off('logout', listener);
    hub.emit({ type: 'logout' });
    expect(seen).toEqual([]);
  });

  it('gives onEvent every event, onError only errors, the data layer only analytics; a throwing host breaks nothing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const win = freshWindow();
    const events: string[] = [];
    const errors: PortalErrorEvent[] = [];
    const hub = createEventHub(
      win,
      (e) => {
        events.push(e.type);
        throw new Error('host bug');
      },
      (e) => errors.push(e),
    );
    hub.on('*', () => {
      throw new Error('another host bug');
    });
    hub.emit({ type: 'mount', brand: 'main', routing: 'hash', isolation: 'scoped' });
    hub.emit({ type: 'virtualPageview', path: '/login' });
    hub.noteFailure(new PortalError('upstream.status', { status: 503, call: 'getMyAccount' }));
    expect(events).toEqual(['mount', 'virtualPageview', 'error']);
    expect(errors).toEqual([{ type: 'error', code: 'upstream.status', message: transportErrors.upstreamFailed, call: 'getMyAccount', status: 503 }]);
    expect(win.dataLayer).toEqual([{ event: 'virtualPageview', type: 'virtualPageview', path: '/login' }]);
  });

  it('reports one failure once, and delivers nothing after close()', () => {
    const errors: PortalErrorEvent[] = [];
    const hub = createEventHub(freshWindow(), undefined, (e) => errors.push(e));
    const failure = new PortalError('network.timeout', { call: 'isLoggedIn' });
    hub.noteFailure(failure);
    hub.noteFailure(failure);
    expect(errors).toHaveLength(1);
    hub.close();
    hub.noteFailure(new PortalError('network.unavailable', { call: 'isLoggedIn' }));
    expect(errors).toHaveLength(1);
  });
});

describe('which failures are an error event', () => {
  it.each([
    ['a 5xx', new PortalError('upstream.status', { status: 500, call: 'getMyAccount' }), 'upstream.status'],
    ['an unexpected 404', new PortalError('upstream.status', { status: 404, call: 'courseDetails' }), 'upstream.status'],
    ['no connection', new PortalError('network.unavailable', { call: 'isLoggedIn' }), 'network.unavailable'],
    ['a timeout', new PortalError('network.timeout', { call: 'isLoggedIn', cause: new DOMException('late', 'TimeoutError') }), 'network.timeout'],
    ['an unreadable answer', new PortalError('upstream.malformed', { status: 200, call: 'makeup' }), 'upstream.malformed'],
    ['a wrong shape', new PortalError('upstream.shape', { status: 200, path: 'userInfo', call: 'getMyAccount' }), 'upstream.shape'],
    // A login answering 500 reads "login failed" on screen; for the host it is an outage.
    ['a login step answering 503', new PortalError('auth.failed', { status: 503, call: 'login.identity' }), 'upstream.status'],
    ['an enrollment answering 429', new PortalError('event.failed', { status: 429, call: 'enrollEvent' }), 'upstream.status'],
  ])('%s is', (_, error, code) => {
    expect(errorEvent(error)).toMatchObject({ type: 'error', code, call: error.call });
  });

  it.each([
    ['a wrong password', new PortalError('auth.failed', { status: 401, call: 'login.identity' })],
    ['a lockout', new PortalError('auth.locked', { status: 403, call: 'login.identity' })],
    ['not logged in', new PortalError('auth.not-logged-in', { status: 401, call: 'getMyAccount' })],
    ['an email taken', new PortalError('signup.email-registered', { status: 409, call: 'registerStudent' })],
    ['a refusal with the server’s reason', new PortalError('upstream.rejected', { status: 400, serverText: 'No', call: 'agreement' })],
    ['a call its caller cancelled', new PortalError('network.timeout', { call: 'getMyResources', cause: new DOMException('gone', 'AbortError') })],
  ])('%s is not', (_, error) => {
    expect(errorEvent(error)).toBeNull();
  });
});

describe('error event payloads carry no secrets', () => {
  const secrets = { email: 'jane.doe@example.test', password: 'Hunter2-secret!', token: 'tok-SECRET-4242' };
  const leaked = (events: unknown[], more: string[] = []) => {
    const text = JSON.stringify(events);
    return [secrets.email, encodeURIComponent(secrets.email), secrets.password, secrets.token, ...more].filter((s) => text.includes(s));
  };

  it('from upstream failures of calls that send an email, a password and a token, whose answers echo them', async () => {
    const server = await startTestServer();
    // Same origin, as the portal is served: no CORS preflight in between.
    setPageUrl(`${server.origin}/`);
    const echo = { status: 500, json: { error: `failed for ${secrets.email} with ${secrets.token}`, trace: secrets.password } };
    server.on('GET', '/rest-services/studentRegistration/validateRegisteredUser', echo);
    server.on('POST', '/graphql', { status: 503, text: `upstream said ${secrets.email} ${secrets.password}` });
    server.on('GET', '/my-resource', { status: 502, json: { token: secrets.token } });
    const errors: PortalErrorEvent[] = [];
    const hub = createEventHub(freshWindow(), undefined, (e) => errors.push(e));
    const { client, jar } = testClient(server.bases, { onFailure: (error) => hub.noteFailure(error) });
    jar.setCookie(cookieNames.token, secrets.token, { maxAgeSeconds: 60, url: server.origin });

    await expect(validateRegisteredUser(client, secrets.email)).rejects.toBeInstanceOf(PortalError);
    await expect(loginSequence(client, { email: secrets.email, password: secrets.password, tenant: 'summit' })).rejects.toBeInstanceOf(PortalError);
    await expect(getMyResources(client, 'summit')).rejects.toBeInstanceOf(PortalError);

    // Control: the requests did carry the secrets.
    const sent = server.requests.map((r) => `${r.query} ${r.text} ${r.headers.authorization ?? ''}`).join(' ');
    for (const secret of [encodeURIComponent(secrets.email), secrets.password, secrets.token]) expect(sent).toContain(secret);
    expect(errors.map((e) => [e.code, e.call, e.status])).toEqual([
      ['upstream.status', 'validateRegisteredUser', 500],
      ['upstream.status', 'login.identity', 503],
      ['upstream.status', 'getMyResources', 502],
    ]);
    // No URL either: not the service's origin, no query string.
    expect(leaked(errors, [server.origin, '127.0.0.1', '?'])).toEqual([]);
  });

  it('from a bad mount option: mount() throws and calls onError with the option, not its value', () => {
    const errors: PortalErrorEvent[] = [];
    const host = document.createElement('div');
    document.body.append(host);
    const options = { apiBase: `https://api.example.test/login?token=${secrets.token}`, onError: (e: PortalErrorEvent) => errors.push(e) };
    expect(() => mount(host, options)).toThrow(PortalError);
    expect(errors).toEqual([{ type: 'error', code: 'config.invalid', option: 'apiBase', message: expect.stringContaining('option "apiBase" is invalid') }]);
    expect(leaked(errors)).toEqual([]);
    expect(host.innerHTML).toBe('');
  });
});
