import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { enrollEvent } from '../../core/api/registration';
import { isPortalError } from '../../core/errors';
import { signupTexts } from '../../core/messages/registration';
import { portalScreens } from '../../core/messages/shell';
import { defaultAfterLoginRoute } from '../../core/rules/redirect';
import { signupDestination } from '../../core/rules/signup-destination';
import { type SignedInIdentity, alreadyEnrolledRedirectMs, signedInSignupPayload } from '../../core/rules/signup-form';
import { usePortal } from '../../lib/portal-services';
import type { SessionState } from '../../lib/session-store';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { useSubmission } from '../../ui/use-submission';
import type { EventSignupProps } from './signup-event';
import { useSignupTimers } from './signup-timers';

/** The logged-in student's identity: the session's user data, names from the student record when known. */
function identityOf(session: SessionState): SignedInIdentity {
  const info = session.account?.userInfo;
  const student = session.student;
  return {
    email: info?.email ?? student?.email ?? '',
    firstName: student?.firstName ?? info?.firstName,
    lastName: student?.lastName ?? info?.lastName,
    country: student?.StudentAddress[0]?.country,
  };
}

/**
 * access §4: an already logged-in student arriving with a class is
 * registered automatically (no form, no password), then goes to the next
 * screen as a logged-in user. The already-enrolled error (406)
 * goes on to the default page; any other failure can be tried again.
 */
export function SignedInEventSignup({ details, classId }: EventSignupProps) {
  const services = usePortal();
  const [, navigate] = useLocation();
  const timers = useSignupTimers();
  const submission = useSubmission();
  const [attempt, setAttempt] = useState(0);
  const [leavingForAccount, setLeavingForAccount] = useState(false);

  useEffect(() => {
    const cls = { code: details.code, programCode: details.programCode };
    void submission
      .run(async () => {
        try {
          await enrollEvent(services.client, signedInSignupPayload(identityOf(services.session), cls));
        } catch (error) {
          if (isPortalError(error) && error.code === 'event.already-enrolled') {
            setLeavingForAccount(true);
            timers.later(() => services.openRoute(defaultAfterLoginRoute, { replace: true }), alreadyEnrolledRedirectMs);
          }
          throw error;
        }
        services.emit({ type: 'analyticsEvent', event: 'eventRegistration', classId, classCode: details.code, existingUser: true });
      })
      .then((result) => {
        if (result.state === 'done') navigate(signupDestination(details, classId, true), { replace: true });
      });
    // One registration per attempt; the class and services do not change under this screen.
  }, [attempt]);

  if (!submission.error) return <Alert tone="info">{signupTexts.autoRegistering}</Alert>;
  return (
    <>
      <Alert tone="error">{submission.error}</Alert>
      {leavingForAccount ? (
        <Alert tone="info">{signupTexts.takingYouToAccount}</Alert>
      ) : (
        <Button pending={submission.pending} onClick={() => setAttempt((n) => n + 1)}>
          {portalScreens.tryAgain}
        </Button>
      )}
    </>
  );
}
