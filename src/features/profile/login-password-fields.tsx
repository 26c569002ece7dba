import { useRef, useState } from 'react';
import { updatePassword } from '../../core/api/login-profile';
import type { ApiClient } from '../../core/api/transport';
import { isPortalError } from '../../core/errors';
import { accessScreens } from '../../core/messages/access';
import { loginEditTexts } from '../../core/messages/profile';
import { accessValidation, chosenValidation } from '../../core/messages/validation';
import { validateLoginPassword, validateNewPassword } from '../../core/validators/password';
import { PasswordRules } from '../../ui/password-rules';
import { TextField } from '../../ui/text-field';
import { useField } from '../../ui/use-field';
import { usePortalId } from '../../ui/use-portal-id';

/**
 * A refusal the server explained (its own text, account §8), as opposed to an
 * outage or a lost session: that text belongs on the field it is about; the
 * rest goes to the form's alert, where Save can simply be pressed again.
 */
export function serverRefusal(error: unknown): string | null {
  if (!isPortalError(error) || !error.serverText) return null;
  const status = error.status;
  if (status !== undefined && (status >= 500 || status === 401 || status === 403)) return null;
  return error.message;
}

/** The current and new password pair of Edit Login and the password edit (account §5). */
export function usePasswordChange({ optional }: { optional: boolean }) {
  const current = useField('', validateLoginPassword);
  const next = useField('', (value) => (optional && value === '' ? null : validateNewPassword(value, { old: current.value })));
  // account §8: the server's Error text on the field it is about, until that field changes.
  const [failure, setFailure] = useState<{ field: 'current' | 'next'; message: string } | null>(null);
  const currentRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);
  /** A new password is being set (Edit Login: the field is optional). */
  const wanted = next.value !== '';
  const currentProblem = optional && !wanted ? null : current.problem;
  const valid = !currentProblem && !next.problem && !failure;

  /** Sends the change; false when the refusal is now shown on a field. */
  async function save(client: ApiClient, userEmail: string): Promise<boolean> {
    try {
      await updatePassword(client, { oldPassword: current.value, password: next.value, userEmail });
      return true;
    } catch (error) {
      const message = serverRefusal(error);
      if (!message) throw error;
      const field = message === accessValidation.passwordSameAsOld || message === chosenValidation.passwordRules ? 'next' : 'current';
      setFailure({ field, message });
      (field === 'next' ? nextRef : currentRef).current?.focus();
      return false;
    }
  }

  return { current, next, currentProblem, failure, setFailure, currentRef, nextRef, wanted, valid, save, optional };
}

export type PasswordChange = ReturnType<typeof usePasswordChange>;

/**
 * Current Password then New Password with the access §5 rules panel and
 * strength meter. In Edit Login the new password may stay blank (the current
 * one is kept) and the current password is asked for only to set a new one.
 */
export function PasswordFields({ change, username }: { change: PasswordChange; username: string }) {
  const { current, next, failure, optional } = change;
  const rulesId = usePortalId();
  const nextHintId = usePortalId();
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    change.setFailure(null);
  };
  const currentError = failure?.field === 'current' ? failure.message : current.error && change.currentProblem;
  return (
    <>
      {/* Tells password managers whose password this is (the login email). */}
      <input type="text" hidden readOnly name="username" autoComplete="username" value={username} />
      <TextField
        name="currentPassword"
        type="password"
        label={loginEditTexts.currentPasswordLabel}
        autoComplete="current-password"
        required={!optional || change.wanted}
        inputRef={change.currentRef}
        value={current.value}
        onChange={edit(current.set)}
        onBlur={current.touch}
        error={currentError || null}
      />
      <TextField
        name="newPassword"
        type="password"
        label={accessScreens.newPasswordLabel}
        autoComplete="new-password"
        required={!optional}
        inputRef={change.nextRef}
        describedBy={[optional ? nextHintId : '', change.wanted || !optional ? rulesId : ''].join(' ').trim() || undefined}
        value={next.value}
        onChange={edit(next.set)}
        onBlur={() => {
          next.touch();
          // Leaving a new password with the current one still empty says what is missing.
          current.touch();
        }}
        error={failure?.field === 'next' ? failure.message : next.error}
      />
      {optional ? (
        <p className="sp-muted" id={nextHintId}>
          {loginEditTexts.newPasswordHint}
        </p>
      ) : null}
      {change.wanted || !optional ? <PasswordRules value={next.value} id={rulesId} /> : null}
    </>
  );
}
