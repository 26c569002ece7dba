import { PortalError } from '../errors';
import { CaseList, CaseMutationResult, type SupportCase } from './structs/cases';
import { parseJson, statusError, validateAnswer } from './answer';
import { type ApiClient, networkError, notify, reportFailure, request } from './transport';

/*
 * Chosen where account §7 does not show the path (docs/decisions.md):
 *  - GET  /rest-services/case/list?studentId={studentId} → SupportCase[]
 *  - POST /rest-services/case/create { studentId, enrollmentId, type, typeDetail, description, resolutionType? }
 *  - POST /rest-services/case/comment { studentId, caseNumber, comments }
 *  - POST /rest-services/case/attachment/delete { studentId, caseNumber, attachmentId }
 *  Each mutation answers { status: 'success' | 'failed' } (or the bare word).
 * Upload and download paths are account §7's.
 */

/** account §3 Case inputs: create. */
export interface NewCase {
  studentId: string;
  enrollmentId: string;
  /** The topic. */
  type: string;
  typeDetail: string;
  description: string;
  resolutionType?: string;
}

/** account §3 Case inputs: upload (multipart). */
export interface CaseAttachmentUpload {
  file: Blob;
  caseId: string;
  fileType: string;
  fileName: string;
  studentId: string;
}

/** Every case of a student (account §7 "fetch all by studentId"). */
export async function getCases(client: ApiClient, studentId: string): Promise<SupportCase[]> {
  return request(client, {
    call: 'getCases',
    base: 'rest',
    path: '/rest-services/case/list',
    query: { studentId },
    answer: CaseList,
  });
}

async function caseMutation(client: ApiClient, call: string, path: string, body: { json: unknown } | { form: FormData }) {
  const result = await request(client, {
    call,
    method: 'POST',
    base: 'rest',
    path,
    ...body,
    answer: CaseMutationResult,
    textAnswer: true,
    rule: 'caseMutation',
  });
  return mutationOutcome(result, call);
}

/** account §4: a case mutation result is success or failed; §8 gives failed one text. */
function mutationOutcome(result: CaseMutationResult, call = uploadCall): CaseMutationResult {
  if (result.status === 'failed') throw new PortalError('case.failed', { call });
  return result;
}

/** Opens a case (also used to cancel a subscription, account §4). */
export async function createCase(client: ApiClient, input: NewCase): Promise<CaseMutationResult> {
  return caseMutation(client, 'createCase', '/rest-services/case/create', { json: input });
}

/** Adds a comment to a case (account §3 Comment: studentId, caseNumber, comments). */
export async function addCaseComment(
  client: ApiClient,
  input: { studentId: string; caseNumber: string; comments: string },
): Promise<CaseMutationResult> {
  return caseMutation(client, 'addCaseComment', '/rest-services/case/comment', { json: input });
}

/** Deletes an attachment (account §3: studentId, caseNumber, attachmentId). */
export async function deleteCaseAttachment(
  client: ApiClient,
  input: { studentId: string; caseNumber: string; attachmentId: string },
): Promise<CaseMutationResult> {
  return caseMutation(client, 'deleteCaseAttachment', '/rest-services/case/attachment/delete', { json: input });
}

/** What an upload transport is asked to send: one multipart POST. */
export interface UploadSendRequest {
  url: string;
  body: FormData;
  /** `accept`, and the jar's `cookie` when the client keeps its own cookies. */
  headers: Record<string, string>;
  /** Let the platform send and keep its cookies (the browser's `credentials: 'include'`). */
  withCredentials: boolean;
  /** The caller's cancel: the sender stops sending and rejects with an `AbortError`. */
  signal: AbortSignal | undefined;
  /** Bytes of the body sent so far, and the body's total, as they go out. */
  onProgress: (sent: number, total: number) => void;
}

/** The raw answer to an upload: any status (the call reads it), the body as text. */
export interface UploadSendAnswer {
  status: number;
  body: string;
  /** The answer's headers, when the sender can read them (a cookie jar keeps Set-Cookie). */
  headers?: Headers;
}

