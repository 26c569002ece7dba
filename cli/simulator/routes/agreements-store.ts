import type { FixtureAgreement } from '../fixture/catalog';
import type { SimState } from '../fixture/state';

/*
 * The enrollment agreements of the working fixture: how they are found
 * (access §2 "Query enrollmentId or classId") and how they are answered
 * (without the fixture-only `studentId`). Whose an agreement is:
 * ownsAgreement in account-lookups.ts.
 */

/** The agreement of an enrollment, or of a class (access §2 "Query enrollmentId or classId"). */
export function findAgreement(
  state: SimState,
  by: { enrollmentId?: string | undefined; classId?: string | undefined },
): FixtureAgreement | undefined {
  if (by.enrollmentId !== undefined) return state.fixture.agreements.find((a) => a.enrollmentId === by.enrollmentId);
  return state.fixture.agreements.find((a) => a.classId !== undefined && a.classId === by.classId);
}

/** access §3 Enrollment agreement as ea/info answers it: the fixture's fields but whose it is. */
export function agreementAnswer(agreement: FixtureAgreement): Omit<FixtureAgreement, 'studentId'> {
  const { studentId: _owner, ...answer } = agreement;
  return answer;
}
