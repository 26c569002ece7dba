import { useEffect, useState } from 'react';
import { failureText } from './use-submission';

/**
 * Where a screen's load stands. `idle`: nothing to load yet (no key);
 * `missing`: the thing asked for does not exist (an unknown id, an expired
 * link); a failure keeps its text so the screen can show it with Try again.
 */
export type LoadState<T> =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; value: T }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string; error: unknown };

/** What a task resolves to when the answer says the thing asked for is not there. */
export const missing: unique symbol = Symbol('missing');

export interface LoadOptions {
  /** Errors that mean "not there" (a 404, a not-found code) rather than a failure to retry. */
  isMissing?: (error: unknown) => boolean;
  /** What a null key means: nothing to load yet (`idle`, the default) or nothing to find (`missing`). */
  whenNoKey?: 'idle' | 'missing';
}

export interface Load<T, S extends LoadState<T> = LoadState<T>> {
  state: S;
  /** Asks again (every upstream failure leaves retry possible). */
  retry(): void;
  /** Records that what was loaded turned out to be gone (a later answer said so). */
  markMissing(): void;
}

/**
 * Runs `task(key)` when the screen mounts and whenever `key` changes; a null
 * key loads nothing. A task that settles after the screen has gone, or after
 * a newer run started, is ignored. `key` is compared by value, so pass the
 * inputs the task reads, joined.
 */
export function useLoad<T>(
  key: string | null,
  task: (key: string) => Promise<T | typeof missing>,
  options: LoadOptions & { whenNoKey: 'missing' },
): Load<T, Exclude<LoadState<T>, { kind: 'idle' }>>;
export function useLoad<T>(key: string | null, task: (key: string) => Promise<T | typeof missing>, options?: LoadOptions): Load<T>;
export function useLoad<T>(key: string | null, task: (key: string) => Promise<T | typeof missing>, options: LoadOptions = {}): Load<T> {
  const noKey: LoadState<T> = { kind: options.whenNoKey ?? 'idle' };
  const [state, setState] = useState<LoadState<T>>(key === null ? noKey : { kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return setState(noKey);
    let live = true;
    setState({ kind: 'loading' });
    task(key).then(
      (value) => live && setState(value === missing ? { kind: 'missing' } : { kind: 'ready', value }),
      (error: unknown) => {
        if (!live) return;
        setState(options.isMissing?.(error) ? { kind: 'missing' } : { kind: 'failed', message: failureText(error), error });
      },
    );
    return () => {
      live = false;
    };
    // The task is a fresh closure each render; `key` names what it depends on.
  }, [key, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1), markMissing: () => setState({ kind: 'missing' }) };
}
