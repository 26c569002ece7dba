import type { ReactNode, Ref } from 'react';
import { Field } from './field';

export interface CheckboxProps {
  name: string;
  /** The label: text or inline content (a link inside a consent label). */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled checkbox in the shared field frame (the box before its label). */
export function Checkbox(props: CheckboxProps) {
  return (
    <Field name={props.name} label={props.label} error={props.error} layout="check">
      {(control) => (
        <input
          {...control}
          ref={props.inputRef}
          type="checkbox"
          checked={props.checked}
          required={props.required}
          disabled={props.disabled}
          onChange={(event: { currentTarget: HTMLInputElement }) => props.onChange(event.currentTarget.checked)}
        />
      )}
    </Field>
  );
}
