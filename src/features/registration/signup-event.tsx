import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { enrollEvent } from '../../core/api/registration';
import type { ClassDetails } from '../../core/api/structs/registration';
import { isPortalError } from '../../core/errors';
import { signupTexts } from '../../core/messages/registration';
import { defaultAfterLoginRoute } from '../../core/rules/redirect';
import { signupDestination } from '../../core/rules/signup-destination';
import { type SignupValues, alreadyEnrolledRedirectMs, visitorSignupPayload } from '../../core/rules/signup-form';
import { usePortal } from '../../lib/portal-services';
import { logIn } from '../../lib/session-actions';
import { Alert } from '../../ui/alert';
import { SignupForm } from './signup-form';
import { useSignupTimers } from './signup-timers';

export interface EventSignupProps {
  details: ClassDetails;
  classId: string;
}

/**
 * A visitor signs up for an event (access §4 event registration): enroll with
 * the access §3 payload, counting attempts; on success log in with the given
 * credentials and go to the access §4 next screen. 'You are already enrolled
 * in this event!' (406) says so and goes on to the default page.
 */
export function VisitorEventSignup({ details, classId }: EventSignupProps) {
  const services = usePortal();
  const [, navigate] = useLocation();
  const timers = useSignupTimers();
  const attempts = useRef(0);
  const [locked, setLocked] = useState(false);
  const [leavingForAccount, setLeavingForAccount] = useState(false);

  async function register(values: SignupValues) {
    attempts.current += 1;
    const cls = { code: details.code, programCode: details.programCode };
    try {
      await enrollEvent(services.client, visitorSignupPayload(values, cls));
    } catch (error) {
      if (isPortalError(error) && error.code === 'event.already-enrolled') {
        setLocked(true);
        setLeavingForAccount(true);
        // The server checked the password before finding the duplicate: sign in on the way to the account.
        await logIn(services, values.email, values.password).catch(() => undefined);
        timers.later(() => services.openRoute(defaultAfterLoginRoute, { replace: true }), alreadyEnrolledRedirectMs);
      }
      throw error;
    }
    services.emit({
      type: 'analyticsEvent',
      event: 'eventRegistration',
      classId,
      classCode: details.code,
      programCode: details.programCode ?? undefined,
      attempts: attempts.current,
    });
    setLocked(true);
    // The registration stands even if this login fails; the next steps carry the class id.
    await logIn(services, values.email, values.password).catch(() => undefined);
    if (timers.alive()) navigate(signupDestination(details, classId, false), { replace: true });
  }

  return (
    <>
      {leavingForAccount ? <Alert tone="info">{signupTexts.takingYouToAccount}</Alert> : null}
      <SignupForm programCode={details.programCode ?? null} register={register} locked={locked} />
    </>
  );
}
