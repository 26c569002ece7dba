import { PortalError } from '../errors';
import { CaseList, CaseMutationResult, type SupportCase } from './structs/cases';
import { type ApiClient, request } from './transport';

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
  // account §4: a case mutation result is success or failed; §8 gives failed one text.
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

/** Multipart upload to POST /rest-services/document/upload (account §7); size and type checks are the validators'. */
export async function uploadCaseAttachment(client: ApiClient, upload: CaseAttachmentUpload): Promise<CaseMutationResult> {
  const form = new FormData();
  form.append('file', upload.file, upload.fileName);
  form.append('caseId', upload.caseId);
  form.append('fileType', upload.fileType);
  form.append('fileName', upload.fileName);
  form.append('studentId', upload.studentId);
  return caseMutation(client, 'uploadCaseAttachment', '/rest-services/document/upload', { form });
}

/** The download link of an attachment (account §7); opened by the browser, not fetched here. */
export function attachmentDownloadUrl(client: ApiClient, attachmentId: string): string {
  const url = new URL(`${client.bases.rest.replace(/\/+$/, '')}/rest-services/document/download`);
  url.searchParams.set('attachmentId', attachmentId);
  return url.href;
}
