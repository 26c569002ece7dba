import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { useQuery } from '../../lib/use-query';
import { useSnapshot } from 'valtio';
import { accessScreens } from '../../core/messages/access';
import { pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { Screen } from '../../ui/screen';
import { loginDestination } from './login-destination';
import { loginRoute } from '../../core/rules/redirect';
import { LoginForm } from './login-form';
import { SignUpPrompt } from './sign-up-prompt';

/**
 * access §2 login screen (`/` and `/login`): brand-named title and heading,
 * the form, the Forgot your password? link and, with `signup` in the query,
 * the Sign Up prompt. After a login — or when a logged-in student arrives
 * with a redirectUrl — the safe-redirect rule decides where to go.
 */
export function LoginScreen() {
  const services = usePortal();
  const { brand, session } = services;
  const { status } = useSnapshot(session);
  const [, navigate] = useLocation();
  const query = useQuery();
  const redirectUrl = query.get('redirectUrl');
  const leaving = useRef(false);

  const goOn = () => {
    if (leaving.current) return;
    const destination = loginDestination(redirectUrl, { brand, currentHost: services.host });
    // Once per login: the session turning authenticated and the form's success
    // both call this, and the second must not pull the student back from
    // wherever they went meanwhile. A refused redirect stays on this screen
    // (the route is the login itself), so a later login can still go on.
    if (destination.kind === 'route') {
      if (destination.path !== loginRoute) leaving.current = true;
      navigate(destination.path, { replace: true });
    } else {
      leaving.current = true;
      services.leave(destination.url);
    }
  };

  useEffect(() => {
    if (status === 'authenticated' && redirectUrl) goOn();
    // goOn reads only what these two name, plus per-mount services.
  }, [status, redirectUrl]);

  const displayName = brand.displayName;
  return (
    <Screen heading={accessScreens.loginHeading(displayName)} title={accessScreens.loginTitle(displayName)}>
      <LoginForm onSuccess={goOn} signedInNotice={!redirectUrl} />
      <p className="sp-center">
        <Link href={pathTo('forgotPassword')}>{accessScreens.forgotPasswordLink}</Link>
      </p>
      {query.has('signup') ? <SignUpPrompt query={query} /> : null}
    </Screen>
  );
}
