import type { Ref } from 'react';
import { usePortalId } from '../../ui/use-portal-id';

export interface AdditionalFieldsInputProps {
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string | null;
  type?: 'text' | 'email';
  autoComplete?: string;
  maxLength?: number;
  inputMode?: 'numeric' | 'text';
  disabled?: boolean;
  /** The id of a <datalist> of suggestions. */
  list?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input for the additional-fields form: the shared TextField
 * plus what this form needs on top (disabled for the Bar Rep ID, a datalist
 * for postal-code suggestions, a numeric keypad). Ids are unique per mount.
 */
export function AdditionalFieldsInput(props: AdditionalFieldsInputProps) {
  const id = `${usePortalId()}-${props.name}`;
  const errorId = `${id}-error`;
  const common = {
    ref: props.inputRef,
    id,
    name: props.name,
    className: 'sp-input',
    value: props.value,
    autoComplete: props.autoComplete,
    maxLength: props.maxLength,
    inputMode: props.inputMode,
    disabled: props.disabled,
    'aria-invalid': props.error ? ('true' as const) : undefined,
    'aria-describedby': props.error ? errorId : undefined,
    onChange: (event: { currentTarget: HTMLInputElement }) => props.onChange(event.currentTarget.value),
    onBlur: props.onBlur,
  };
  return (
    <div className="sp-field">
      <label className="sp-label" htmlFor={id}>
        {props.label}
      </label>
      {props.type === 'email' ? <input {...common} type="email" /> : <input {...common} type="text" list={props.list} />}
      {props.error ? (
        <p className="sp-field-error" id={errorId} role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
