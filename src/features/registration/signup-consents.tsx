import type { Ref } from 'react';
import { accessScreens } from '../../core/messages/access';
import { signupTexts } from '../../core/messages/registration';
import { residencyFor } from '../../core/rules/signup-form';
import { Checkbox } from '../../ui/checkbox';

export interface SignupConsentsProps {
  country: string;
  resident: boolean;
  onResident(value: boolean): void;
  marketing: boolean;
  onMarketing(value: boolean): void;
  /** access §2: the program is for under-13s, so the age box is shown and required. */
  under13: boolean;
  ageConfirmed: boolean;
  onAgeConfirmed(value: boolean): void;
  ageError: string | null;
  ageRef: Ref<HTMLInputElement>;
}

/**
 * access §2 consent checkboxes: the under-13 notice and required age box; the
 * Canadian or EU/UK residency box, which reveals the marketing consent (off
 * by default, access §9); elsewhere the marketing consent is shown as given.
 */
export function SignupConsents(props: SignupConsentsProps) {
  const residency = residencyFor(props.country);
  const marketingShown = residency === null || props.resident;
  return (
    <div className="sp-stack sp-signup-consents">
      {props.under13 ? (
        <>
          <p className="sp-signup-notice">{accessScreens.under13Notice}</p>
          <Checkbox
            name="ageConfirmed"
            label={accessScreens.under13Checkbox}
            checked={props.ageConfirmed}
            onChange={props.onAgeConfirmed}
            error={props.ageError}
            required
            inputRef={props.ageRef}
          />
        </>
      ) : null}
      {residency ? (
        <Checkbox
          name="resident"
          label={residency === 'canada' ? accessScreens.canadianResident : accessScreens.euResident}
          checked={props.resident}
          onChange={props.onResident}
        />
      ) : null}
      {marketingShown ? (
        <Checkbox name="marketing" label={signupTexts.marketingConsent} checked={props.marketing} onChange={props.onMarketing} />
      ) : null}
    </div>
  );
}
