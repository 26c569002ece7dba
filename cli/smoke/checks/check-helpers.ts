import { randomUUID } from 'node:crypto';
import { PortalError, type PortalErrorCode } from '../../../src/core/errors';
import { CheckFailure, type SharedResults, type SmokeContext, expectThat } from './types';

/*
 * What several check modules share: reading a value an earlier check left,
 * expecting a refusal, and the unique names write checks use so a second run
 * against the same environment does not collide with the first.
 */

/**
 * A value an earlier check left in `ctx.shared`; a CheckFailure naming the
 * field and the check that sets it when it is missing.
 */
export function sharedValue<K extends keyof SharedResults>(
  ctx: SmokeContext,
  key: K,
  setBy: string,
): NonNullable<SharedResults[K]> {
  const value = ctx.shared[key];
  if (value === undefined || value === null) {
    throw new CheckFailure(`missing ${key}: the check ${setBy} did not leave one`);
  }
  return value;
}

/** account §3 delivery types with a session schedule and make-ups: 2 classroom, 11 live online. */
export const scheduledDeliveryTypes: readonly number[] = [2, 11];

/** A suffix no earlier run used: time plus randomness (lowercase letters and digits). */
export function uniqueSuffix(ctx: SmokeContext): string {
  return `${ctx.now().getTime().toString(36)}${randomUUID().replaceAll('-', '').slice(0, 8)}`;
}

/** A fresh email on the targets' domain; passes the sign-up email rules (no `+`). */
export function generatedEmail(ctx: SmokeContext, label: string): string {
  return `smoke-${label}-${uniqueSuffix(ctx)}@${ctx.targets.emailDomain ?? 'example.com'}`;
}

/** A throwaway password meeting the sign-up rules (8–40, lower, upper, digit, special). */
export function generatedPassword(): string {
  return `Sm0ke-${randomUUID().slice(0, 12)}`;
}

/**
 * The PortalError a call rejects with; a CheckFailure when it resolves
 * (`what` says what should have been refused). Other errors pass through.
 */
export async function expectRefusal(call: Promise<unknown>, what: string): Promise<PortalError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof PortalError) return error;
    throw error;
  }
  throw new CheckFailure(`${what}: expected a refusal, but the call succeeded`);
}

/** Asserts a PortalError's code, and its status and user text when given. */
export function expectPortalError(
  error: PortalError,
  expected: { code: PortalErrorCode; status?: number; text?: string },
): void {
  expectThat(error.code === expected.code, `expected ${expected.code}, got ${error.describe()}`);
  if (expected.status !== undefined) {
    expectThat(error.status === expected.status, `expected status ${expected.status}, got ${error.describe()}`);
  }
  if (expected.text !== undefined) {
    expectThat(error.message === expected.text, `expected the text '${expected.text}', got '${error.message}'`);
  }
}

/** True for a status in the 4xx range. */
export function isClientError(status: number): boolean {
  return status >= 400 && status <= 499;
}
