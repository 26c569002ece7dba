import type { Ref } from 'react';
import { usePortalId } from './use-portal-id';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** A first, empty choice ("Select…"); its value is ''. */
  placeholder?: string;
  /** The autocomplete token (country, address-level1…). */
  autoComplete?: string;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLSelectElement>;
}

/** A labelled native <select> (keyboard, screen readers and mobile pickers for free); errors tied and announced. */
export function SelectField(props: SelectFieldProps) {
  const id = `${usePortalId()}-${props.name}`;
  const errorId = `${id}-error`;
  return (
    <div className="sp-field">
      <label className="sp-label" htmlFor={id}>
        {props.label}
      </label>
      <select
        ref={props.inputRef}
        id={id}
        name={props.name}
        className="sp-input sp-select"
        value={props.value}
        autoComplete={props.autoComplete}
        required={props.required}
        disabled={props.disabled}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(event: { currentTarget: HTMLSelectElement }) => props.onChange(event.currentTarget.value)}
        onBlur={props.onBlur}
      >
        {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {props.error ? (
        <p className="sp-field-error" id={errorId} role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
