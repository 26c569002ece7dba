import type { FixtureStudent } from '../fixture/people';
import { setBounded } from '../fixture/bounded';
import type { SimState } from '../fixture/state';
import { randomToken } from './access-tokens';
import { findStudentByEmail } from './check-credentials';

/** A reset link minted by forgotPassword works for 24 hours of simulator time. */
export const resetTokenLifetimeMs = 24 * 60 * 60 * 1000;

/** What a reset token (the `t` of a reset link, access §2 /resetpassword) is worth now. */
export type ResetTokenCheck =
  | { valid: true; student: FixtureStudent }
  | { valid: false; reason: 'expired' | 'unknown' };

/** Mints a reset token for an email and keeps it in `state.resetTokens` (never in an answer). */
export function mintResetToken(state: SimState, email: string): string {
  const token = randomToken();
  const now = state.now().getTime();
  // Bounded (#13.23): minted links past their expiry and, past limits.maxTokens, the oldest go; the fixture's stay.
  setBounded(state.resetTokens, token, { email, expiresAt: now + resetTokenLifetimeMs }, {
    max: state.limits.maxTokens,
    expired: (held) => held.expiresAt < now,
    keep: (held) => held.fromFixture === true,
  });
  return token;
}

/**
 * access §4 reset password: a token is valid until its expiry (inclusive) and
 * while its account exists. Any token the simulator did not issue — a
 * tampered link — is unknown.
 */
export function checkResetToken(state: SimState, token: string): ResetTokenCheck {
  const held = state.resetTokens.get(token);
  if (!held) return { valid: false, reason: 'unknown' };
  if (state.now().getTime() > held.expiresAt) return { valid: false, reason: 'expired' };
  const student = findStudentByEmail(state, held.email);
  return student ? { valid: true, student } : { valid: false, reason: 'unknown' };
}
