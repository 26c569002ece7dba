import { describe, expect, it } from 'vitest';
import { PortalError, type StatusRuleName, codeForStatus, isPortalError, messageForCode, statusTable } from '../../src/core/errors';
import { statusError } from '../../src/core/api/answer';
import { accessErrors, accountErrors, transportErrors } from '../../src/core/messages/errors';
import { accessValidation } from '../../src/core/messages/validation';

describe('status table (access §8, account §8)', () => {
  it.each([
    ['login', 401, 'auth.failed', accessErrors.loginFailed],
    ['login', 500, 'auth.failed', accessErrors.loginFailed],
    ['login', 403, 'auth.locked', accessErrors.loginLocked],
    ['enroll', 403, 'event.limit', accessErrors.eventLimit],
    ['enroll', 406, 'event.already-enrolled', accessErrors.eventAlreadyEnrolled],
    ['enroll', 500, 'event.failed', accessErrors.eventFailed],
    ['forgotPassword', 404, 'auth.unknown-email', accessErrors.forgotPasswordUnknown],
    ['validateRegisteredUser', 404, 'auth.registered-user-invalid', accessErrors.registeredUserInvalid],
    ['validateRegisteredUser', 500, 'upstream.status', transportErrors.upstreamFailed],
    ['validateRegisteredUser', 429, 'upstream.status', transportErrors.upstreamFailed],
    ['booksOnlineKey', 400, 'books.key-mismatch', accessValidation.bookKeyMismatch],
    ['booksOnlineKey', 503, 'upstream.status', transportErrors.upstreamFailed],
    ['updateContact', 409, 'profile.email-exists', accountErrors.emailExists],
    ['updateContact', 503, 'upstream.status', transportErrors.upstreamFailed],
    ['updateStudent', 500, 'upstream.status', transportErrors.upstreamFailed],
    ['updateStudent', 400, 'profile.update-failed', transportErrors.upstreamFailed],
    ['caseMutation', 500, 'case.failed', accountErrors.caseFailed],
    ['unenroll', 404, 'event.unenroll-failed', accountErrors.unenrollFailed],
    ['unenroll', 503, 'event.unenroll-failed', accountErrors.unenrollFailed],
    ['unenroll', 401, 'auth.not-logged-in', accessErrors.notLoggedIn],
    ['default', 401, 'auth.not-logged-in', accessErrors.notLoggedIn],
    ['default', 502, 'upstream.status', transportErrors.upstreamFailed],
  ] as const)('%s answering %i is %s with the catalogue text', (rule, status, code, text) => {
    expect(codeForStatus(rule, status)).toBe(code);
    expect(new PortalError(codeForStatus(rule, status), { status }).message).toBe(text);
  });
});

describe('server faults (issue #13.5: a 5xx body is never shown)', () => {
  const rules = Object.keys(statusTable) as StatusRuleName[];
  const bodies = ['Internal Server Error', '{"Error":"NullPointerException at x.y"}', '{"message":"db down"}', '{"errors":[{"message":"boom"}]}'];
  it.each(rules.flatMap((rule) => [500, 502, 503, 504].flatMap((status) => bodies.map((body) => [rule, status, body] as const))))(
    '%s answering %i with %s shows a catalogue text, not the body',
    (rule, status, body) => {
      const error = statusError(rule, status, body, 'someCall');
      expect(error.serverText).toBeUndefined();
      expect(error.message).toBe(messageForCode(error.code));
      expect(error.message).not.toContain('Internal Server Error');
    },
  );

  it('ignores a server text handed to a 5xx error directly', () => {
    const error = new PortalError('upstream.rejected', { status: 500, serverText: 'Internal Server Error' });
    expect([error.message, error.serverText]).toEqual([transportErrors.upstreamFailed, undefined]);
  });
});

describe('PortalError', () => {
  it('shows the server text where the spec says the server text is shown', () => {
    const error = new PortalError('auth.password-update-failed', { serverText: '  Old password is wrong.  ' });
    expect(error.message).toBe('Old password is wrong.');
    expect(messageForCode('auth.password-update-failed')).toBe(transportErrors.upstreamFailed);
  });

  it('keeps the catalogue text where a server text must not replace it', () => {
    expect(new PortalError('auth.locked', { serverText: 'locked!!' }).message).toBe(accessErrors.loginLocked);
  });

  it('describes itself for engineers with code, call, status and path, and keeps its cause', () => {
    const cause = new Error('root');
    const error = new PortalError('upstream.shape', { call: 'getMyAccount', status: 200, path: 'userInfo.email', cause });
    expect(error.describe()).toBe('upstream.shape in getMyAccount status 200 at userInfo.email');
    expect(error.cause).toBe(cause);
    expect(isPortalError(error)).toBe(true);
    expect(isPortalError(cause)).toBe(false);
  });
});
