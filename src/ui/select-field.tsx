import type { Ref } from 'react';
import { Field } from './field';

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

/** A labelled native <select> (keyboard, screen readers and mobile pickers for free) in the shared field frame. */
export function SelectField(props: SelectFieldProps) {
  return (
    <Field name={props.name} label={props.label} error={props.error}>
      {(control) => (
        <select
          {...control}
          ref={props.inputRef}
          className="sp-input sp-select"
          value={props.value}
          autoComplete={props.autoComplete}
          required={props.required}
          disabled={props.disabled}
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
      )}
    </Field>
  );
}
