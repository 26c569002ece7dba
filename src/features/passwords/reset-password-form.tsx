import { useRef } from 'react';
import { useLocation } from 'wouter';
import { resetPassword } from '../../core/api/passwords';
import { isPortalError } from '../../core/errors';
import { accessScreens } from '../../core/messages/access';
import { validateNewPassword } from '../../core/validators/password';
import { pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PasswordRules } from '../../ui/password-rules';
import { TextField } from '../../ui/text-field';
import { useField } from '../../ui/use-field';
import { useSubmission } from '../../ui/use-submission';
import { usePortalId } from '../../ui/use-portal-id';
import { Form } from '../../ui/form';

export interface ResetPasswordFormProps {
  /** The encrypted user token of the link (access §3 encUserID). */
  token: string;
  /** The server refused the link as expired: the screen shows the expired-link message. */
  onExpired(): void;
}

/**
 * access §2 reset form: one new-password field with the rules panel and the
 * strength meter; Save is available only when every access §5 rule holds.
 * Success goes to /updatesuccess (password updated, access §4).
 */
export function ResetPasswordForm({ token, onExpired }: ResetPasswordFormProps) {
  const { client } = usePortal();
  const [, navigate] = useLocation();
  const password = useField('', (value) => validateNewPassword(value));
  const submission = useSubmission();
  const inputRef = useRef<HTMLInputElement>(null);
  const rulesId = usePortalId();

  async function submit() {
    password.touch();
    if (password.problem) return inputRef.current?.focus();
    let expired = false;
    const result = await submission.run(async () => {
      try {
        await resetPassword(client, { encUserID: token, password: password.value });
      } catch (error) {
        expired = isPortalError(error) && error.code === 'auth.reset-link-invalid';
        throw error;
      }
    });
    if (result.state === 'done') navigate(pathTo('updateSuccess', { message: 'password' }));
    if (result.state === 'failed') {
      if (expired) onExpired();
      else inputRef.current?.focus();
    }
  }

  return (
    <Form onSubmit={submit}>
      {submission.error ? <Alert tone="error">{submission.error}</Alert> : null}
      <TextField
        name="password"
        type="password"
        label={accessScreens.newPasswordLabel}
        autoComplete="new-password"
        required
        inputRef={inputRef}
        describedBy={rulesId}
        {...password.props}
      />
      <PasswordRules value={password.value} id={rulesId} />
      <Button type="submit" block pending={submission.pending} unavailable={Boolean(password.problem)}>
        {accessScreens.resetSubmit}
      </Button>
    </Form>
  );
}
