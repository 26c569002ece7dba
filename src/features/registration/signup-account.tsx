import { useState } from 'react';
import { Link } from 'wouter';
import { useQuery } from '../../lib/use-query';
import { updateStudent } from '../../core/api/account';
import { registerStudent } from '../../core/api/registration';
import { accessScreens } from '../../core/messages/access';
import { signupTexts } from '../../core/messages/registration';
import {
  type SignupValues,
  accountSignupTarget,
  accountSignupTimings,
  accountSignupUpdate,
} from '../../core/rules/signup-form';
import { pathTo } from '../../lib/paths';
import { type PortalServices, usePortal } from '../../lib/portal-services';
import { logIn } from '../../lib/session-actions';
import { Alert } from '../../ui/alert';
import { SignupForm } from './signup-form';
import { useSignupTimers } from './signup-timers';

type Stage = 'form' | 'created' | 'signedIn' | 'loginFailed';

/** Goes to the account sign-up's landing page: a portal route, or a page on the brand's domains. */
export function goAfterAccountSignup(services: PortalServices, redirectUrl: string | null): void {
  const target = accountSignupTarget(redirectUrl, { brand: services.brand, currentHost: services.host });
  if (target.startsWith('/')) services.openRoute(target, { replace: true });
  else services.leave(target);
}

/**
 * access §4 "Signup without a class code" (`registerUser=true`): create the
 * account, update the profile, log in after 1900 ms and go on 2200 ms after
 * the account exists (3000 ms in Canada) — to the safe redirectUrl, else my
 * account — once the login has finished.
 */
export function AccountSignup() {
  const services = usePortal();
  const redirectUrl = useQuery().get('redirectUrl');
  const timers = useSignupTimers();
  const [stage, setStage] = useState<Stage>('form');

  async function register(values: SignupValues) {
    await registerStudent(services.client, {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email,
      password: values.password,
    });
    // The account exists now; profile extras are not worth failing it for.
    await updateStudent(services.client, accountSignupUpdate(values)).catch(() => undefined);
    services.emit({ type: 'analyticsEvent', event: 'accountRegistration' });
    if (!timers.alive()) return;
    setStage('created');
    let signedIn = false;
    let due = false;
    const goOn = () => {
      if (signedIn && due && timers.alive()) goAfterAccountSignup(services, redirectUrl);
    };
    timers.later(() => {
      logIn(services, values.email, values.password).then(
        () => {
          signedIn = true;
          if (timers.alive()) setStage('signedIn');
          goOn();
        },
        () => timers.alive() && setStage('loginFailed'),
      );
    }, accountSignupTimings.logInAfterMs);
    timers.later(() => {
      due = true;
      goOn();
    }, accountSignupTimings.redirectAfterMs(values.country));
  }

  return (
    <>
      {stage === 'created' ? <Alert tone="success">{signupTexts.accountCreated}</Alert> : null}
      {stage === 'signedIn' ? <Alert tone="success">{signupTexts.signedIn}</Alert> : null}
      {stage === 'loginFailed' ? (
        <Alert tone="error">
          {signupTexts.logInAfterSignupFailed}{' '}
          <Link href={pathTo('login', { redirectUrl: redirectUrl ?? undefined })}>{accessScreens.logIn}</Link>
        </Alert>
      ) : null}
      <SignupForm programCode={null} register={register} locked={stage !== 'form'} />
    </>
  );
}
