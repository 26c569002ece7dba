import { getEnrollments } from '../../core/api/enrollment-queries';
import { getShipments } from '../../core/api/enrollment-records';
import type { Course } from '../../core/api/structs/account';
import type { Shipment } from '../../core/api/structs/enrollment';
import { resourcesTexts } from '../../core/messages/resources';
import { shipmentsTexts as t } from '../../core/messages/shipments';
import { trackingLink } from '../../core/rules/tracking';
import { fetchAccountData } from '../../lib/account-data';
import { paths } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { useQuery } from '../../lib/use-query';
import { type Fact, Facts } from '../../ui/facts';
import { LoadedScreen } from '../../ui/loaded-screen';
import { missing, useLoad } from '../../ui/use-load';
import { BackToResources } from '../../ui/back-to-resources';
import { brandSite } from '../../core/config/brand-sites';

interface CourseShipments {
  course: Course;
  shipments: Shipment[];
}

/** One course's shipments (an enrollmentId), or every course of the student's that ships something. */
interface ShipmentsView {
  single: boolean;
  groups: CourseShipments[];
}

const clean = (value: string | null | undefined): string => (value ?? '').trim();
const courseTitle = (course: Course) => clean(course.productTitle) || clean(course.displayName) || course.enrollmentId;

/**
 * account §2 /shipmentInfo and /pgs/shipmentInfo?enrollmentId=: the shipping
 * status of each shipment (its warehouse kit, account §7) with a carrier
 * tracking link (rules/tracking.ts: https, new tab). With an enrollmentId, one
 * of the student's own courses (another's is not found); without one, every
 * course of theirs that ships something, grouped by course (the Enrollments
 * query says which do, the Shipments query names their kits).
 */
export function ShipmentsScreen() {
  const services = usePortal();
  const enrollmentId = useQuery().get('enrollmentId')?.trim() || null;
  const load = useLoad(enrollmentId === null ? 'all' : `one:${enrollmentId}`, async (): Promise<ShipmentsView | typeof missing> => {
    const { account } = await fetchAccountData(services);
    const courses = [...account.nonExpiredCoursListArray, ...account.expiredCoursListArray];
    if (enrollmentId !== null) {
      const course = courses.find((c) => c.enrollmentId === enrollmentId);
      if (!course) return missing;
      return { single: true, groups: [{ course, shipments: await getShipments(services.client, enrollmentId) }] };
    }
    const details = courses.length ? await getEnrollments(services.client, courses.map((c) => c.enrollmentId)) : [];
    const shipping = courses.filter((c) => details.some((d) => d.enrollmentId === c.enrollmentId && d.Shipment.length > 0));
    const groups = await Promise.all(shipping.map(async (course) => ({ course, shipments: await getShipments(services.client, course.enrollmentId) })));
    return { single: false, groups: groups.filter((g) => g.shipments.length > 0) };
  });
  return (
    <LoadedScreen heading={paths.shipmentInfo.title} layout="wide" load={load} loading={t.loading} missing={t.notFound}>
      {(view) => (
        <>
          {view.groups.length === 0 ? <p>{t.noneAtAll}</p> : null}
          {view.groups.map((group) => (
            <section key={group.course.enrollmentId} className="sp-stack" data-enrollment={group.course.enrollmentId}>
              <h2>{courseTitle(group.course)}</h2>
              {group.shipments.length ? (
                <ul className="sp-shipments">
                  {group.shipments.map((shipment, index) => (
                    <ShipmentItem key={index} shipment={shipment} />
                  ))}
                </ul>
              ) : (
                <p>{view.single ? t.noneForCourse : t.noneAtAll}</p>
              )}
            </section>
          ))}
          <BackToResources />
        </>
      )}
    </LoadedScreen>
  );
}

function ShipmentItem({ shipment }: { shipment: Shipment }) {
  const { brand } = usePortal();
  const number = clean(shipment.trackingNumber);
  const link = trackingLink(number, brandSite(brand).tracking);
  const carrier = link ? t.carriers[link.carrier] : null;
  const rows: Fact[] = [
    [t.status, clean(shipment.status) || t.notGiven],
    [t.carrier, carrier ?? t.notGiven],
    [
      t.trackingNumber,
      link ? (
        <a href={link.url} target="_blank" rel="noopener noreferrer">
          {number}
          <span className="sp-visually-hidden">
            {t.trackWith(carrier)}
            {resourcesTexts.opensInNewTab}
          </span>
        </a>
      ) : (
        number || t.noTracking
      ),
    ],
  ];
  return (
    <li className="sp-shipment">
      <h3>{clean(shipment.WarehouseKit?.name) || t.shipment}</h3>
      <Facts rows={rows} />
    </li>
  );
}
