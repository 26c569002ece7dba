import { useRef, useState } from 'react';
import { accessScreens } from '../../core/messages/access';
import { agreementTexts } from '../../core/messages/agreement';
import { shellTexts } from '../../core/messages/shell';
import { validateAttendanceLogin } from '../../core/validators/access-forms';
import { usePortal } from '../../lib/portal-services';
import { Button } from '../../ui/button';
import { Screen } from '../../ui/screen';
import { TextField } from '../../ui/text-field';
import { usePortalId } from '../../ui/use-portal-id';
import { brandSite } from '../../core/config/brand-sites';

/**
 * The names the attendance system receives (docs/decisions.md): the form is
 * posted by the browser itself, so these are its whole contract.
 */
export const attendanceFieldNames = { studentId: 'studentId', password: 'password' } as const;

/**
 * access §2 attendance-system login (`/pg/img-accudemia-login`): Student ID
 * and password; Log In is disabled until both are filled (access §5) and
 * Enter submits. The form is a real POST to the external system
 * (brandSite(brand).attendance.loginUrl, access §7): the browser sends it and leaves the
 * page; the portal only stops a submission that is not valid.
 */
export function AttendanceLoginScreen() {
  const { brand } = usePortal();
  const [studentId, setStudentId] = useState('');
  const [password, setPassword] = useState('');
  const [left, setLeft] = useState({ studentId: false, password: false });
  const studentIdRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const hintId = usePortalId();
  const problem = validateAttendanceLogin({ studentId, password });
  // The message waits until an empty field has been left (or a submit was tried).
  const showHint =
    problem !== null && ((left.studentId && studentId.trim() === '') || (left.password && password === ''));

  return (
    <Screen heading={agreementTexts.attendanceHeading} title={accessScreens.logIn} lead={agreementTexts.attendanceLead}>
      <form
        className="sp-stack"
        method="post"
        action={brandSite(brand).attendance.loginUrl}
        noValidate
        onSubmit={(event) => {
          if (!problem) return;
          event.preventDefault();
          setLeft({ studentId: true, password: true });
          (studentId.trim() === '' ? studentIdRef : passwordRef).current?.focus();
        }}
      >
        <TextField
          name={attendanceFieldNames.studentId}
          label={agreementTexts.studentIdLabel}
          value={studentId}
          onChange={setStudentId}
          onBlur={() => setLeft((l) => ({ ...l, studentId: true }))}
          autoComplete="username"
          required
          inputRef={studentIdRef}
          describedBy={showHint ? hintId : undefined}
        />
        <TextField
          name={attendanceFieldNames.password}
          type="password"
          label={accessScreens.passwordLabel}
          value={password}
          onChange={setPassword}
          onBlur={() => setLeft((l) => ({ ...l, password: true }))}
          autoComplete="current-password"
          required
          inputRef={passwordRef}
          describedBy={showHint ? hintId : undefined}
        />
        {showHint ? (
          <p className="sp-field-error" id={hintId} role="alert">
            {problem}
          </p>
        ) : null}
        <Button type="submit" block disabled={problem !== null}>
          {accessScreens.logIn}
        </Button>
        <p className="sp-attendance-links">
          <a href={brandSite(brand).attendance.forgotPasswordUrl} target="_blank" rel="noopener noreferrer">
            {agreementTexts.attendanceForgotPassword}
            <span className="sp-visually-hidden"> {shellTexts.opensInNewTab}</span>
          </a>
        </p>
      </form>
    </Screen>
  );
}
