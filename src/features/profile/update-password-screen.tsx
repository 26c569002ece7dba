import { accessScreens } from '../../core/messages/access';
import { accountScreens } from '../../core/messages/account';
import { loginEditTexts } from '../../core/messages/profile';
import { pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { PortalLink } from '../../ui/portal-link';
import { PasswordFields, usePasswordChange } from './login-password-fields';
import { ProfileForm, ProfileScreen } from './profile-form';

/**
 * account §2 password edit (/myaccount/profile/updatepassword): current and
 * new password (access §5 rules panel and strength meter). Save is available
 * once both are filled and the new one meets the rules and differs from the
 * current one; the server's Error text shows on its field (access §8); success
 * goes to /updatesuccess with the password message.
 */
export function UpdatePasswordScreen() {
  return <ProfileScreen heading={loginEditTexts.editPassword}>{({ user }) => <UpdatePasswordForm email={user.email} />}</ProfileScreen>;
}

function UpdatePasswordForm({ email }: { email: string }) {
  const { client } = usePortal();
  const change = usePasswordChange({ optional: false });
  return (
    <>
      <ProfileForm
        changed={change.current.value !== '' && change.wanted}
        valid={change.valid}
        save={async () => ((await change.save(client, email)) ? 'done' : 'stay')}
        destination={pathTo('updateSuccess', { message: 'password' })}
        submitLabel={accessScreens.resetSubmit}
      >
        <PasswordFields change={change} username={email} />
      </ProfileForm>
      <p>
        <PortalLink href={pathTo('updateEmail')}>{accountScreens.editLogin}</PortalLink>
      </p>
    </>
  );
}
