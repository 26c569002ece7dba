import { PortalError, isPortalError } from '../errors';
import { UnenrollAnswer } from './structs/account';
import { type ApiClient, request } from './transport';
import { saysSuccess } from './structs/common';

/*
 * account §7 "Unenroll call: not shown" — our choice (docs/decisions.md):
 * POST /rest-services/enroll/unenrollEvent with `{ enrollmentId }` (the
 * event's, as My Active Events links it), answering `{ status: 'success' }`.
 */

/**
 * Unenrolls the student from one of their active events. Done only when the
 * answer says success; every other outcome — a refusal, a 2xx that does not
 * confirm it, an outage, an unreadable answer — is `event.unenroll-failed`
 * (account §8 "Unenroll errors: not shown"), the original error kept as its
 * cause; a 401 stays `auth.not-logged-in`.
 */
export async function unenrollEvent(client: ApiClient, enrollmentId: string): Promise<void> {
  const call = 'unenrollEvent';
  let answer: UnenrollAnswer;
  try {
    answer = await request(client, {
      call,
      method: 'POST',
      base: 'rest',
      path: '/rest-services/enroll/unenrollEvent',
      json: { enrollmentId },
      answer: UnenrollAnswer,
      rule: 'unenroll',
    });
  } catch (error) {
    if (isPortalError(error) && (error.code === 'auth.not-logged-in' || error.code === 'event.unenroll-failed')) throw error;
    throw new PortalError('event.unenroll-failed', {
      status: isPortalError(error) ? error.status : undefined,
      call,
      cause: error,
    });
  }
  if (!saysSuccess(answer.status)) {
    throw new PortalError('event.unenroll-failed', { serverText: answer.message ?? undefined, call });
  }
}
