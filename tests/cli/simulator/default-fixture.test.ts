import { describe, expect, it } from 'vitest';
import { loadDefaultFixture } from '../../../cli/simulator/fixture/load';
import { courseExpiryText } from '../../../src/core/rules/course-card';
import { isCaseReadOnly } from '../../../src/core/rules/cases';
import { leadFormFamily } from '../../../src/core/rules/programs';
import { epoch } from '../../support/epoch';

// The scenarios issue #3 asks the default fixture to hold, checked through the
// core's own rules so "expires in 10 days" means what the portal will show.
const now = epoch;
const fixture = loadDefaultFixture(now);
const demo = 'S1001';
const demoCourses = fixture.courses.filter((c) => c.studentId === demo).map((c) => c.course);
const demoEvents = fixture.events.filter((e) => e.studentId === demo);

describe('default fixture scenarios (issue #3)', () => {
  it('gives the main demo student active and expired courses and events', () => {
    const courses = fixture.courses.filter((c) => c.studentId === demo);
    expect(courses.some((c) => c.expired)).toBe(true);
    expect(courses.some((c) => !c.expired)).toBe(true);
    expect(demoEvents.some((e) => e.expired)).toBe(true);
    expect(demoEvents.some((e) => !e.expired)).toBe(true);
  });

  it('covers delivery types 1, 2, 4, 11 and 20 and a subscription product', () => {
    const types = new Set(demoCourses.map((c) => Number(c.deliveryType)));
    for (const type of [1, 2, 4, 11, 20]) expect(types).toContain(type);
    expect(demoCourses.some((c) => c.subscriptionProduct)).toBe(true);
  });

  it('has a course expiring within 14 days, one expiring today and one starting in the future', () => {
    const kinds = demoCourses.map((c) => courseExpiryText(c, { now })?.kind);
    expect(kinds).toContain('expires-soon');
    expect(kinds).toContain('expires-today');
    expect(kinds).toContain('starts');
  });

  it('carries the four purchase-status banners', () => {
    const statuses = new Set(demoCourses.map((c) => c.purchaseStatus));
    for (const status of ['DISABLE', 'DECLINE', 'FREEZE', 'DROP']) expect(statuses).toContain(status);
  });

  it('has a pending bar agreement and a pending HSG agreement for the demo student', () => {
    const ids = new Set(demoCourses.map((c) => c.enrollmentId));
    const pending = fixture.agreements.filter((a) => a.enrollmentId && ids.has(a.enrollmentId) && a.eaDate === null);
    expect(pending.some((a) => a.isBar)).toBe(true);
    expect(pending.some((a) => a.isHSG)).toBe(true);
  });

  it('has open cases, one closed 2 days ago (editable) and one closed 5 days ago (read-only)', () => {
    const cases = fixture.cases.filter((c) => c.studentId === demo);
    expect(cases.some((c) => c.status !== 'Closed')).toBe(true);
    const closed = cases.filter((c) => c.status === 'Closed');
    expect(closed.map((c) => isCaseReadOnly(c, now)).sort()).toEqual([false, true]);
  });

  it('has make-up sessions near 10014, shipments with tracking and a receipt with installments', () => {
    expect(fixture.zipLocations['10014']).toBeDefined();
    expect(fixture.makeupSessions.length).toBeGreaterThanOrEqual(3);
    expect(fixture.shipments.some((s) => s.trackingNumber)).toBe(true);
    const rowsPerPurchase = new Map<string, number>();
    for (const p of fixture.payments) rowsPerPurchase.set(p.purchaseId, (rowsPerPurchase.get(p.purchaseId) ?? 0) + 1);
    expect([...rowsPerPurchase.values()].some((rows) => rows >= 3)).toBe(true);
  });

  it('has a pre-college student with a parent, a locked account and an already registered email', () => {
    expect(fixture.students.some((s) => s.RelationShip?.some((r) => r.parentFirstName))).toBe(true);
    expect(fixture.students.some((s) => s.locked)).toBe(true);
    expect(fixture.students.map((s) => s.email)).toContain('registered@student-portal.test');
  });

  it('has free events of delivery 3, 6, 7 and 11, with and without free trial, for every program family', () => {
    const events = fixture.classes.map((c) => ({
      type: Number(c.Product.deliveryType),
      trial: Boolean(c.Product.isFreeTrial),
      family: leadFormFamily(c.programCode),
    }));
    for (const type of [3, 6, 7, 11]) expect(events.some((e) => e.type === type)).toBe(true);
    expect(events.some((e) => e.trial)).toBe(true);
    expect(events.some((e) => !e.trial)).toBe(true);
    for (const family of ['med', 'nursing', 'bar', 'grad', 'pc']) expect(events.map((e) => e.family)).toContain(family);
  });

  it('has a class behind a question gate', () => {
    expect(fixture.classes.some((c) => c.question)).toBe(true);
  });
});
