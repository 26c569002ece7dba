import { describe, expect, it } from 'vitest';
import { shipmentsTexts as t } from '../../src/core/messages/shipments';
import { routeTitles } from '../../src/core/messages/routes';
import { screenshot, seriousAxeViolations, useBrowserSuite } from './browser-suite';
import { heading } from './portal-page';
import { overflowsSideways, signInTo } from './account-page';

/*
 * Issue #16 in the browser: the shipments of the demo student's E2002 (one
 * delivered with a UPS number, one in transit with a USPS number) and the
 * all-courses view, in the full portal, desktop and 375 px, with axe.
 */

const suite = useBrowserSuite();

describe('shipments (account §2 /shipmentInfo)', () => {
  it('shows each shipment with its status and a carrier tracking link in a new tab; no sideways scroll at 375 px', async () => {
    const { page } = await signInTo(suite, '/shipmentInfo?enrollmentId=E2002');
    await heading(page, routeTitles.shipmentInfo).waitFor();
    const shipments = page.locator('li.sp-shipment');
    await shipments.first().waitFor();
    expect(await shipments.count()).toBe(2);
    expect(await shipments.nth(0).innerText()).toContain('Delivered');
    expect(await shipments.nth(1).innerText()).toContain('In Transit');
    const ups = page.getByRole('link', { name: /^1Z999AA10123456784\b.*track with UPS/ });
    expect(await ups.getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(await ups.getAttribute('target')).toBe('_blank');
    expect(await ups.getAttribute('rel')).toBe('noopener noreferrer');
    const usps = page.getByRole('link', { name: /^9400110898825022579493\b.*track with USPS/ });
    expect(await usps.getAttribute('href')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400110898825022579493');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'shipments');

    await page.setViewportSize({ width: 375, height: 812 });
    expect(await overflowsSideways(page), 'no sideways scrolling at 375 px').toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'shipments-narrow');
  });

  it('without an enrollment groups every course that ships; a course that ships nothing says so', async () => {
    const { page } = await signInTo(suite, '/shipmentInfo');
    const groups = page.locator('section[data-enrollment] h2');
    await groups.first().waitFor();
    expect(await groups.allInnerTexts()).toEqual(['MCAT Self-Paced', 'MCAT In Person']);
    expect(await page.getByText(t.noTracking).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'shipments-all');

    await page.goto(page.url().replace(/#.*$/, '#/pgs/shipmentInfo?enrollmentId=E2003'));
    await page.getByText(t.noneForCourse).waitFor();
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'shipments-empty-narrow');
  });
});
