import type { Course } from '../../core/api/structs/account';
import type { Enrollment } from '../../core/api/structs/enrollment';
import { courseCardTexts, courseLinksOutTexts as t, resourcesTexts } from '../../core/messages/resources';
import { shipmentsTexts } from '../../core/messages/shipments';
import { type CourseLinkOut, courseLinksOut } from '../../core/rules/course-links-out';
import { usePortal } from '../../lib/portal-services';

const nameOf = (link: CourseLinkOut): string =>
  link.id === 'tracking'
    ? t.track(link.kit ?? '', link.carrier ? shipmentsTexts.carriers[link.carrier] : null)
    : link.id === 'payment'
      ? courseCardTexts.payBalance
      : t[link.id];

/**
 * Issue #20.1: the course's links to the brand's other services (account §7),
 * each in a new tab. A balance due already offers its payment link in the
 * facts above, so the list repeats it only for a declined payment.
 */
export function CourseLinksOut({ course, detail, ended }: { course: Course; detail: Enrollment | null; ended: boolean }) {
  const { brand } = usePortal();
  const owing = (detail?.balanceDue ?? 0) > 0;
  const links = courseLinksOut(course, detail, { brand, ended }).filter((link) => !(owing && link.id === 'payment'));
  if (!links.length) return null;
  return (
    <ul className="sp-links-out" aria-label={t.label}>
      {links.map((link, i) => (
        <li key={i}>
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            {nameOf(link)}
            <span className="sp-visually-hidden">{resourcesTexts.opensInNewTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
