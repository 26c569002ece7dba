import { useEffect, useState } from 'react';
import { validateToken } from '../../core/api/passwords';
import { isPortalError } from '../../core/errors';
import { usePortal } from '../../lib/portal-services';
import { failureText } from '../../ui/use-submission';

/** What the reset link's token is worth: still being checked, usable, expired, or not known (a failure). */
export type ResetLinkState =
  | { kind: 'checking' }
  | { kind: 'valid' }
  | { kind: 'expired' }
  | { kind: 'unchecked'; message: string };

/**
 * access §4 reset password: the token (`t`) is validated before the form
 * shows. No token, `tokenValid: false` or a refused check is the expired
 * link; a network failure is not — it says so and `retry` checks again.
 * `expire` is for a reset that the server refused as an expired link.
 */
export function useResetLink(token: string | null) {
  const { client } = usePortal();
  const [state, setState] = useState<ResetLinkState>({ kind: token ? 'checking' : 'expired' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return setState({ kind: 'expired' });
    let live = true;
    setState({ kind: 'checking' });
    validateToken(client, token).then(
      (valid) => live && setState({ kind: valid ? 'valid' : 'expired' }),
      (error: unknown) => {
        if (!live) return;
        const expired = isPortalError(error) && error.code === 'auth.reset-link-invalid';
        setState(expired ? { kind: 'expired' } : { kind: 'unchecked', message: failureText(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [client, token, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1), expire: () => setState({ kind: 'expired' }) };
}
