import { isMedicalProgram, isNursingProgram } from './programs';

export type SignupNextRoute = '/pg/phonenumber' | '/pg/additionalfields' | '/pg/confirmation';

export interface SignupNextStepInput {
  /** Product.deliveryType of the class signed up for. */
  deliveryType: number;
  /** Product.isFreeTrial of the class signed up for. */
  isFreeTrial: boolean;
  programCode: string;
  /** Whether the user was already logged in before this sign-up. */
  loggedIn: boolean;
  classCode?: string;
  /** Access §4 "some classes go straight to confirmation"; the spec does not list them. */
  directToConfirmationClassCodes?: readonly string[];
}

const phone = '/pg/phonenumber';
const additional = '/pg/additionalfields';
const confirmation = '/pg/confirmation';

/** Access §4 "Signup, next screen": the screen after a successful registration. */
export function signupNextStep(input: SignupNextStepInput): SignupNextRoute {
  const { deliveryType, isFreeTrial, loggedIn } = input;
  const code = input.classCode?.trim().toUpperCase();
  if (code && input.directToConfirmationClassCodes?.some((c) => c.trim().toUpperCase() === code)) {
    return confirmation;
  }
  if (deliveryType === 3 && isFreeTrial) {
    return loggedIn && isMedicalProgram(input.programCode) ? confirmation : phone;
  }
  if (deliveryType === 11 && isFreeTrial) return phone;
  if ((deliveryType === 3 || deliveryType === 7) && !isFreeTrial) return loggedIn ? confirmation : additional;
  // access §4: delivery 6 goes to additional fields whatever the free-trial flag.
  if (deliveryType === 6) return loggedIn ? confirmation : additional;
  return confirmation;
}

export type AfterClassSelectionRoute = '/pg/confirmation' | '/pg/phonenumber' | '/pg/signing';

/**
 * Access §4 "After class selection": code 6 goes to confirmation for nursing
 * programs (NCLEX, NCLEXPN, NCLXIDL) and to the phone step otherwise; any
 * other code goes to the signing page.
 */
export function afterClassSelectionRoute(code: number, programCode: string): AfterClassSelectionRoute {
  if (code !== 6) return '/pg/signing';
  return isNursingProgram(programCode) ? confirmation : phone;
}
