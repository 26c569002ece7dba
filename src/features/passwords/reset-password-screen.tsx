import { Link } from 'wouter';
import { useQuery } from '../../lib/use-query';
import { accessScreens } from '../../core/messages/access';
import { transportErrors } from '../../core/messages/errors';
import { pathTo } from '../../lib/paths';
import { Alert } from '../../ui/alert';
import { Screen } from '../../ui/screen';
import { ResetPasswordForm } from './reset-password-form';
import { useResetLink } from './use-reset-link';
import { LoadFailure } from '../../ui/load-failure';

/** access §4 / §8: the expired-link message with a link to forgot password. */
function ExpiredLink() {
  return (
    <Alert tone="error">
      <span className="sp-block">{transportErrors.resetLinkExpired}</span>
      <Link href={pathTo('forgotPassword')}>{accessScreens.forgotPasswordLink}</Link>
    </Alert>
  );
}

/**
 * access §2 reset password (`/resetpassword?t=…`): the link's token is
 * checked first; an invalid or expired one shows the expired-link message,
 * a valid one the new-password form.
 */
export function ResetPasswordScreen() {
  const token = useQuery().get('t');
  const link = useResetLink(token);
  const { state } = link;
  return (
    <Screen heading={accessScreens.resetTitle} lead={state.kind === 'ready' ? accessScreens.resetIntro : undefined}>
      {state.kind === 'loading' ? (
        <p className="sp-center sp-muted" role="status">
          {accessScreens.checkingResetLink}
        </p>
      ) : state.kind === 'missing' ? (
        <ExpiredLink />
      ) : state.kind === 'failed' ? (
        <LoadFailure message={state.message} onRetry={link.retry} />
      ) : token ? (
        <ResetPasswordForm token={token} onExpired={link.markMissing} />
      ) : null}
    </Screen>
  );
}
