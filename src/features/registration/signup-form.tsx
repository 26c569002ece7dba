import { useRef, useState } from 'react';
import { isPortalError } from '../../core/errors';
import { accessScreens } from '../../core/messages/access';
import { signupTexts } from '../../core/messages/registration';
import { isPersonalCourseProgram, isUnder13Program } from '../../core/rules/programs';
import {
  type SignupValues,
  defaultSignupCountry,
  hasExactlyEightDigits,
  marketingConsentDefault,
  validateSignupPassword,
} from '../../core/rules/signup-form';
import { validateAgeConfirmation } from '../../core/validators/access-forms';
import { validateSignupEmail, maxEmailLength } from '../../core/validators/email';
import { nameMaxLength, validateFirstName, validateLastName } from '../../core/validators/names';
import { usePortal } from '../../lib/portal-services';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Form } from '../../ui/form';
import { PasswordRules } from '../../ui/password-rules';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useField } from '../../ui/use-field';
import { usePortalId } from '../../ui/use-portal-id';
import { useSubmission } from '../../ui/use-submission';
import { SignupConsents } from './signup-consents';
import { useSignupCountries } from './signup-countries';
import { useRegisteredCheck } from './signup-email-check';
import { CheckFailedNotice, RegisteredMessage, SignupLoginPrompt, SignupTerms, useLoginHref } from './signup-links';

export interface SignupFormProps {
  /** The class's program (labels, under-13 rule); none for the account sign-up. */
  programCode: string | null;
  /** Registers; throws the PortalError to show. */
  register(values: SignupValues): Promise<void>;
  /** The flow goes on after a registration (login, redirect): SIGN UP stays disabled. */
  locked: boolean;
}

/**
 * access §2 Sign Up form with the access §5 rules: SIGN UP is announced as
 * unavailable until every field is valid, the email is not registered and,
 * for under-13 programs, the age box is ticked. A failed attempt focuses the
 * first invalid field; an email with exactly 8 digits leaves for the main site.
 */
export function SignupForm({ programCode, register, locked }: SignupFormProps) {
  const services = usePortal();
  const firstName = useField('', (v) => validateFirstName(v));
  const lastName = useField('', (v) => validateLastName(v));
  const email = useField('', validateSignupEmail);
  const password = useField('', validateSignupPassword);
  const [country, setCountry] = useState(defaultSignupCountry);
  const [resident, setResident] = useState(false);
  const [marketing, setMarketing] = useState(marketingConsentDefault(defaultSignupCountry));
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [ageTouched, setAgeTouched] = useState(false);
  const countries = useSignupCountries();
  const emailCheck = useRegisteredCheck(email.value);
  const submission = useSubmission();
  const loginHref = useLoginHref();
  const rulesId = usePortalId();
  const emailNoteId = usePortalId();
  const refs = {
    firstName: useRef<HTMLInputElement>(null),
    lastName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    age: useRef<HTMLInputElement>(null),
  };

  const under13 = isUnder13Program(programCode);
  const ageProblem = under13 ? validateAgeConfirmation(ageConfirmed) : null;
  const invalid: [boolean, { current: HTMLInputElement | null }][] = [
    [Boolean(firstName.problem), refs.firstName],
    [Boolean(lastName.problem), refs.lastName],
    [Boolean(email.problem) || emailCheck.registered, refs.email],
    [Boolean(password.problem), refs.password],
    [Boolean(ageProblem), refs.age],
  ];

  function changeCountry(next: string) {
    setCountry(next);
    setResident(false);
    setMarketing(marketingConsentDefault(next));
  }

  function changeResident(next: boolean) {
    setResident(next);
    // access §9: the consent it reveals starts unticked every time.
    setMarketing(false);
  }

  function leaveEmail() {
    email.touch();
    // The input's own value: the field may be left before the last keystroke has rendered.
    const typed = refs.email.current?.value ?? email.value;
    if (!validateSignupEmail(typed)) void emailCheck.ensure(typed);
  }

  async function submit() {
    if (locked) return;
    for (const field of [firstName, lastName, email, password]) field.touch();
    setAgeTouched(true);
    const firstInvalid = invalid.find(([bad]) => bad);
    if (firstInvalid) return firstInvalid[1].current?.focus();
    const address = email.value.trim();
    // access §5: an address with exactly 8 digits goes to the main site instead of registering.
    if (hasExactlyEightDigits(address)) return services.leave(services.brand.siteUrl);
    let taken = false;
    const values: SignupValues = {
      firstName: firstName.value,
      lastName: lastName.value,
      email: address,
      password: password.value,
      country,
      resident,
      marketing,
    };
    await submission.run(async () => {
      if ((await emailCheck.ensure(address)) === 'registered') {
        taken = true;
        return;
      }
      try {
        await register(values);
      } catch (error) {
        if (!isPortalError(error) || error.code !== 'signup.email-registered') throw error;
        taken = true;
        emailCheck.markRegistered(address);
      }
    });
    if (taken) refs.email.current?.focus();
  }

  // The already-registered text is the email field's error (its red border, aria-invalid; issue 13
  // item 16); a failed check is only a note under the field, since it does not block signing up.
  const registeredError = emailCheck.registered ? <RegisteredMessage loginHref={loginHref} /> : null;
  const emailNote =
    !emailCheck.registered && emailCheck.failure ? (
      <CheckFailedNotice id={emailNoteId} text={emailCheck.failure} loginHref={loginHref} />
    ) : null;

  return (
    <>
      <Form onSubmit={submit}>
        {submission.error ? <Alert tone="error">{submission.error}</Alert> : null}
        <div className="sp-signup-names">
          <TextField name="firstName" label={signupTexts.firstNameLabel} autoComplete="given-name" required
            maxLength={nameMaxLength.first} inputRef={refs.firstName} {...firstName.props} />
          <TextField name="lastName" label={signupTexts.lastNameLabel} autoComplete="family-name" required
            maxLength={nameMaxLength.last} inputRef={refs.lastName} {...lastName.props} />
        </div>
        <TextField
          name="email"
          type="email"
          label={isPersonalCourseProgram(programCode) ? signupTexts.studentEmailLabel : accessScreens.emailLabel}
          autoComplete="email"
          required
          maxLength={maxEmailLength}
          inputRef={refs.email}
          describedBy={emailNote ? emailNoteId : undefined}
          {...email.props}
          error={email.props.error || registeredError}
          onBlur={leaveEmail}
        />
        {emailNote}
        <TextField
          name="password"
          type="password"
          label={accessScreens.passwordLabel}
          autoComplete="new-password"
          required
          inputRef={refs.password}
          describedBy={rulesId}
          {...password.props}
        />
        <PasswordRules value={password.value} id={rulesId} />
        <SelectField name="country" label={signupTexts.countryLabel} autoComplete="country" value={country}
          options={countries} onChange={changeCountry} />
        <SignupConsents
          country={country}
          resident={resident}
          onResident={changeResident}
          marketing={marketing}
          onMarketing={setMarketing}
          under13={under13}
          ageConfirmed={ageConfirmed}
          onAgeConfirmed={setAgeConfirmed}
          ageError={ageTouched ? ageProblem : null}
          ageRef={refs.age}
        />
        <Button type="submit" block pending={submission.pending || locked} unavailable={invalid.some(([bad]) => bad)}>
          {accessScreens.signUpButton}
        </Button>
        <SignupTerms />
      </Form>
      <SignupLoginPrompt loginHref={loginHref} />
    </>
  );
}
