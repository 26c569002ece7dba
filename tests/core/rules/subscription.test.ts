import { describe, expect, it } from 'vitest';
import { subscriptionCancellation } from '../../../src/core/messages/account';
import { cancelCaseInput, hasCancelCase, subscriptionState } from '../../../src/core/rules/subscription';

const cancel = { enrollmentId: 'E1', status: 'New', subject: 'Subscription', typeDetail: subscriptionCancellation.subject };
const other = { enrollmentId: 'E1', status: 'New', subject: 'Billing', typeDetail: 'Refund request' };

describe('hasCancelCase (account §4)', () => {
  it.each([
    { why: 'no cases', cases: [], expected: false },
    { why: 'an unrelated case', cases: [other], expected: false },
    { why: 'a cancel case by its detail', cases: [other, cancel], expected: true },
    { why: 'a cancel case by its subject, any case and spacing', cases: [{ ...other, subject: ' cancelled subscription ' }], expected: true },
    { why: 'a closed cancel case still counts (cannot be undone)', cases: [{ ...cancel, status: 'Closed' }], expected: true },
    { why: 'the description text as the detail also counts', cases: [{ ...other, typeDetail: subscriptionCancellation.description }], expected: true },
    { why: 'missing fields', cases: [{ enrollmentId: 'E1', subject: null }], expected: false },
  ])('$why → $expected', ({ cases, expected }) => {
    expect(hasCancelCase(cases)).toBe(expected);
  });
});

describe('subscriptionState (account §4)', () => {
  it.each([
    { why: 'renewing, with the renewal date and the day 3 days before it', cases: [], expiry: '2026-04-01', expected: { kind: 'renewing', date: '04/01/2026', cancelBy: '03/29/2026' } },
    { why: 'set to expire once a cancel case exists', cases: [cancel], expiry: '2026-04-01', expected: { kind: 'set-to-expire', date: '04/01/2026', cancelBy: null } },
    { why: 'the advice day may already have passed', cases: [], expiry: '2026-03-12', expected: { kind: 'renewing', date: '03/12/2026', cancelBy: '03/09/2026' } },
    { why: 'no readable date', cases: [], expiry: 'soon', expected: { kind: 'renewing', date: null, cancelBy: null } },
    { why: 'no date, cancelled', cases: [cancel], expiry: null, expected: { kind: 'set-to-expire', date: null, cancelBy: null } },
  ])('$why', ({ cases, expiry, expected }) => {
    expect(subscriptionState({ interactions: cases, expiry })).toEqual(expected);
  });
});

describe('cancelCaseInput (account §4, §7 "creates a case, shape as case create")', () => {
  it('names the Subscription topic, the cancellation reason and description', () => {
    expect(cancelCaseInput('S1', 'E9')).toEqual({
      studentId: 'S1',
      enrollmentId: 'E9',
      type: 'Subscription',
      typeDetail: 'Cancelled Subscription',
      description: 'Canceling my subscription',
    });
  });
});
