import { randomBytes } from 'node:crypto';
import { setBounded } from '../fixture/bounded';
import type { SimState } from '../fixture/state';

/** access §9: the identity token (and its cookie) lives one day. */
export const accessTokenLifetimeMs = 24 * 60 * 60 * 1000;

/** An unguessable token for sessions, access tokens, reset links and tickets. */
export function randomToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * A new access token for a student, recorded in `state.tokens` with a one-day
 * expiry (the routing service accepts it as a bearer token, account §7).
 * `expTime` is the expiry in epoch milliseconds (docs/fixtures.md).
 */
export function mintAccessToken(state: SimState, studentId: string): { accessToken: string; expTime: number } {
  const accessToken = randomToken();
  const now = state.now().getTime();
  const expTime = now + accessTokenLifetimeMs;
  // Bounded (#13.23): expired tokens and, past limits.maxTokens, the oldest go.
  setBounded(state.tokens, accessToken, { studentId, expiresAt: expTime }, {
    max: state.limits.maxTokens,
    expired: (token) => token.expiresAt < now,
  });
  return { accessToken, expTime };
}
