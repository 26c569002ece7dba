import { describe, expect, it } from 'vitest';
import type { Fault } from '../../support/fault-proxy';
import { shipmentsTexts as t } from '../../../src/core/messages/shipments';
import { courseCardTexts, liveOnlineTexts } from '../../../src/core/messages/resources';
import { transportErrors } from '../../../src/core/messages/errors';
import { portalScreens } from '../../../src/core/messages/shell';
import { routeTitles } from '../../../src/core/messages/routes';
import { getBrand } from '../../../src/core/config/brands';
import { type RenderedPortal, alerts, button, hashRoute, heading, link, renderSignedIn } from '../render-portal';
import { waitFor } from '../../support/wait';
import { accounts } from '../../support/accounts';
import { showContent, signIn } from '../resources/resources-harness';
import { brandSites } from '../../../src/core/config/brand-sites';

type FixtureShipment = ReturnType<RenderedPortal['sim']['simulator']['state']>['fixture']['shipments'][number];

const shipmentsPath = (enrollmentId: string, path = '/shipmentInfo') => `${path}?enrollmentId=${enrollmentId}`;
const groups = (host: HTMLElement) => [...host.querySelectorAll<HTMLElement>('section[data-enrollment]')];
const loaded = (host: HTMLElement) =>
  waitFor(() => (host.querySelector('.sp-shipments, section[data-enrollment] p') || host.textContent?.includes(t.noneAtAll)) && host, 'the shipments');
/** Each shipment as its kit name and facts (label → value). */
const items = (scope: HTMLElement) =>
  [...scope.querySelectorAll('li.sp-shipment')].map((li) => ({
    kit: li.querySelector('h3')?.textContent,
    ...Object.fromEntries([...li.querySelectorAll('dl > div')].map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent])),
  }));
const trackingLinks = (scope: HTMLElement) =>
  [...scope.querySelectorAll<HTMLAnchorElement>('li.sp-shipment a')].map((a) => ({ href: a.href, target: a.target, rel: a.rel, name: a.textContent }));

const withShipments = (enrollmentId: string, shipments: Omit<FixtureShipment, 'enrollmentId'>[]) => (portal: RenderedPortal) => {
  const fixture = portal.sim.simulator.state().fixture;
  fixture.shipments = [...fixture.shipments.filter((s) => s.enrollmentId !== enrollmentId), ...shipments.map((s) => ({ enrollmentId, ...s }))];
};

const delivered = { kit: 'MCAT Review Book Set', [t.status]: 'Delivered', [t.carrier]: 'UPS', [t.trackingNumber]: `1Z999AA10123456784${t.trackWith('UPS')} (opens in a new tab)` };
const inTransit = { kit: 'MCAT Flashcards', [t.status]: 'In Transit', [t.carrier]: 'USPS', [t.trackingNumber]: `9400110898825022579493${t.trackWith('USPS')} (opens in a new tab)` };

