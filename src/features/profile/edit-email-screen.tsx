import { useEffect, useRef, useState } from 'react';
import { updateStudent } from '../../core/api/account';
import { updateContact } from '../../core/api/login-profile';
import { PortalError } from '../../core/errors';
import { accessScreens } from '../../core/messages/access';
import { accountScreens } from '../../core/messages/account';
import { loginEditTexts, profileTexts } from '../../core/messages/profile';
import { studentUpdatePayload } from '../../core/rules/student-update';
import { maxEmailLength, validateEmailChange } from '../../core/validators/email';
import { pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { Alert } from '../../ui/alert';
import { PortalLink } from '../../ui/portal-link';
import { TextField } from '../../ui/text-field';
import { useField } from '../../ui/use-field';
import { usePortalId } from '../../ui/use-portal-id';
import { PasswordFields, serverRefusal, usePasswordChange } from './login-password-fields';
import { ProfileForm, ProfileScreen } from './profile-form';
import type { SaveOutcome } from '../../ui/submit-form';
import type { AccountScreenData } from '../../ui/use-account-data';

/**
 * account §2 Edit Email / Edit Login (/myaccount/profile/updateemail): the
 * login email read-only with an Edit button that reveals New and Confirm New
 * Email (account §5), then Current Password and an optional New Password.
 * Its back link goes to the password edit route (account §2).
 */
export function EditEmailScreen() {
  return <ProfileScreen heading={accountScreens.editLogin}>{(data) => <EditLoginForm {...data} />}</ProfileScreen>;
}

function EditLoginForm({ user, student }: AccountScreenData) {
  const { client } = usePortal();
  // The login email in effect: after a saved email change it is the new one.
  const [currentEmail, setCurrentEmail] = useState(user.email);
  const [editing, setEditing] = useState(false);
  const [emailFailure, setEmailFailure] = useState<string | null>(null);
  const [emailSaved, setEmailSaved] = useState(false);
  const newEmailRef = useRef<HTMLInputElement>(null);
  const currentId = usePortalId();
  const newEmail = useField('', (value) => {
    const problem = validateEmailChange({ current: currentEmail, next: value, confirmation: value });
    return problem?.message ?? null;
  });
  const confirmation = useField('', (value) => {
    const problem = validateEmailChange({ current: currentEmail, next: newEmail.value, confirmation: value });
    return problem?.field === 'confirmation' ? problem.message : null;
  });
  const password = usePasswordChange({ optional: true });

  useEffect(() => {
    if (editing) newEmailRef.current?.focus();
  }, [editing]);

  // Blank new-email fields leave the email as it is.
  const emailWanted = editing && (newEmail.value !== '' || confirmation.value !== '');
  const emailValid = !emailWanted || (!newEmail.problem && !confirmation.problem && !emailFailure);

  async function saveEmail(email: string): Promise<boolean> {
    const userId = user.userId ?? student.userId;
    if (!userId) throw new PortalError('upstream.shape', { path: 'userId', call: 'updateContact' });
    try {
      // The login first: it is the call that refuses an email in use (account §8);
      // then the student record, so both hold the same email (account §7).
      const firstName = user.firstName || student.firstName || undefined;
      const lastName = user.lastName || student.lastName || undefined;
      await updateContact(client, { email, userId, firstName, lastName });
      await updateStudent(client, studentUpdatePayload(student, { email }));
    } catch (error) {
      // account §8: a profile update error is the email field's error text.
      const message = serverRefusal(error);
      if (!message) throw error;
      setEmailFailure(message);
      newEmailRef.current?.focus();
      return false;
    }
    setCurrentEmail(email);
    setEditing(false);
    newEmail.set('');
    confirmation.set('');
    return true;
  }

  async function save(): Promise<SaveOutcome> {
    setEmailSaved(false);
    if (emailWanted) {
      const email = newEmail.value.trim();
      if (!(await saveEmail(email))) return 'stay';
      if (!password.wanted) return 'done';
      setEmailSaved(true);
      return (await password.save(client, email)) ? 'done' : 'stay';
    }
    return (await password.save(client, currentEmail)) ? 'done' : 'stay';
  }

  const editNewEmail = (value: string) => {
    newEmail.set(value);
    setEmailFailure(null);
  };

  return (
    <>
      <p>
        <PortalLink href={pathTo('updatePassword')}>{loginEditTexts.back}</PortalLink>
      </p>
      <ProfileForm
        changed={emailWanted || password.wanted}
        valid={emailValid && password.valid}
        save={save}
        // Only a new password: the success page says so; an email change shows on the profile.
        destination={emailWanted ? pathTo('profile') : pathTo('updateSuccess', { message: 'password' })}
      >
        {emailSaved ? <Alert tone="success">{loginEditTexts.emailUpdated}</Alert> : null}
        <div className="sp-field">
          <label className="sp-label" htmlFor={currentId}>
            {accessScreens.emailLabel}
          </label>
          <input id={currentId} className="sp-input" type="email" name="currentEmail" readOnly value={currentEmail} />
        </div>
        {editing ? (
          <>
            <TextField
              name="newEmail"
              type="email"
              label={loginEditTexts.newEmailLabel}
              autoComplete="email"
              maxLength={maxEmailLength}
              inputRef={newEmailRef}
              value={newEmail.value}
              onChange={editNewEmail}
              onBlur={newEmail.touch}
              error={emailFailure ?? newEmail.error}
            />
            <TextField
              name="confirmEmail"
              type="email"
              label={loginEditTexts.confirmEmailLabel}
              autoComplete="email"
              maxLength={maxEmailLength}
              value={confirmation.value}
              onChange={confirmation.set}
              // account §5: the confirmation is cleared when it gains focus.
              onFocus={() => confirmation.set('')}
              onBlur={confirmation.touch}
              error={confirmation.error}
            />
          </>
        ) : (
          <div>
            <button type="button" className="sp-button" data-variant="secondary" aria-label={loginEditTexts.editEmail} onClick={() => setEditing(true)}>
              {profileTexts.edit}
            </button>
          </div>
        )}
        <PasswordFields change={password} username={currentEmail} />
      </ProfileForm>
    </>
  );
}
