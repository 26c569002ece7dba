import type { ReactNode, Ref } from 'react';
import { Field } from './field';

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
  /** Text, or inline content with a link (Field). */
  error?: ReactNode;
  hint?: ReactNode;
  /** Ids of extra descriptions (a rules panel), tied with aria-describedby. */
  describedBy?: string;
  maxLength?: number;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** The on-screen keyboard phones show (`numeric` for digits). */
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  /** The id of a <datalist> of suggestions. */
  list?: string;
  /**
   * Rewrites what was typed (auto-formatting) from the value before and the
   * input's new text. The input shows the result even when it equals the
   * value before — a dropped keystroke changes no state, so no render would undo it.
   */
  format?: (previous: string, next: string) => string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input in the shared field frame (label, hint, error tied and announced). */
export function TextField(props: TextFieldProps) {
  const type = props.type ?? 'text';
  return (
    <Field name={props.name} label={props.label} hint={props.hint} error={props.error} describedBy={props.describedBy}>
      {(control) => {
        // Preact's input types are a union keyed on a literal `type`, so each type is its own branch.
        const common = {
          ...control,
          ref: props.inputRef,
          className: 'sp-input',
          value: props.value,
          autoComplete: props.autoComplete,
          maxLength: props.maxLength,
          required: props.required,
          disabled: props.disabled,
          placeholder: props.placeholder,
          inputMode: props.inputMode,
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
        return type === 'password' ? (
          <input {...common} type="password" />
        ) : type === 'email' ? (
          <input {...common} type="email" />
        ) : type === 'tel' ? (
          <input {...common} type="tel" />
        ) : (
          <input {...common} type="text" list={props.list} />
        );
      }}
    </Field>
  );
}
