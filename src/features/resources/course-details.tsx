import { useEffect } from 'react';
import type { Course } from '../../core/api/structs/account';
import type { Enrollment } from '../../core/api/structs/enrollment';
import { accountScreens } from '../../core/messages/account';
import { hasCancelCase as hasSubscriptionCancelCase } from '../../core/rules/subscription';
import { courseCardTexts as t } from '../../core/messages/resources';
import { canExtendCourse, classSwitchLink, isComingSoon } from '../../core/rules/course-card';
import { formatMoney } from '../../core/rules/receipt';
import { resolveRedirect } from '../../core/rules/redirect';
import { agreementQuery } from '../../core/rules/course-launch';
import { parseUpstreamDate } from '../../core/time/calendar';
import { pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { Facts } from '../../ui/facts';
import { LoadFailure } from '../../ui/load-failure';
import { PortalLink } from '../../ui/portal-link';
import { brandSite } from '../../core/config/brand-sites';
import { CourseLinksOut } from './course-links-out';
import { dayText } from '../../core/messages/formats';

/** The enrollment detail of one card, kept by the card so closing and reopening does not fetch again (account §4). */
export type DetailState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  /** `value` is null when the answer did not hold this enrollment: the panel shows what the course itself says. */
  | { kind: 'ready'; value: Enrollment | null }
  | { kind: 'failed'; message: string };

const matches = (value: string | null | undefined, needle: string) => (value ?? '').trim().toLowerCase() === needle;

/** account §4: a subscription is set to expire once a cancel case exists for it (the rule in core/rules/subscription). */
export function hasCancelCase(detail: Enrollment | null): boolean {
  return hasSubscriptionCancelCase(detail?.Interaction);
}

/** account §9: closed automated class-switch cases (status Closed, typeDetail naming a class switch). */
function closedSwitchCases(detail: Enrollment | null): number {
  return (detail?.Interaction ?? []).filter(
    (i) => matches(i.status, 'closed') && (i.typeDetail ?? '').toLowerCase().includes('class switch'),
  ).length;
}

const usDate = (text: string | null | undefined): string | null => {
  const date = text ? parseUpstreamDate(text) : null;
  return date ? dayText(date) : null;
};

/**
 * The open panel of a course card: fetches the detail once, then the facts and
 * the links a student needs. An `ended` (expired) course offers no make-up
 * session and no agreement to accept (issue #13.12).
 */
export function CourseDetails({ course, detail, load, ended }: { course: Course; detail: DetailState; load: () => void; ended: boolean }) {
  const services = usePortal();
  // Runs only while the panel is open (it is not rendered when closed).
  useEffect(() => {
    if (detail.kind === 'idle') load();
  }, [detail.kind]);

  const enrollmentId = course.enrollmentId;
  const query = { enrollmentId };
  const now = services.clock.now();
  const delivery = Number(course.deliveryType);
  const classroom = delivery === 2 || delivery === 11;
  const value = detail.kind === 'ready' ? detail.value : null;
  const schedule = course.scheduleDetailsUrl ? resolveRedirect(course.scheduleDetailsUrl, { brand: services.brand }) : null;
  const links: [string, string][] = [];
  if (classroom) {
    // Issue #15: a class not started yet shows its next session (or a rescheduled note) on Coming Soon.
    if (isComingSoon(course, now)) links.push([accountScreens.comingSoon, pathTo('comingSoon', query)]);
    links.push([t.schedule, schedule?.safe && schedule.target.startsWith('/') ? schedule.target : pathTo('schedule', query)]);
    if (!ended) links.push([accountScreens.findMakeup, pathTo('makeup', query)]);
  }
  links.push([t.receipt, pathTo('printReceipt', query)]);
  if (value?.Shipment.length) links.push([t.shipments, pathTo('shipmentInfo', query)]);
  if (canExtendCourse(course, now)) links.push([t.extendCourse, pathTo('extensionOption', query)]);
  // Issue 16: the class switch lives on the brand site (an absolute https URL there).
  const classSwitch =
    detail.kind === 'ready' ? classSwitchLink(course, { now, closedAutomatedSwitchCases: closedSwitchCases(value), brand: services.brand }) : null;
  if (classSwitch) links.push([t.classSwitch, classSwitch]);
  if (course.subscriptionProduct) links.push([t.manageSubscription, pathTo('manageSubscription', query)]);

  return (
    <div className="sp-stack">
      {detail.kind === 'failed' ? (
        <LoadFailure message={detail.message} onRetry={load} />
      ) : detail.kind === 'ready' ? (
        <CourseFacts course={course} detail={value} ended={ended} />
      ) : (
        <p className="sp-muted" role="status">
          {t.detailsLoading}
        </p>
      )}
      <ul className="sp-course-links">
        {links.map(([label, to]) => (
          <li key={label}>
            {to.startsWith('/') ? <PortalLink href={to}>{label}</PortalLink> : <a href={to}>{label}</a>}
          </li>
        ))}
      </ul>
      {detail.kind === 'ready' ? <CourseLinksOut course={course} detail={value} ended={ended} /> : null}
    </div>
  );
}

function CourseFacts({ course, detail, ended }: { course: Course; detail: Enrollment | null; ended: boolean }) {
  const { brand } = usePortal();
  const registered = usDate(course.courseRegistrationDateStr ?? detail?.courseRegistrationDateStr);
  const code = detail?.transactionCode ?? course.transactionCode;
  const balance = detail?.balanceDue ?? 0;
  const accepted = usDate(detail?.EnrollmentAgreement?.eaDate);
  return (
    <Facts
      rows={[
        !!registered && [t.registeredOn, registered],
        !!code && [t.transactionCode, code],
        balance > 0 && [
          t.balanceDue,
          <>
            {formatMoney(balance)} <a href={brandSite(brand).paymentUrl}>{t.payBalance}</a>
          </>,
        ],
        !!detail &&
          (!!accepted || !ended) && [
            t.agreement,
            accepted ? (
              t.agreementAccepted(accepted)
            ) : (
              <PortalLink href={pathTo('enrollmentAgreement', agreementQuery(course))}>{t.agreementPending}</PortalLink>
            ),
          ],
      ]}
    />
  );
}
