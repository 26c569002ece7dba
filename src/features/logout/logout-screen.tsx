import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { accessScreens } from '../../core/messages/access';
import { loginRoute } from '../../core/rules/redirect';
import { usePortal } from '../../lib/portal-services';
import { logOut } from '../../lib/session-actions';
import { Screen } from '../../ui/screen';

/**
 * access §2 /logout: clears the session (cookies and user data) and goes to
 * /login, replacing /logout in the history so Back does not log out again.
 * A failed upstream call still ends logged out here: the cookies the portal
 * sends are gone either way.
 */
export function LogoutScreen() {
  const services = usePortal();
  const [, navigate] = useLocation();
  useEffect(() => {
    let live = true;
    logOut(services)
      .catch(() => undefined)
      .finally(() => {
        if (live) navigate(loginRoute, { replace: true });
      });
    return () => {
      live = false;
    };
  }, [services, navigate]);
  return (
    <Screen heading={accessScreens.menuLogOut}>
      <p className="sp-center sp-muted" role="status">
        {accessScreens.loggingOut}
      </p>
    </Screen>
  );
}
