import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { accessScreens } from '../../core/messages/access';
import { validateLoginEmail } from '../../core/validators/email';
import { validateLoginPassword } from '../../core/validators/password';
import { pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { logIn } from '../../lib/session-actions';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useField } from '../../ui/use-field';
import { useSubmission } from '../../ui/use-submission';
import { usePortalId } from '../../ui/use-portal-id';
import { Form } from '../../ui/form';

export interface LoginFormProps {
  onSuccess(): void;
  /** Say so when the student is already logged in (no redirect pending). */
  signedInNotice: boolean;
}

/**
 * access §2 login form with access §5 validation: Log In is available only
 * when both fields are valid, Enter submits (a real form). access §4: a
 * failure stores its message and the email in the session store, keeps what
 * was typed and puts focus on the password field.
 */
export function LoginForm({ onSuccess, signedInNotice }: LoginFormProps) {
  const services = usePortal();
  const { session } = services;
  const { loginError, status } = useSnapshot(session);
  const email = useField(session.loginEmail, validateLoginEmail);
  const password = useField('', validateLoginPassword);
  const submission = useSubmission();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errorId = usePortalId();

  // A message from an earlier visit would describe an attempt the student no longer sees.
  useEffect(
    () => () => {
      session.loginError = null;
    },
    [session],
  );

  async function submit() {
    email.touch();
    password.touch();
    if (email.problem) return emailRef.current?.focus();
    if (password.problem) return passwordRef.current?.focus();
    const address = email.value.trim();
    session.loginError = null;
    const result = await submission.run(() => logIn(services, address, password.value));
    if (result.state === 'done') {
      // A refused redirect keeps the student here (access §2): no password left in the form.
      password.set('');
      onSuccess();
    }
    if (result.state === 'failed') {
      session.loginError = result.message;
      session.loginEmail = address;
      passwordRef.current?.focus();
    }
  }

  return (
    <Form onSubmit={submit}>
      {signedInNotice && status === 'authenticated' && !submission.pending ? (
        <Alert tone="info">
          {accessScreens.alreadyLoggedIn} <Link href={pathTo('resources')}>{accessScreens.goToMyAccount}</Link>
        </Alert>
      ) : null}
      {loginError ? (
        <Alert tone="error" id={errorId}>
          {loginError}
        </Alert>
      ) : null}
      <TextField
        name="email"
        type="email"
        label={accessScreens.emailLabel}
        autoComplete="username"
        required
        inputRef={emailRef}
        {...email.props}
      />
      <TextField
        name="password"
        type="password"
        label={accessScreens.passwordLabel}
        autoComplete="current-password"
        required
        inputRef={passwordRef}
        describedBy={loginError ? errorId : undefined}
        {...password.props}
      />
      <Button type="submit" block pending={submission.pending} unavailable={Boolean(email.problem || password.problem)}>
        {accessScreens.logIn}
      </Button>
    </Form>
  );
}
