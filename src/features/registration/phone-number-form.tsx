import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useRawSearch } from '../../lib/use-query';
import { useSnapshot } from 'valtio';
import { updateStudent } from '../../core/api/account';
import type { ClassDetails } from '../../core/api/structs/registration';
import { accessScreens } from '../../core/messages/access';
import { bookingTexts } from '../../core/messages/registration';
import { formatPhone } from '../../core/rules/phone-format';
import { validatePhone } from '../../core/validators/contact';
import { pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { sessionKnown } from '../../lib/session-store';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Form } from '../../ui/form';
import { TextField } from '../../ui/text-field';
import { useField } from '../../ui/use-field';
import { useSubmission } from '../../ui/use-submission';
import { type PhoneIdentity, phoneIdentity, phoneSubmission } from './phone-submission';

/** access §9: phone 15 characters at most. */
const phoneMaxLength = 15;
/** access §4/§9: the phone step moves on 500 ms after a successful submission. */
const phoneRedirectMs = 500;

/**
 * access §2 phone number: the phone input, the automated-contact consent
 * (ewc), the submit button — disabled while the input is empty — and the skip link. A
 * submission goes through updatestudent (access §7) and, 500 ms after it
 * succeeds, on to the confirmation of the same class (access §4).
 */
export function PhoneNumberForm({ details, classId }: { details: ClassDetails; classId: string }) {
  const services = usePortal();
  const snapshot = useSnapshot(services.session);
  const [path, navigate] = useLocation();
  const search = useRawSearch();
  const identity = phoneIdentity(snapshot);
  const phone = useField('', (value) => validatePhone(value, { required: true, country: identity?.country }));
  const [consent, setConsent] = useState(false);
  const [needsLogin, setNeedsLogin] = useState(false);
  const [saved, setSaved] = useState(false);
  const submission = useSubmission();
  const phoneRef = useRef<HTMLInputElement>(null);
  const cancelRedirect = useRef<(() => void) | null>(null);
  const confirmation = pathTo('confirmation', { classid: classId });

  useEffect(() => () => cancelRedirect.current?.(), []);

  async function submit() {
    if (saved || phone.value.trim() === '') return;
    phone.touch();
    if (phone.problem) return phoneRef.current?.focus();
    let who: PhoneIdentity | null = null;
    const result = await submission.run(async () => {
      // A press while the session check still answers waits for it (the button pending): it names the student.
      await sessionKnown(services.session);
      who = phoneIdentity(services.session);
      if (who) await updateStudent(services.client, phoneSubmission({ phone: phone.value, consent, details, identity: who }));
    });
    if (result.state === 'done') {
      setNeedsLogin(!who);
      if (!who) return;
      setSaved(true);
      cancelRedirect.current = services.clock.setTimeout(() => navigate(confirmation), phoneRedirectMs);
    }
    if (result.state === 'failed') phoneRef.current?.focus();
  }

  const empty = phone.value.trim() === '';
  const here = `${path}${search ? `?${search}` : ''}`;
  return (
    <Form onSubmit={submit}>
      {saved ? <Alert tone="success">{bookingTexts.phoneSaved}</Alert> : null}
      {submission.error ? <Alert tone="error">{submission.error}</Alert> : null}
      {needsLogin ? (
        <Alert tone="error">
          {bookingTexts.phoneNeedsLogin} <Link href={pathTo('login', { redirectUrl: here })}>{accessScreens.logIn}</Link>
        </Alert>
      ) : null}
      <TextField
        name="phoneNumber"
        type="tel"
        label={bookingTexts.phoneLabel}
        autoComplete="tel"
        maxLength={phoneMaxLength}
        required
        inputRef={phoneRef}
        {...phone.props}
        onBlur={() => {
          phone.touch();
          // A US/Canadian number reads better as (xxx) xxx-xxxx; anything else stays as typed.
          if (!phone.problem) phone.set(formatPhone(phone.value.trim()));
        }}
      />
      <Checkbox name="ewc" label={bookingTexts.phoneConsent} checked={consent} onChange={setConsent} />
      {/* access §2: disabled only while empty; an invalid number is told on submit (issue 13 item 7). */}
      <Button type="submit" block disabled={empty || saved} pending={submission.pending}>
        {accessScreens.notifyMe}
      </Button>
      <Link href={confirmation} className="sp-button" data-variant="secondary" data-block="true">
        {accessScreens.noThanks}
      </Link>
    </Form>
  );
}
