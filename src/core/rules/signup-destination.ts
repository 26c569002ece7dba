import type { ClassDetails } from '../api/structs/registration';
import { type SignupNextRoute, signupNextStep } from './signup-next-step';

/**
 * access §4 "Signup, next screen" for a loaded class, with `?classid=` kept
 * for the next step: by delivery type, free-trial flag and program.
 */
export function signupDestination(details: ClassDetails, classId: string, loggedIn: boolean): string {
  const product = details.Product[0];
  const route: SignupNextRoute = signupNextStep({
    deliveryType: product?.deliveryType ?? 0,
    isFreeTrial: product?.isFreeTrial ?? false,
    programCode: details.programCode ?? product?.Program?.shortName ?? '',
    loggedIn,
    classCode: details.code,
    // access §4 "some classes go straight to confirmation": the class details flag them.
    directToConfirmationClassCodes: details.directToConfirmation ? [details.code] : [],
  });
  return `${route}?${new URLSearchParams({ classid: classId }).toString()}`;
}