describe('shipments (account §2 /shipmentInfo, /pgs/shipmentInfo: shipping status and a tracking link per shipment)', () => {
  it.each([['/shipmentInfo'], ['/pgs/shipmentInfo']])('%s lists each shipment of the course with its status and carrier tracking link', async (path) => {
    const { host, requests } = await renderSignedIn(shipmentsPath('E2002', path));
    await loaded(host);
    expect(heading(host)).toBe(routeTitles.shipmentInfo);
    expect(groups(host).map((g) => g.querySelector('h2')?.textContent)).toEqual(['MCAT In Person']);
    expect(items(host)).toEqual([delivered, inTransit]);
    // New tab, no opener or referrer, https, built from the number by the carrier rules of the brand.
    expect(trackingLinks(host)).toEqual([
      { href: 'https://www.ups.com/track?tracknum=1Z999AA10123456784', target: '_blank', rel: 'noopener noreferrer', name: delivered[t.trackingNumber] },
      { href: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400110898825022579493', target: '_blank', rel: 'noopener noreferrer', name: inTransit[t.trackingNumber] },
    ]);
    // account §7: the shipment (warehouse kit) query for that enrollment.
    expect(requests.find((r) => r.body?.includes('"operationName":"Shipments"'))?.body).toContain('"enrollmentId":"E2002"');
    expect(link(host, liveOnlineTexts.backToResources)?.getAttribute('href')).toBe('#/myaccount/resources');
  });

  it('shows a shipment without a tracking number as not yet trackable, without a link', async () => {
    const { host } = await renderSignedIn(shipmentsPath('E2001'));
    await loaded(host);
    expect(items(host)).toEqual([{ kit: 'MCAT Quick Sheets', [t.status]: 'Processing', [t.carrier]: t.notGiven, [t.trackingNumber]: t.noTracking }]);
    expect(trackingLinks(host)).toEqual([]);
  });

  it('sends a number no carrier rule knows to the brand’s tracking page, and links nothing that is no tracking number', async () => {
    const { host } = await renderSignedIn(shipmentsPath('E2003'), {
      before: withShipments('E2003', [
        { status: 'Shipped', trackingNumber: 'GRE-77-01', WarehouseKit: { name: 'GRE Guide' } },
        { status: 'Shipped', trackingNumber: 'javascript:alert(1)', WarehouseKit: null },
        { status: null, trackingNumber: '123456789012', WarehouseKit: { name: null } },
      ]),
    });
    await loaded(host);
    expect(items(host)).toEqual([
      { kit: 'GRE Guide', [t.status]: 'Shipped', [t.carrier]: t.notGiven, [t.trackingNumber]: `GRE-77-01${t.trackWith(null)} (opens in a new tab)` },
      { kit: t.shipment, [t.status]: 'Shipped', [t.carrier]: t.notGiven, [t.trackingNumber]: 'javascript:alert(1)' },
      { kit: t.shipment, [t.status]: t.notGiven, [t.carrier]: 'FedEx', [t.trackingNumber]: `123456789012${t.trackWith('FedEx')} (opens in a new tab)` },
    ]);
    expect(trackingLinks(host).map((l) => l.href)).toEqual([
      brandSites.main.tracking.other.replace('{trackingNumber}', 'GRE-77-01'),
      'https://www.fedex.com/fedextrack/?trknbr=123456789012',
    ]);
  });

  it('says so when nothing ships with the course', async () => {
    const { host } = await renderSignedIn(shipmentsPath('E2003'));
    await loaded(host);
    expect(groups(host).map((g) => g.querySelector('h2')?.textContent)).toEqual(['GRE Live Online']);
    expect(groups(host)[0]?.textContent).toContain(t.noneForCourse);
    expect(host.querySelector('li.sp-shipment')).toBeNull();
  });

  it.each([['/shipmentInfo'], ['/shipmentInfo?enrollmentId=']])('%s without an enrollment lists every course that ships, grouped by course', async (path) => {
    const { host, requests } = await renderSignedIn(path);
    await loaded(host);
    expect(groups(host).map((g) => [g.querySelector('h2')?.textContent, items(g).map((i) => i.kit)])).toEqual([
      ['MCAT Self-Paced', ['MCAT Quick Sheets']],
      ['MCAT In Person', ['MCAT Review Book Set', 'MCAT Flashcards']],
    ]);
    // One Enrollments query says which courses ship; the Shipments query runs for those only.
    const shipmentQueries = requests.filter((r) => r.body?.includes('"operationName":"Shipments"')).map((r) => /"enrollmentId":"(\w+)"/.exec(r.body ?? '')?.[1]);
    expect(shipmentQueries.sort()).toEqual(['E2001', 'E2002']);
  });

  it('without an enrollment, says so when none of the student’s courses ships anything', async () => {
    const { host } = await renderSignedIn('/shipmentInfo', { email: accounts.precollege.email });
    await loaded(host);
    expect(groups(host)).toEqual([]);
    expect(host.querySelector('main')?.textContent).toContain(t.noneAtAll);
  });

  it.each([
    ['an unknown enrollment', 'E9999'],
    ['another student’s enrollment (the pre-college student’s E2201)', 'E2201'],
  ])('does not show the shipments of %s', async (_label, id) => {
    const { host, requests } = await renderSignedIn(shipmentsPath(id));
    await waitFor(() => alerts(host).length > 0, 'the not-found text');
    expect(alerts(host)).toEqual([t.notFound]);
    expect(requests.some((r) => r.body?.includes('"operationName":"Shipments"'))).toBe(false);
  });

  it.each<[string, string, Fault, string]>([
    ['the shipment query', shipmentsPath('E2002'), { status: 500 }, transportErrors.upstreamFailed],
    ['the shipment query', shipmentsPath('E2002'), 'hang', transportErrors.networkTimeout],
    ['the shipment query', shipmentsPath('E2002'), 'drop', transportErrors.networkUnavailable],
    ['the shipment query', shipmentsPath('E2002'), 'html', transportErrors.upstreamFailed],
    ['the shipment query', shipmentsPath('E2002'), 'empty', transportErrors.upstreamFailed],
    ['the shipment query', shipmentsPath('E2002'), { json: { data: { Shipment: [{ trackingNumber: 42 }] } } }, transportErrors.upstreamFailed],
    ['the enrollment query (all courses)', '/shipmentInfo', { status: 500 }, transportErrors.upstreamFailed],
    ['the enrollment query (all courses)', '/shipmentInfo', { json: { data: { Enrollment: [{ Shipment: 'none' }] } } }, transportErrors.upstreamFailed],
  ])('%s of %s answered with %j shows the failure with Try again, which loads the shipments', async (_label, path, fault, text) => {
    const operation = path.includes('E2002') ? '"operationName":"Shipments"' : '"operationName":"Enrollments"';
    const { host, proxy } = await renderSignedIn(path, {
      faults: true,
      // The session check asks Enrollments for the first course only; the screen asks for all of them.
      before: ({ proxy: p }) => p.fail((r) => r.body.includes(operation) && (operation.includes('Shipments') || r.body.includes('"E2003"')), fault, 1),
    });
    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(host)).toEqual([text]);
    expect(proxy.faulted).toHaveLength(1);
    expect(host.querySelector('li.sp-shipment')).toBeNull();
    button(host, portalScreens.tryAgain).click();
    await waitFor(() => host.querySelector('li.sp-shipment'), 'the shipments after Try again');
    expect(items(host).map((i) => i.kit)).toContain('MCAT Flashcards');
  });
});

describe('the course card’s Shipments link', () => {
  it('lands on the shipments of that course', async () => {
    const rendered = await signIn();
    const { host } = rendered;
    await showContent(rendered);
    const card = await waitFor(
      () => [...host.querySelectorAll<HTMLElement>('.sp-course-card')].find((c) => c.querySelector('h3, h2')?.textContent?.includes('MCAT In Person')),
      'the MCAT In Person card',
    );
    const toggle = card.querySelector<HTMLButtonElement>('button[aria-expanded]');
    if (toggle?.getAttribute('aria-expanded') === 'false') toggle.click();
    const shipments = await waitFor(() => link(card, courseCardTexts.shipments), 'the Shipments link');
    shipments.click();
    await waitFor(() => hashRoute() === shipmentsPath('E2002'), 'the shipments route');
    await loaded(host);
    expect(items(host)).toEqual([delivered, inTransit]);
  });
});
