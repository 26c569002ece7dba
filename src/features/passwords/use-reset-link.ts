import { validateToken } from '../../core/api/passwords';
import { isPortalError } from '../../core/errors';
import { usePortal } from '../../lib/portal-services';
import { missing, useLoad } from '../../ui/use-load';

/**
 * access §4 reset password: the token (`t`) is validated before the form
 * shows. No token, `tokenValid: false` or a refused check is the expired
 * link (`missing`); a network failure is not — it says so and `retry` checks
 * again. `markMissing` is for a reset that the server refused as an expired link.
 */
export function useResetLink(token: string | null) {
  const { client } = usePortal();
  return useLoad(token, async (t) => ((await validateToken(client, t)) ? true : missing), {
    whenNoKey: 'missing',
    isMissing: (error) => isPortalError(error) && error.code === 'auth.reset-link-invalid',
  });
}
