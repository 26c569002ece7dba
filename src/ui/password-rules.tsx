import { passwordRuleChecks, passwordStrength } from '../core/validators/password';
import { accessScreens, passwordRuleLabels, strengthLabels } from '../core/messages/access';

export interface PasswordRulesProps {
  /** The new password as typed. */
  value: string;
  /** The panel's id, for the password input's aria-describedby. */
  id: string;
}

/**
 * access §5 new-password rules panel and strength meter (sign-up, reset):
 * each rule of the core with whether it is met, and the strength label as
 * text next to a three-step meter. Nothing is rated while the field is empty.
 */
export function PasswordRules({ value, id }: PasswordRulesProps) {
  const checks = passwordRuleChecks(value);
  const strength = value === '' ? null : passwordStrength(value).label;
  return (
    <div className="sp-password-rules" id={id}>
      <div className="sp-strength">
        <div className="sp-meter" data-label={strength ?? undefined} aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
        <p className="sp-strength-label" aria-live="polite">
          {strength ? accessScreens.passwordStrength(strengthLabels[strength]) : null}
        </p>
      </div>
      <p className="sp-rules-heading">{accessScreens.passwordRulesHeading}</p>
      <ul className="sp-rules">
        {checks.map((check) => (
          <li key={check.id} data-met={check.met ? 'true' : 'false'}>
            {passwordRuleLabels[check.id]}{' '}
            <span className="sp-visually-hidden">
              {check.met ? accessScreens.passwordRuleMet : accessScreens.passwordRuleUnmet}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
