import { useEffect, useState } from 'react';
import { failureText } from './use-submission';

/** Where a screen's load stands: a failure keeps its text so the screen can show it with Try again. */
export type LoadState<T> = { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'failed'; message: string; error: unknown };

/**
 * Runs `task` when the screen mounts and whenever `key` changes; `retry`
 * asks again (every upstream failure leaves retry possible). A task that
 * settles after the screen has gone, or after a newer run started, is ignored.
 * `key` is compared by value, so pass the inputs the task reads, joined.
 */
export function useLoad<T>(key: string, task: () => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    task().then(
      (value) => live && setState({ kind: 'ready', value }),
      (error: unknown) => live && setState({ kind: 'failed', message: failureText(error), error }),
    );
    return () => {
      live = false;
    };
    // The task is a fresh closure each render; `key` names what it depends on.
  }, [key, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
