import { PortalError, isPortalError } from '../errors';
import {
  type ClassDetails,
  ClassDetailsAnswer,
  EnrollAnswer,
  QuestionInfo,
  QuestionResult,
  RegisteredUserAnswer,
} from './structs/registration';
import { type ApiClient, request, sendConfirmed } from './transport';
import { saysSuccess } from './structs/common';

/*
 * Chosen where access §7 does not show the path ("question info by classId;
 * validate answer with classId and answer"), see docs/decisions.md:
 *  - GET  /rest-services/question/info?classId={classId} → { question }
 *  - POST /rest-services/question/validate { classId, answer } → { status, message? }
 */

/** access §3 Signup payload, sent to /rest-services/enroll. */
export interface SignupPayload {
  firstName: string;
  lastName: string;
  email: string;
  /** Absent when a logged-in student is registered automatically (access §4). */
  password?: string;
  countryPR?: string;
  sendMarketingEmail?: boolean;
  classCode: string;
  leadSource?: string;
  programCode?: string;
  existingUser?: boolean;
  originalRefer?: string;
  campaignId?: string;
  shortCode?: string;
  country?: string;
  zip?: string;
}

/** access §7 studentRegistration/register payload. */
export interface StudentRegistration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** access §3 lead forms by program family, plus the identity fields sent with them. */
export type LeadRegistration = Record<string, string | number | boolean | undefined>;

/**
 * Registers for an event (access §7 POST /rest-services/enroll); 403/406/other
 * per access §8. "Other" is every other failure — a timeout, a dropped
 * connection, an answer that cannot be read (issue #13.4) — as `event.failed`,
 * the original error kept as its cause.
 */
export async function enrollEvent(client: ApiClient, payload: SignupPayload): Promise<EnrollAnswer> {
  try {
    return await request(client, {
      call: 'enrollEvent',
      method: 'POST',
      base: 'rest',
      path: '/rest-services/enroll',
      json: payload,
      answer: EnrollAnswer,
      rule: 'enroll',
    });
  } catch (error) {
    if (!isPortalError(error) || error.code === 'event.limit' || error.code === 'event.already-enrolled' || error.code === 'event.failed') {
      throw error;
    }
    throw new PortalError('event.failed', { status: error.status, path: error.path, call: error.call, cause: error });
  }
}

/** Creates an account (access §7); the answer shape is not shown: it counts when it says success (#29.1). */
export async function registerStudent(client: ApiClient, input: StudentRegistration): Promise<void> {
  await sendConfirmed(client, {
    call: 'registerStudent',
    method: 'POST',
    base: 'rest',
    path: '/rest-services/studentRegistration/register',
    json: { firstName: input.firstName, lastName: input.lastName, email: input.email, password: input.password },
    rule: 'registerStudent',
  }, 'event.failed');
}

/** Whether an email already has an account: 'OK' or 'NOT_FOUND' (access §7). */
export async function validateRegisteredUser(client: ApiClient, email: string): Promise<RegisteredUserAnswer> {
  return request(client, {
    call: 'validateRegisteredUser',
    base: 'rest',
    path: '/rest-services/studentRegistration/validateRegisteredUser',
    query: { email },
    answer: RegisteredUserAnswer,
    textAnswer: true,
    rule: 'validateRegisteredUser',
  });
}

/** Registers a lead (access §7); the answer shape is not shown: it counts when it says success (#29.1). */
export async function registerLead(client: ApiClient, form: LeadRegistration): Promise<void> {
  await sendConfirmed(client, {
    call: 'registerLead',
    method: 'POST',
    base: 'rest',
    path: '/rest-services/leadRegistration/register',
    json: form,
  });
}

/** The class of an event (access §7); no class → `event.not-found`. */
export async function getClassDetails(client: ApiClient, classId: string): Promise<ClassDetails> {
  const call = 'getClassDetails';
  const details = await request(client, {
    call,
    base: 'rest',
    path: `/rest-services/courseDetailsSearch/${encodeURIComponent(classId)}`,
    answer: ClassDetailsAnswer,
    textAnswer: true,
    rule: 'courseDetails',
  });
  if (!details) throw new PortalError('event.not-found', { call });
  return details;
}

/** The security question of the question gate (access §2 /pg/questkey). */
export async function getQuestion(client: ApiClient, classId: string): Promise<string> {
  const answer = await request(client, {
    call: 'getQuestion',
    base: 'rest',
    path: '/rest-services/question/info',
    query: { classId },
    answer: QuestionInfo,
  });
  return answer.question;
}

/** Checks a question-gate answer; a wrong one rejects with the server's text (access §8). */
export async function validateQuestionAnswer(client: ApiClient, input: { classId: string; answer: string }): Promise<void> {
  const call = 'validateQuestionAnswer';
  const result = await request(client, {
    call,
    method: 'POST',
    base: 'rest',
    path: '/rest-services/question/validate',
    json: { classId: input.classId, answer: input.answer },
    answer: QuestionResult,
    rule: 'questionAnswer',
  });
  if (!saysSuccess(result.status)) {
    throw new PortalError('question.wrong-answer', { serverText: result.message ?? undefined, call });
  }
}
