import { Link, useLocation } from 'wouter';
import { useQuery } from '../../lib/use-query';
import { useSnapshot } from 'valtio';
import { accountScreens } from '../../core/messages/account';
import { updateSuccessDestination } from '../../core/rules/route-guard';
import { pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Screen } from '../../ui/screen';

/** `/updatesuccess?message=…`: which of the three access §2 successes to report. */
const successMessages = (): Record<string, string> => ({
  profile: accountScreens.profileUpdated,
  password: accountScreens.passwordUpdated,
  email: accountScreens.checkYourEmail,
});

/**
 * access §2 update success: the success heading, the message the query
 * names, the done button to the profile when logged in or to /login otherwise, and
 * the change-profile-or-password link for a logged-in student.
 */
export function UpdateSuccessScreen() {
  const { session } = usePortal();
  const { status } = useSnapshot(session);
  const [, navigate] = useLocation();
  const key = useQuery().get('message') ?? '';
  const messages = successMessages();
  const message = Object.hasOwn(messages, key) ? messages[key] : undefined;
  const loggedIn = status === 'authenticated';
  return (
    <Screen heading={accountScreens.missionAccomplished}>
      {message ? <Alert tone="success">{message}</Alert> : null}
      <Button block onClick={() => navigate(updateSuccessDestination(session.status === 'authenticated'))}>
        {accountScreens.imDone}
      </Button>
      {loggedIn ? (
        <p className="sp-center">
          <Link href={pathTo('profile')}>{accountScreens.changeProfileOrPassword}</Link>
        </p>
      ) : null}
    </Screen>
  );
}
