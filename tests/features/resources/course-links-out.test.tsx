import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Course } from '../../../src/core/api/structs/account';
import type { Enrollment } from '../../../src/core/api/structs/enrollment';
import { type BrandId, brands } from '../../../src/core/config/brands';
import { brandSites } from '../../../src/core/config/brand-sites';
import { courseCardTexts, courseLinksOutTexts as t } from '../../../src/core/messages/resources';
import { PortalContext } from '../../../src/lib/portal-services';
import { CourseLinksOut } from '../../../src/features/resources/course-links-out';
import { createTestServices } from '../../support/services';

const course = (fields: Partial<Course> = {}): Course => ({ enrollmentId: 'E9', productId: 'P9', programCode: 'LSAT', deliveryType: 4, ...fields });
const detail = (fields: Partial<Enrollment> = {}): Enrollment => ({ enrollmentId: 'E9', balanceDue: 0, Product: [], Shipment: [], Interaction: [], ScheduledPayment: [], ...fields });

/** Renders the list and returns its links as [visible name, href]. */
function render(c: Course, d: Enrollment | null, brand: BrandId = 'main', ended = false) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  onTestFinished(() => {
    root.unmount();
    host.remove();
  });
  flushSync(() =>
    root.render(
      <PortalContext.Provider value={createTestServices({ brand: brands[brand] })}>
        <CourseLinksOut course={c} detail={d} ended={ended} />
      </PortalContext.Provider>,
    ),
  );
  const list = host.querySelector('ul');
  return {
    label: list?.getAttribute('aria-label') ?? null,
    links: [...host.querySelectorAll('a')].map((a) => [a.firstChild?.textContent, a.getAttribute('href'), a.target, a.rel]),
  };
}

describe('CourseLinksOut (issue #20.1)', () => {
  it.each<BrandId>(['main', 'second'])('names the list and opens each link in a new tab (%s brand)', (brand) => {
    expect(render(course(), detail(), brand)).toEqual({
      label: t.label,
      links: [[t.tutoringSurvey, `${brandSites[brand].courseLinks.tutoringSurvey}?eid=E9`, '_blank', 'noopener noreferrer']],
    });
  });

  it('leaves the payment link to the facts row when there is a balance; lists it for a declined payment without one', () => {
    expect(render(course({ deliveryType: 20 }), detail({ balanceDue: 10 })).links).toEqual([]);
    expect(render(course({ deliveryType: 20, purchaseStatus: 'DECLINE' }), detail()).links).toEqual([
      [courseCardTexts.payBalance, brandSites.main.paymentUrl, '_blank', 'noopener noreferrer'],
    ]);
  });

  it('renders no list when the course has no link out, nor for an ended tutoring course', () => {
    expect(render(course({ deliveryType: 20 }), detail())).toEqual({ label: null, links: [] });
    expect(render(course(), null, 'main', true)).toEqual({ label: null, links: [] });
  });

  it('names a tracking link by its kit and carrier, or as a shipment', () => {
    const shipped = detail({ Shipment: [{ trackingNumber: '123456789012', WarehouseKit: { name: 'Books' } }, { trackingNumber: 'AB-1' }] });
    expect(render(course({ deliveryType: 20 }), shipped).links.map(([name]) => name)).toEqual([t.track('Books', 'FedEx'), t.track('', null)]);
    expect(t.track('', null)).toBe('Track your shipment');
  });
});
