import type { StudentUpdate } from '../../core/api/account';
import type { ClassDetails } from '../../core/api/structs/registration';
import { phoneForUpdate } from '../../core/rules/phone-format';
import type { SessionState } from '../../lib/session-store';
import { classProduct } from './use-class-details';

/** Who the reminder is for: the signed-in student (access §3 phone submission "identity fields"). */
export interface PhoneIdentity {
  studentId?: string;
  email: string;
  firstName?: string;
  lastName?: string;
  /** Two-letter country of the student's address: decides the phone rule (US/CA 10 digits). */
  country?: string;
}

/** The parts of the session store (or a snapshot of it) the identity comes from. */
interface IdentitySource {
  readonly status: SessionState['status'];
  readonly student: {
    readonly studentId: string;
    readonly email: string;
    readonly firstName?: string | null;
    readonly lastName?: string | null;
    readonly StudentAddress: readonly { readonly country?: string | null }[];
  } | null;
  readonly account: {
    readonly userInfo: { readonly email: string; readonly studentId?: string | null; readonly firstName?: string | null; readonly lastName?: string | null };
  } | null;
}

/** The identity the session holds, or null for a visitor (nobody to remind). */
export function phoneIdentity(session: IdentitySource): PhoneIdentity | null {
  if (session.status !== 'authenticated') return null;
  const student = session.student;
  const user = session.account?.userInfo;
  const email = student?.email ?? user?.email;
  if (!email) return null;
  return {
    studentId: student?.studentId ?? user?.studentId ?? undefined,
    email,
    firstName: student?.firstName ?? user?.firstName ?? undefined,
    lastName: student?.lastName ?? user?.lastName ?? undefined,
    country: student?.StudentAddress[0]?.country ?? undefined,
  };
}

/** access §3 phone submission: phoneNumber, programCode (from the class), identity fields, ewc (consent). */
export function phoneSubmission(input: { phone: string; consent: boolean; details: ClassDetails; identity: PhoneIdentity }): StudentUpdate {
  const { identity, details } = input;
  return {
    studentId: identity.studentId,
    email: identity.email,
    firstName: identity.firstName,
    lastName: identity.lastName,
    phoneNumber: phoneForUpdate(input.phone),
    programCode: details.programCode ?? classProduct(details)?.Program?.shortName ?? undefined,
    ewc: input.consent,
  };
}
