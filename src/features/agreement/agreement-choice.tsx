import type { Ref } from 'react';
import { usePortalId } from '../../ui/use-portal-id';

export interface ChoiceOption<T> {
  value: T;
  label: string;
}

export interface AgreementChoiceProps<T> {
  name: string;
  legend: string;
  options: readonly ChoiceOption<T>[];
  value: T | null;
  onChange(value: T): void;
  error: string | null;
  disabled?: boolean;
  /** The first radio, so a failed attempt can move focus to the group. */
  firstRef?: Ref<HTMLInputElement>;
}

/**
 * One required agreement option (access §5: the bar share-info choice, the HSG
 * option 1–4) as a radio group; its error is tied to every radio and announced.
 */
export function AgreementChoice<T extends string | number | boolean>(props: AgreementChoiceProps<T>) {
  const id = `${usePortalId()}-${props.name}`;
  const errorId = `${id}-error`;
  return (
    <fieldset className="sp-choice">
      <legend className="sp-label">{props.legend}</legend>
      <div className="sp-choice-options">
        {props.options.map((option, index) => (
          <label className="sp-radio" key={String(option.value)}>
            <input
              ref={index === 0 ? props.firstRef : undefined}
              type="radio"
              name={id}
              value={String(option.value)}
              checked={props.value === option.value}
              disabled={props.disabled}
              required
              aria-describedby={props.error ? errorId : undefined}
              onChange={() => props.onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {props.error ? (
        <p className="sp-field-error" id={errorId} role="alert">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
