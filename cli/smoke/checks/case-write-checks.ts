import { addCaseComment, createCase, deleteCaseAttachment, getCases, uploadCaseAttachment } from '../../../src/core/api/cases';
import type { SupportCase } from '../../../src/core/api/structs/cases';
import { CheckFailure, type Check, type SmokeContext, expectThat } from './types';
import { sharedValue, uniqueSuffix } from './check-helpers';

/*
 * Case writes of account §7 (only with --allow-writes): open a case on the
 * chosen course, comment on it, upload a small text file and delete it
 * again. Every step reads the case list back to see its effect.
 */

const marker = 'Smoke check by the student-portal harness; please ignore.';

/** The case a write check opened, read back from the student's case list. */
async function openedCase(ctx: SmokeContext, studentId: string, caseNumber: string): Promise<SupportCase> {
  const found = (await getCases(ctx.client, studentId)).find((c) => c.caseNumber === caseNumber);
  if (!found) throw new CheckFailure(`the opened case ${caseNumber} is not in the case list`);
  return found;
}

/** Case create, comment, upload, delete attachment. */
export const caseWriteChecks: readonly Check[] = [
  {
    id: 'write.case-create',
    title: 'Opening a case with a picklist topic and detail lists it (account §7 case create)',
    writes: true,
    needs: ['account.myaccount', 'cases.picklists'],
    async run(ctx) {
      const studentId = sharedValue(ctx, 'studentId', 'account.myaccount');
      const description = `${marker} ${uniqueSuffix(ctx)}`;
      const result = await createCase(ctx.client, {
        studentId,
        enrollmentId: sharedValue(ctx, 'enrollmentId', 'account.myaccount'),
        type: sharedValue(ctx, 'topic', 'cases.picklists'),
        typeDetail: sharedValue(ctx, 'topicDetail', 'cases.picklists'),
        description,
      });
      // The ids are not promised in the answer (account §4): find the case by its description.
      const listed = (await getCases(ctx.client, studentId)).find((c) =>
        result.caseNumber ? c.caseNumber === result.caseNumber : c.description === description,
      );
      if (!listed) throw new CheckFailure('the new case is not in the case list');
      ctx.shared.newCaseId = listed.id;
      ctx.shared.newCaseNumber = listed.caseNumber;
    },
  },
  {
    id: 'write.case-comment',
    title: 'A comment on the new case is listed with it (account §3 Comment)',
    writes: true,
    needs: ['write.case-create'],
    async run(ctx) {
      const studentId = sharedValue(ctx, 'studentId', 'account.myaccount');
      const caseNumber = sharedValue(ctx, 'newCaseNumber', 'write.case-create');
      const comments = `${marker} Comment ${uniqueSuffix(ctx)}`;
      await addCaseComment(ctx.client, { studentId, caseNumber, comments });
      const listed = await openedCase(ctx, studentId, caseNumber);
      expectThat(listed.caseComments.some((c) => c.body === comments), 'the comment is not listed on the case', 'caseComments');
    },
  },
  {
    id: 'write.case-upload',
    title: 'A small text file uploads to the new case and is listed as its attachment (account §7 upload)',
    writes: true,
    needs: ['write.case-create'],
    async run(ctx) {
      const studentId = sharedValue(ctx, 'studentId', 'account.myaccount');
      const caseNumber = sharedValue(ctx, 'newCaseNumber', 'write.case-create');
      const fileName = `smoke-${uniqueSuffix(ctx)}.txt`;
      const result = await uploadCaseAttachment(ctx.client, {
        file: new Blob([`${marker}\n`], { type: 'text/plain' }),
        caseId: ctx.shared.newCaseId ?? caseNumber,
        fileType: 'text/plain',
        fileName,
        studentId,
      });
      const listed = await openedCase(ctx, studentId, caseNumber);
      const attachment = listed.CaseAttachment.find((a) => (result.attachmentId ? a.id === result.attachmentId : a.name === fileName));
      if (!attachment) throw new CheckFailure('the uploaded file is not listed on the case', { path: 'CaseAttachment' });
      ctx.shared.attachmentId = attachment.id;
    },
  },
  {
    id: 'write.case-delete-attachment',
    title: 'Deleting the uploaded attachment removes it from the case (account §3)',
    writes: true,
    needs: ['write.case-upload'],
    async run(ctx) {
      const studentId = sharedValue(ctx, 'studentId', 'account.myaccount');
      const caseNumber = sharedValue(ctx, 'newCaseNumber', 'write.case-create');
      const attachmentId = sharedValue(ctx, 'attachmentId', 'write.case-upload');
      await deleteCaseAttachment(ctx.client, { studentId, caseNumber, attachmentId });
      const listed = await openedCase(ctx, studentId, caseNumber);
      expectThat(!listed.CaseAttachment.some((a) => a.id === attachmentId), 'the deleted attachment is still listed', 'CaseAttachment');
    },
  },
];
