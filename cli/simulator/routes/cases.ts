import { object, optional, size, string, type } from 'superstruct';
import { id } from '../../../src/core/api/structs/common';
import { validateCaseComment, validateCaseCreate } from '../../../src/core/validators/cases';
import type { FixtureStudent } from '../fixture/people';
import { HttpError } from '../http/errors';
import { checkStoredLengths } from '../http/stored-text';
import type { Route, RouteContext } from '../http/route';
import { requireOwnEnrollment } from './account-lookups';
import { uploadRoutes } from './case-upload';
import { caseAnswer, caseMutationRefused, caseRecordCharacters, checkCaseText, checkRoom, requireOwnCase } from './cases-store';
import { readQuery } from '../http/query';

/*
 * account §7 cases: list, create, comment, delete attachment (paths per
 * docs/decisions.md), multipart upload (case-upload.ts) and download. Every
 * call needs a session and touches only the student's own cases; mutations
 * answer `{ status: 'success' | 'failed' }` (account §4).
 */

const key = size(string(), 1, 60);

const NewCaseBody = object({
  studentId: id,
  enrollmentId: key,
  type: string(),
  typeDetail: string(),
  description: string(),
  resolutionType: optional(string()),
});
const CommentBody = object({ studentId: id, caseNumber: key, comments: string() });
const DeleteAttachmentBody = object({ studentId: id, caseNumber: key, attachmentId: key });

function requireSelf(student: FixtureStudent, studentId: string): void {
  if (studentId !== student.studentId) throw new HttpError(403, 'You can only see and change your own cases', { field: 'studentId' });
}

// The client's field names for the validator's keys (account §3 Case inputs: topic is `type`).
const createFields = { topic: 'type', topicDetail: 'typeDetail', description: 'description' } as const;

async function createCase(ctx: RouteContext) {
  const student = ctx.requireStudent();
  const body = await ctx.json(NewCaseBody);
  requireSelf(student, body.studentId);
  const errors = validateCaseCreate({ topic: body.type, topicDetail: body.typeDetail, description: body.description });
  for (const [field, message] of Object.entries(errors)) {
    throw new HttpError(400, message, { field: createFields[field as keyof typeof createFields] });
  }
  checkStoredLengths({ type: body.type, typeDetail: body.typeDetail });
  requireOwnEnrollment(ctx.state, student, body.enrollmentId);
  const { state } = ctx;
  const mine = state.fixture.cases.filter((c) => c.studentId === student.studentId).length;
  checkRoom(mine, state.limits.maxCasesPerStudent, 'cases for a student');
  checkCaseText(state, student.studentId, caseRecordCharacters + body.description.length + body.type.length + body.typeDetail.length, 'description');
  const caseId = state.nextId('500S');
  const caseNumber = state.nextId('0009');
  state.fixture.cases.push({
    studentId: student.studentId,
    id: caseId,
    caseNumber,
    status: 'New',
    type: body.type,
    typeDetail: body.typeDetail,
    description: body.description,
    enrollmentId: body.enrollmentId,
    interactionDate: state.now().toISOString(),
    caseComments: [],
    CaseAttachment: [],
  });
  return { json: { status: 'success', caseId, caseNumber } };
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The case routes. */
export const routes: Route[] = [
  {
    method: 'GET',
    path: '/rest-services/case/list',
    handler: (ctx) => {
      const student = ctx.requireStudent();
      const { studentId } = readQuery(ctx.query, type({ studentId: key }));
      requireSelf(student, studentId);
      const mine = ctx.state.fixture.cases.filter((c) => c.studentId === student.studentId);
      const newestFirst = [...mine].sort((a, b) => (b.interactionDate ?? '').localeCompare(a.interactionDate ?? ''));
      return { json: newestFirst.map(caseAnswer) };
    },
  },
  { method: 'POST', path: '/rest-services/case/create', handler: createCase },
  {
    method: 'POST',
    path: '/rest-services/case/comment',
    handler: async (ctx) => {
      const student = ctx.requireStudent();
      const body = await ctx.json(CommentBody);
      requireSelf(student, body.studentId);
      const message = validateCaseComment(body.comments);
      if (message) throw new HttpError(400, message, { field: 'comments' });
      const supportCase = requireOwnCase(ctx.state, student, body.caseNumber);
      const closed = caseMutationRefused(ctx.state, supportCase);
      if (closed) return { json: closed };
      checkRoom(supportCase.caseComments.length, ctx.state.limits.maxCommentsPerCase, 'comments on a case', 'comments');
      checkCaseText(ctx.state, student.studentId, caseRecordCharacters + body.comments.length, 'comments');
      supportCase.caseComments.push({
        body: body.comments,
        isPublished: true,
        lastModifiedDate: ctx.state.now().toISOString(),
        lastModifiedBy: { firstName: student.firstName, id: student.userId },
      });
      return { json: { status: 'success', caseNumber: supportCase.caseNumber } };
    },
  },
  {
    method: 'POST',
    path: '/rest-services/case/attachment/delete',
    handler: async (ctx) => {
      const student = ctx.requireStudent();
      const body = await ctx.json(DeleteAttachmentBody);
      requireSelf(student, body.studentId);
      const supportCase = requireOwnCase(ctx.state, student, body.caseNumber);
      const index = supportCase.CaseAttachment.findIndex((a) => a.id === body.attachmentId);
      if (index < 0) throw new HttpError(404, `No attachment ${body.attachmentId} on case ${body.caseNumber}`, { field: 'attachmentId' });
      const closed = caseMutationRefused(ctx.state, supportCase);
      if (closed) return { json: closed };
      supportCase.CaseAttachment.splice(index, 1);
      ctx.state.uploads.delete(body.attachmentId);
      return { json: { status: 'success', caseNumber: supportCase.caseNumber } };
    },
  },
  ...uploadRoutes,
  {
    method: 'GET',
    path: '/rest-services/document/download',
    handler: (ctx) => {
      const student = ctx.requireStudent();
      const { attachmentId } = readQuery(ctx.query, type({ attachmentId: key }));
      const owner = ctx.state.fixture.cases.find(
        (c) => c.studentId === student.studentId && c.CaseAttachment.some((a) => a.id === attachmentId),
      );
      const listed = owner?.CaseAttachment.find((a) => a.id === attachmentId);
      if (!listed) throw new HttpError(404, `No attachment ${attachmentId}`, { field: 'attachmentId' });
      const upload = ctx.state.uploads.get(attachmentId);
      const bytes = upload?.bytes ?? Buffer.from(listed.content ?? `Attachment ${listed.name ?? attachmentId}\n`, 'utf8');
      return {
        stream: bytes,
        headers: {
          'content-type': upload?.contentType || 'application/octet-stream',
          'content-length': String(bytes.length),
          'content-disposition': disposition(upload?.name ?? listed.name ?? attachmentId),
          'x-content-type-options': 'nosniff',
        },
      };
    },
  },
];
