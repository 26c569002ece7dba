import { type Ref, useEffect, useRef, useState } from 'react';
import { caseCreateTexts as t } from '../../core/messages/case-create';
import { maxCaseDescriptionLength } from '../../core/validators/cases';
import { usePortal } from '../../lib/portal-services';
import { Field } from '../../ui/field';
import { TextArea } from '../../ui/text-area';

/** The description counter is announced once typing pauses this long, not on every keystroke. */
export const counterAnnounceMs = 1000;

/** A field the link filled in (account §5: prefilled cases are locked): read-only, focusable, and saying why. */
export function LockedField({ name, label, text, multiline }: { name: string; label: string; text: string; multiline?: boolean }) {
  return (
    <Field name={name} label={label} hint={t.locked}>
      {(control) =>
        multiline ? (
          <textarea {...control} className="sp-input sp-textarea" value={text} rows={4} readOnly />
        ) : (
          <input {...control} className="sp-input" value={text} readOnly />
        )
      }
    </Field>
  );
}

/** What a locked choice shows: its option's label, else the value itself. */
export function labelOf(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}

/** The description's counter: shown as typed; its polite announcement waits until typing pauses (mount clock). */
function useAnnouncedCount(length: number): string {
  const { clock } = usePortal();
  const [announced, setAnnounced] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return clock.setTimeout(() => setAnnounced(t.counter(length, maxCaseDescriptionLength)), counterAnnounceMs);
  }, [clock, length]);
  return announced;
}

/**
 * account §5/§9: the case description, at most 4000 characters, its counter
 * as the field's hint and a polite announcement of it once typing pauses.
 */
export function DescriptionField(props: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | null;
  inputRef: Ref<HTMLTextAreaElement>;
}) {
  const announced = useAnnouncedCount(props.value.length);
  return (
    <>
      <TextArea
        name="description"
        label={t.description}
        {...props}
        hint={t.counter(props.value.length, maxCaseDescriptionLength)}
        maxLength={maxCaseDescriptionLength}
        rows={6}
        required
      />
      <p className="sp-visually-hidden" role="status">
        {announced}
      </p>
    </>
  );
}
