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
