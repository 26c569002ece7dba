import { PortalError } from '../errors';
import { validateAnswer } from './answer';
import { saysSuccess } from './structs/common';
import { type MakeupSession, MakeupSessionList, MakeupSignUpAnswer } from './structs/makeup';
import { type ApiClient, requestReading } from './transport';

/** account §7 searchSessions query (the defaults of account §5 are the caller's). */
export interface SessionSearch {
  sessionTemplateId: string;
  distance?: number;
  zip?: string;
  /** MM/DD/YYYY (account §5); left out when not filtered. */
  startDate?: string;
  endDate?: string;
  sortBy?: string;
  lol?: boolean;
}

/** account §7 msfSignUp payload. */
export interface MakeupSignUp {
  sessionId: string;
  oldSessionId?: string;
  enrollmentId: string;
  isLol?: boolean;
  sessionName?: string;
  classCode?: string;
  sessionDate?: string;
  sessionStartTime?: string;
  sessionEndTime?: string;
  address1?: string;
  city?: string;
  state?: string;
  zip?: string;
  roomName?: string;
}

/** Sessions found, or a message the server sent instead (account §4, §8). */
export type SessionSearchResult = { kind: 'sessions'; sessions: MakeupSession[] } | { kind: 'message'; text: string };

/** The outcome of a make-up sign-up: booked, or a string shown as alert text (account §4). */
export type MakeupSignUpResult = { kind: 'booked' } | { kind: 'message'; text: string };

/**
 * A string answer is a message for the student (account §4, §8), unless it is
 * empty or markup (a proxy's or server's HTML error page): that is a
 * malformed answer, never alert text.
 */
function messageOf(text: string, call: string, status: number): string {
  const message = text.trim();
  if (message === '' || message.startsWith('<')) throw new PortalError('upstream.malformed', { status, call });
  return message;
}

/** GET /rest-services/sessionFinder/searchSessions. */
export async function searchSessions(client: ApiClient, search: SessionSearch): Promise<SessionSearchResult> {
  const call = 'searchSessions';
  const spec = { call, base: 'rest', path: '/rest-services/sessionFinder/searchSessions', query: { ...search }, textAnswer: true, rule: 'makeupSearch' } as const;
  return requestReading(client, spec, ({ status, value }): SessionSearchResult => {
    // A string is a message; a list is validated on its own so a bad entry keeps its exact path.
    if (typeof value === 'string') return { kind: 'message', text: messageOf(value, call, status) };
    return { kind: 'sessions', sessions: validateAnswer(value, MakeupSessionList, { call, status }) };
  });
}

/** POST /rest-services/sessionFinder/msfSignUp. */
export async function signUpMakeupSession(client: ApiClient, signUp: MakeupSignUp): Promise<MakeupSignUpResult> {
  const call = 'signUpMakeupSession';
  const spec = { call, method: 'POST', base: 'rest', path: '/rest-services/sessionFinder/msfSignUp', json: signUp, textAnswer: true } as const;
  return requestReading(client, spec, ({ status, value }): MakeupSignUpResult => {
    if (typeof value === 'string') return { kind: 'message', text: messageOf(value, call, status) };
    const answer = validateAnswer(value, MakeupSignUpAnswer, { call, status });
    // #29.1: only a status that says so books (a 2xx alone does not, as for every write). Another
    // status with a message is the server's refusal, shown as its string answers are; anything else
    // is a malformed answer: the failure text, the form kept for a retry.
    if (saysSuccess(answer.status)) return { kind: 'booked' };
    if (!answer.status?.trim()) throw new PortalError('upstream.shape', { path: 'status', status, call });
    return { kind: 'message', text: messageOf(answer.message ?? '', call, status) };
  });
}
