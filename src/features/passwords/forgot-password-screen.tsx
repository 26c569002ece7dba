import { useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { forgotPassword } from '../../core/api/passwords';
import { accessScreens } from '../../core/messages/access';
import { validateLoginEmail } from '../../core/validators/email';
import { pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Screen } from '../../ui/screen';
import { TextField } from '../../ui/text-field';
import { useField } from '../../ui/use-field';
import { useSubmission } from '../../ui/use-submission';
import { Form } from '../../ui/form';

/**
 * access §2 forgot password (`/forgotpassword`): an email, submit enabled
 * only when it is valid (access §5), Enter submits. access §4: emailSent goes
 * to /updatesuccess (the check-your-email message); a failure shows its text
 * (access §8 forgot-password failure) and the form stays usable.
 */
export function ForgotPasswordScreen() {
  const { client, session } = usePortal();
  const [, navigate] = useLocation();
  // A student coming from a failed login finds the email already filled in.
  const email = useField(session.loginEmail, validateLoginEmail);
  const submission = useSubmission();
  const emailRef = useRef<HTMLInputElement>(null);

  async function submit() {
    email.touch();
    if (email.problem) return emailRef.current?.focus();
    const result = await submission.run(() => forgotPassword(client, email.value.trim()));
    if (result.state === 'done') navigate(pathTo('updateSuccess', { message: 'email' }));
    if (result.state === 'failed') emailRef.current?.focus();
  }

  return (
    <Screen heading={accessScreens.forgotTitle} lead={accessScreens.forgotIntro}>
      <Form onSubmit={submit}>
        {submission.error ? <Alert tone="error">{submission.error}</Alert> : null}
        <TextField name="email" type="email" label={accessScreens.emailLabel} autoComplete="email" required inputRef={emailRef} {...email.props} />
        <Button type="submit" block pending={submission.pending} unavailable={Boolean(email.problem)}>
          {accessScreens.forgotSubmit}
        </Button>
      </Form>
      <p className="sp-center">
        <Link href={pathTo('login')}>{accessScreens.backToLogIn}</Link>
      </p>
    </Screen>
  );
}
