import type { NewCase } from '../api/cases';
import { subscriptionCancellation } from '../messages/account';
import { addDays, parseUpstreamDate } from '../time/calendar';
import { dayText } from '../messages/formats';

/** account §4: advice shown is to cancel this many days before renewal. */
export const cancelDaysBeforeRenewal = 3;

/** The case topic a cancellation is filed under (the picklist's Subscription topic). */
export const subscriptionCaseTopic = 'Subscription';

interface InteractionLike {
  subject?: string | null;
  typeDetail?: string | null;
}

const reasons = [subscriptionCancellation.subject, subscriptionCancellation.description].map((r) => r.toLowerCase());
const isReason = (value: string | null | undefined) => reasons.includes((value ?? '').trim().toLowerCase());

/**
 * account §4: a subscription is set to expire once a cancel case exists for it
 * — a case whose subject or detail is one of the cancellation reasons, in any
 * status (a cancellation cannot be undone).
 */
export function hasCancelCase(interactions: readonly InteractionLike[] | null | undefined): boolean {
  return (interactions ?? []).some((i) => isReason(i.subject) || isReason(i.typeDetail));
}

export interface SubscriptionState {
  kind: 'renewing' | 'set-to-expire';
  /** The renewal (or, once cancelled, expiry) date, MM/DD/YYYY; null when the course has no readable date. */
  date: string | null;
  /** While renewing: the day 3 days before renewal, by which to cancel (account §4 advice). */
  cancelBy: string | null;
}

/** account §4 subscription state from the enrollment's cases and the course's expiry date. */
export function subscriptionState(input: {
  interactions: readonly InteractionLike[] | null | undefined;
  expiry: string | null | undefined;
}): SubscriptionState {
  const expiry = input.expiry ? parseUpstreamDate(input.expiry) : null;
  const date = expiry ? dayText(expiry) : null;
  if (hasCancelCase(input.interactions)) return { kind: 'set-to-expire', date, cancelBy: null };
  return { kind: 'renewing', date, cancelBy: expiry ? dayText(addDays(expiry, -cancelDaysBeforeRenewal)) : null };
}

/** account §4/§7: the case a cancellation creates (shape as case create). */
export function cancelCaseInput(studentId: string, enrollmentId: string): NewCase {
  return {
    studentId,
    enrollmentId,
    type: subscriptionCaseTopic,
    typeDetail: subscriptionCancellation.subject,
    description: subscriptionCancellation.description,
  };
}
