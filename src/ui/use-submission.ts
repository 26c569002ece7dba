import { useEffect, useRef, useState } from 'react';
import { isPortalError } from '../core/errors';
import { transportErrors } from '../core/messages/errors';

/** How a submission ended: done, failed with the text to show, or skipped (busy or unmounted). */
export type SubmissionResult = { state: 'done' } | { state: 'failed'; message: string } | { state: 'skipped' };

/** The text a failed request shows: the PortalError's catalogue text (access §8). */
export function failureText(error: unknown): string {
  return isPortalError(error) ? error.message : transportErrors.upstreamFailed;
}

/**
 * One request of a form at a time (issue #5: a pending request disables its
 * button, no double submit). `run` resolves `skipped` while another run is
 * under way or once the screen has gone, so callers never act on a dead screen.
 */
export function useSubmission() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  async function run(task: () => Promise<void>): Promise<SubmissionResult> {
    if (busy.current) return { state: 'skipped' };
    busy.current = true;
    setPending(true);
    setError(null);
    try {
      await task();
      return alive.current ? { state: 'done' } : { state: 'skipped' };
    } catch (caught) {
      const message = failureText(caught);
      if (!alive.current) return { state: 'skipped' };
      setError(message);
      return { state: 'failed', message };
    } finally {
      busy.current = false;
      if (alive.current) setPending(false);
    }
  }

  return { pending, error, run, clearError: () => setError(null) };
}
