import { educationGoalsTexts as texts } from '../../core/messages';
import { typedGoalDate } from '../../core/rules/profile-goals';
import { usePortalId } from '../../ui/use-portal-id';

export interface GoalsDateFieldProps {
  value: string;
  /** Called with the value as kept: auto-formatted when typing forward (account §5). */
  onChange: (value: string) => void;
  onFocus: () => void;
  onBlur: () => void;
  error: string | null;
}

/**
 * The typed test date of Edit Goals (account §5): YYYY-MM-DD, 10 characters,
 * a numeric keypad on phones and the format as its placeholder. The shared
 * TextField has no placeholder or input mode, hence this small twin of it.
 * What typing leaves is auto-formatted as the student types forward.
 */
export function GoalsDateField(props: GoalsDateFieldProps) {
  const id = `${usePortalId()}-testDate`;
  const errorId = `${id}-error`;
  return (
    <div className="sp-field">
      <label className="sp-label" htmlFor={id}>
        {texts.testDateLabel}
      </label>
      <input
        id={id}
        name="testDate"
        type="text"
        className="sp-input"
        inputMode="numeric"
        autoComplete="off"
        placeholder={texts.datePlaceholder}
        maxLength={10}
        required
        value={props.value}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(event: { currentTarget: HTMLInputElement }) => {
          const input = event.currentTarget;
          const next = typedGoalDate(props.value, input.value);
          // A keystroke the format drops leaves the state as it was, so no render would undo it on screen.
          if (input.value !== next) input.value = next;
          props.onChange(next);
        }}
        onFocus={props.onFocus}
        onBlur={props.onBlur}
      />
      {props.error ? (
        <p className="sp-field-error" id={errorId} role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
