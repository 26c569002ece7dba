import type { SupportCase } from '../../../src/core/api/structs/cases';
import { accountValidation } from '../../../src/core/messages/validation';
import { isCaseReadOnly } from '../../../src/core/rules/cases';
import type { FixtureCase } from '../fixture/account-data';
import type { FixtureStudent } from '../fixture/people';
import { HttpError } from '../http/errors';
import type { SimState } from '../fixture/state';

/*
 * The support cases of the working fixture: whose they are, whether they can
 * still change (account §4: closed more than 3 days ago is read-only), and how
 * they are answered (without the fixture-only fields).
 */

/** A case of the student by id or caseNumber; another student's case reads as unknown (404). */
export function requireOwnCase(
  state: SimState,
  student: FixtureStudent,
  idOrNumber: string,
  field: 'caseNumber' | 'caseId' = 'caseNumber',
): FixtureCase {
  const found = state.fixture.cases.find(
    (c) => c.studentId === student.studentId && (c.id === idOrNumber || c.caseNumber === idOrNumber),
  );
  if (!found) throw new HttpError(404, `No case ${idOrNumber} for this student`, { field });
  return found;
}

/**
 * account §4: comments and attachment changes on a case closed more than 3
 * days ago are refused as a failed mutation result, with the spec's text.
 */
export function caseMutationRefused(state: SimState, supportCase: FixtureCase): { status: 'failed'; message: string } | null {
  return isCaseReadOnly(supportCase, state.now()) ? { status: 'failed', message: accountValidation.caseClosed } : null;
}

/** account §3 Support case as the case list answers it. */
export function caseAnswer(supportCase: FixtureCase): SupportCase {
  const { studentId: _student, CaseAttachment, ...rest } = supportCase;
  return { ...rest, CaseAttachment: CaseAttachment.map(({ content: _content, ...attachment }) => attachment) };
}

/**
 * 413 when `adding` characters of case text would pass the student's or
 * everyone's case-text quota (#29.12; `limits.caseTextPerStudent`, `caseTextTotal`).
 * Students cannot delete cases or comments: a full quota stays full until
 * `POST /__sim/reset`.
 */
export function checkCaseText(state: SimState, studentId: string, adding: number, field: string): void {
  const { caseTextPerStudent, caseTextTotal } = state.limits;
  if (caseTextOf(state, studentId) + adding > caseTextPerStudent) throw caseTextFull(caseTextPerStudent, 'this student', field);
  if (caseTextOf(state) + adding > caseTextTotal) throw caseTextFull(caseTextTotal, 'all students together', field);
}

const caseTextFull = (quota: number, whose: string, field: string) =>
  new HttpError(413, `The simulator keeps at most ${quota} characters of case text for ${whose}; POST /__sim/reset starts again`, { field, quota });

/** 413 naming `limit` when a list already holds `count` of at most `limit` entries (#29.12). */
export function checkRoom(count: number, limit: number, what: string, field?: string): void {
  if (count < limit) return;
  throw new HttpError(413, `The simulator keeps at most ${limit} ${what}`, { ...(field ? { field } : {}), limit });
}

/** What a case or a comment counts toward the case-text quotas besides its text: the record around it. */
export const caseRecordCharacters = 200;

/**
 * The case text the student's cases hold (every student's without `studentId`),
 * in characters: description, topic and comments, each case and comment
 * counting `caseRecordCharacters` more (#29.12).
 */
export function caseTextOf(state: SimState, studentId?: string): number {
  let total = 0;
  for (const c of state.fixture.cases) {
    if (studentId !== undefined && c.studentId !== studentId) continue;
    total += caseRecordCharacters + (c.description?.length ?? 0) + (c.type?.length ?? 0) + (c.typeDetail?.length ?? 0);
    for (const comment of c.caseComments) total += caseRecordCharacters + (comment.body?.length ?? 0);
  }
  return total;
}
