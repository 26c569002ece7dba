import { useState } from 'react';

/** One validated form field: its value, its rule's verdict and what to show. */
export interface Field {
  value: string;
  set(value: string): void;
  /** The validator's message, or null when the value is valid (shown or not). */
  problem: string | null;
  /** The message to show: only once the field was left or a submit was tried (access §5). */
  error: string | null;
  /** Marks the field as visited so its message shows (a submit attempt). */
  touch(): void;
  /** Ready to spread on a TextField: value, onChange, onBlur, error. */
  props: { value: string; onChange(value: string): void; onBlur(): void; error: string | null };
}

/**
 * A field checked by one of the core's validators. Messages wait until the
 * student leaves the field (or tries to submit), then follow every keystroke,
 * so a fixed value clears its message at once.
 */
export function useField(initial: string, validate: (value: string) => string | null): Field {
  const [value, set] = useState(initial);
  const [touched, setTouched] = useState(false);
  const problem = validate(value);
  const error = touched ? problem : null;
  const touch = () => setTouched(true);
  return { value, set, problem, error, touch, props: { value, onChange: set, onBlur: touch, error } };
}
