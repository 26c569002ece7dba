import { type Ref } from 'react';
import { usePortalId } from './use-portal-id';

export interface TextFieldProps {
  /** The form field name (also the input's `name`). */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  type?: 'text' | 'email' | 'password' | 'tel';
  /** The autocomplete token (username, current-password, new-password, email, tel…). */
  autoComplete?: string;
  error?: string | null;
  /** Ids of extra descriptions (a rules panel), tied with aria-describedby. */
  describedBy?: string;
  maxLength?: number;
  required?: boolean;
  placeholder?: string;
  /** The on-screen keyboard phones show (`numeric` for digits). */
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  /**
   * Rewrites what was typed (auto-formatting) from the value before and the
   * input's new text. The input shows the result even when it equals the
   * value before — a dropped keystroke changes no state, so no render would undo it.
   */
  format?: (previous: string, next: string) => string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is tied with aria-describedby and announced. Ids are unique per mount. */
export function TextField(props: TextFieldProps) {
  const id = `${usePortalId()}-${props.name}`;
  const errorId = `${id}-error`;
  const describedBy = [props.error ? errorId : null, props.describedBy ?? null].filter(Boolean).join(' ') || undefined;
  const type = props.type ?? 'text';
  // Preact's input types are a union keyed on a literal `type`, so each type is its own branch.
  const common = {
    ref: props.inputRef,
    id,
    name: props.name,
    className: 'sp-input',
    value: props.value,
    autoComplete: props.autoComplete,
    maxLength: props.maxLength,
    required: props.required,
    placeholder: props.placeholder,
    inputMode: props.inputMode,
    'aria-invalid': props.error ? ('true' as const) : undefined,
    'aria-describedby': describedBy,
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const input = event.currentTarget;
      if (!props.format) return props.onChange(input.value);
      const next = props.format(props.value, input.value);
      if (input.value !== next) input.value = next;
      props.onChange(next);
    },
    onBlur: props.onBlur,
    onFocus: props.onFocus,
  };
  return (
    <div className="sp-field">
      <label className="sp-label" htmlFor={id}>
        {props.label}
      </label>
      {type === 'password' ? (
        <input {...common} type="password" />
      ) : type === 'email' ? (
        <input {...common} type="email" />
      ) : type === 'tel' ? (
        <input {...common} type="tel" />
      ) : (
        <input {...common} type="text" />
      )}
      {props.error ? (
        <p className="sp-field-error" id={errorId} role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
