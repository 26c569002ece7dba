import type { ReactNode, Ref } from 'react';
import { Field } from './field';

export interface FileFieldProps {
  name: string;
  label: string;
  /** Called with the files picked (several when `multiple`); the input is cleared so the same file can be picked again. */
  onFiles: (files: File[]) => void;
  error?: string | null;
  hint?: ReactNode;
  multiple?: boolean;
  /** The file types offered in the picker (`accept`); the rules are still checked on every file. */
  accept?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled native file picker (keyboard and screen readers for free) in the shared field frame. */
export function FileField(props: FileFieldProps) {
  return (
    <Field name={props.name} label={props.label} hint={props.hint} error={props.error}>
      {(control) => (
        <input
          {...control}
          ref={props.inputRef}
          type="file"
          className="sp-input sp-file"
          multiple={props.multiple}
          accept={props.accept}
          disabled={props.disabled}
          onChange={(event: { currentTarget: HTMLInputElement }) => {
            const input = event.currentTarget;
            const files = input.files ? [...input.files] : [];
            input.value = '';
            if (files.length) props.onFiles(files);
          }}
        />
      )}
    </Field>
  );
}
