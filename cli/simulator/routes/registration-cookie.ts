import { setBounded } from '../fixture/bounded';
import type { FixtureStudent } from '../fixture/people';
import type { SimState } from '../fixture/state';
import type { SetCookie } from '../http/cookies';
import type { RouteContext } from '../http/route';
import { randomToken } from './access-tokens';

/*
 * #29.14: the account sign-up updates the new profile before it logs in
 * (access §4 "Signup without a class code"). Only the client that created the
 * account may: the answer that creates it sets this cookie, and updatestudent
 * without a session accepts that account alone while the cookie lives.
 */

/** The simulator's own cookie (the portal never reads it: HttpOnly). */
export const registrationCookieName = 'registration';

/** Long enough for the sign-up's update right after the account exists; ten minutes of simulator time. */
export const registrationLifetimeMs = 10 * 60 * 1000;

/** Records a registration for a student just created and answers the cookie that proves it. */
export function markRegistration(state: SimState, studentId: string): SetCookie {
  const token = randomToken();
  const now = state.now().getTime();
  // Bounded like the other tokens (#13.23): expired ones and, past limits.maxTokens, the oldest go.
  setBounded(state.registrations, token, { studentId, expiresAt: now + registrationLifetimeMs }, {
    max: state.limits.maxTokens,
    expired: (held) => held.expiresAt <= now,
  });
  return { name: registrationCookieName, value: token, maxAgeSeconds: registrationLifetimeMs / 1000, httpOnly: true };
}

/** The student this client created within the last ten minutes (its registration cookie), or null. */
export function registeredStudent(ctx: RouteContext): FixtureStudent | null {
  const token = ctx.cookies[registrationCookieName];
  const held = token ? ctx.state.registrations.get(token) : undefined;
  if (!token || !held) return null;
  if (held.expiresAt <= ctx.state.now().getTime()) {
    ctx.state.registrations.delete(token);
    return null;
  }
  return ctx.state.fixture.students.find((s) => s.studentId === held.studentId) ?? null;
}
