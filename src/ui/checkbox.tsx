import type { ReactNode, Ref } from 'react';
import { usePortalId } from './use-portal-id';

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

/** A labelled checkbox; its error is tied with aria-describedby and announced. Ids are unique per mount. */
export function Checkbox(props: CheckboxProps) {
  const id = `${usePortalId()}-${props.name}`;
  const errorId = `${id}-error`;
  return (
    <div className="sp-check">
      <input
        ref={props.inputRef}
        id={id}
        name={props.name}
        type="checkbox"
        checked={props.checked}
        required={props.required}
        disabled={props.disabled}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(event: { currentTarget: HTMLInputElement }) => props.onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id}>{props.label}</label>
      {props.error ? (
        <p className="sp-field-error" id={errorId} role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