/**
 * Moves an upload's bytes (issue #17): the browser's XMLHttpRequest, whose
 * upload events count the bytes really sent (src/lib/xhr-upload-sender.ts), or
 * `fetchUploadSender` without progress. It rejects only when no answer came
 * (network failure, cancel); every status is an answer.
 */
export type UploadSender = (request: UploadSendRequest) => Promise<UploadSendAnswer>;

/** An upload sent through a sender: progress as the bytes go, and a cancel. */
export interface UploadProgressOptions {
  send: UploadSender;
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

const uploadCall = 'uploadCaseAttachment';
const uploadPath = '/rest-services/document/upload';

function uploadForm(upload: CaseAttachmentUpload): FormData {
  const form = new FormData();
  form.append('file', upload.file, upload.fileName);
  form.append('caseId', upload.caseId);
  form.append('fileType', upload.fileType);
  form.append('fileName', upload.fileName);
  form.append('studentId', upload.studentId);
  return form;
}

/**
 * Multipart upload to POST /rest-services/document/upload (account §7); size
 * and type checks are the validators'. With `progress`, the bytes go through
 * its sender and the answer is read with the same rule as every case mutation
 * (non-2xx by `caseMutation`, a 2xx other than success is a failure); a
 * cancel through `progress.signal` rejects with the abort itself (an
 * `AbortError`), which is no failure and reaches no failure hook.
 */
export async function uploadCaseAttachment(
  client: ApiClient,
  upload: CaseAttachmentUpload,
  progress?: UploadProgressOptions,
): Promise<CaseMutationResult> {
  if (!progress) return caseMutation(client, uploadCall, uploadPath, { form: uploadForm(upload) });
  const url = `${client.bases.rest.replace(/\/+$/, '')}${uploadPath}`;
  const { credentials } = client;
  const headers: Record<string, string> = { accept: 'application/json, text/plain, */*' };
  const cookie = credentials.kind === 'jar' ? credentials.cookieHeader(url) : undefined;
  if (cookie) headers.cookie = cookie;
  const event = { call: uploadCall, method: 'POST', url };
  notify(client.onRequest, event);
  const started = Date.now();
  let answer: UploadSendAnswer;
  try {
    answer = await progress.send({
      url,
      body: uploadForm(upload),
      headers,
      withCredentials: credentials.kind === 'platform',
      signal: progress.signal,
      onProgress: (sent, total) => progress.onProgress?.(sent, total),
    });
  } catch (error) {
    if (progress.signal?.aborted) throw error;
    throw reportFailure(client, networkError(error, uploadCall));
  }
  notify(client.onResponse, { ...event, status: answer.status, durationMs: Date.now() - started });
  if (answer.headers && credentials.kind === 'jar') credentials.storeResponseCookies(url, answer.headers);
  try {
    return mutationOutcome(readUploadAnswer(answer));
  } catch (error) {
    throw reportFailure(client, error);
  }
}

function readUploadAnswer({ status, body }: UploadSendAnswer): CaseMutationResult {
  if (status < 200 || status > 299) throw statusError('caseMutation', status, body, uploadCall);
  const parsed = parseJson(body);
  return validateAnswer(parsed.ok ? parsed.value : body.trim(), CaseMutationResult, { call: uploadCall, status });
}

/**
 * The fetch-based sender (the CLI, tests): the same request, without progress
 * (fetch reports none for a request body, and a streamed body needs HTTP/2 in
 * Chromium, issue #17).
 */
export function fetchUploadSender(fetchFn: typeof fetch): UploadSender {
  return async ({ url, body, headers, withCredentials, signal }) => {
    const response = await fetchFn(url, {
      method: 'POST',
      body,
      headers,
      signal,
      ...(withCredentials ? { credentials: 'include' as const } : {}),
    });
    return { status: response.status, body: await response.text(), headers: response.headers };
  };
}

/** The download link of an attachment (account §7); opened by the browser, not fetched here. */
export function attachmentDownloadUrl(client: ApiClient, attachmentId: string): string {
  const url = new URL(`${client.bases.rest.replace(/\/+$/, '')}/rest-services/document/download`);
  url.searchParams.set('attachmentId', attachmentId);
  return url.href;
}
