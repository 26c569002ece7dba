import type { ReactNode, Ref } from 'react';
import { Field } from './field';

export interface TextAreaProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  hint?: ReactNode;
  maxLength?: number;
  required?: boolean;
  disabled?: boolean;
  /** Visible lines (default 4); the box grows with the page's width, not its text. */
  rows?: number;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text box (a comment, a case description) in the shared field frame. */
export function TextArea(props: TextAreaProps) {
  return (
    <Field name={props.name} label={props.label} hint={props.hint} error={props.error}>
      {(control) => (
        <textarea
          {...control}
          ref={props.inputRef}
          className="sp-input sp-textarea"
          value={props.value}
          rows={props.rows ?? 4}
          maxLength={props.maxLength}
          required={props.required}
          disabled={props.disabled}
          onInput={(event: { currentTarget: HTMLTextAreaElement }) => props.onChange(event.currentTarget.value)}
          onBlur={props.onBlur}
        />
      )}
    </Field>
  );
}
