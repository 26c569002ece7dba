import { memo, useEffect, useMemo, useState } from 'react';
import { getEnrollments } from '../../core/api/enrollment-queries';
import type { BannerMessage, Course } from '../../core/api/structs/account';
import { accountScreens } from '../../core/messages/account';
import { courseCardTexts as t } from '../../core/messages/resources';
import { courseExpiryText, errorBannerFor, isCourseDisabled } from '../../core/rules/course-card';
import { launchPlan } from '../../core/rules/course-launch';
import { calendarDateInZone, compareDates, parseUpstreamDate } from '../../core/time/calendar';
import { pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { PortalLink } from '../../ui/portal-link';
import { usePortalId } from '../../ui/use-portal-id';
import { failureText } from '../../ui/use-submission';
import { CourseDetails, type DetailState, hasCancelCase } from './course-details';
import { CourseLaunchButton } from './course-launch-button';

/** What the resources page gives each course card (issue #7; the card computes the rest from the course and the mount clock). */
export interface CourseCardProps {
  course: Course;
  /** From the expired list (account §2 "then the expired lists"). */
  expired: boolean;
  /** See Details / Hide Details state, owned by the page (account §4: the first non-expired course starts open). */
  open: boolean;
  onToggle: () => void;
  /** account §3 message banners: an error banner for the card's redirect type or ALL disables it (account §4). */
  messages: readonly BannerMessage[];
  /** account §4: the enrollment-agreement URL the resource-routing lookup re-pointed this course to, if any. */
  reroutedUrl?: string | null;
  /** Issue #13.11: the routing lookup this (MBE/PMBR) course awaits has not answered yet: Launch waits, with a note. */
  routingPending?: boolean;
}

/**
 * One course of the resources page (account §4): title, expiry text, Launch,
 * and a See Details panel that fetches the enrollment detail once. Cheap when
 * closed: no request until the panel opens (300 cards render at once), except a
 * renewing subscription's, whose renewal depends on its cases.
 */
export const CourseCard = memo(function CourseCard({ course, expired, open, onToggle, messages, reroutedUrl, routingPending = false }: CourseCardProps) {
  const services = usePortal();
  const panelId = usePortalId();
  const [detail, setDetail] = useState<DetailState>({ kind: 'idle' });
  const cancelled = detail.kind === 'ready' && hasCancelCase(detail.value);
  const title = course.productTitle || course.displayName || course.enrollmentId;

  // Day-level facts: recomputed when the course or what it depends on changes, not on every toggle.
  const view = useMemo(() => {
    const now = services.clock.now();
    const expiry = courseExpiryText(course, { now, subscriptionCancelled: cancelled });
    const ended = expired || expiry?.kind === 'expired';
    const disabled = !ended && isCourseDisabled(course, { now, messages });
    const start = course.courseAccessStartDateStr ? parseUpstreamDate(course.courseAccessStartDateStr) : null;
    const reason = !disabled
      ? null
      : (errorBannerFor(course, messages)?.msg ??
        (start && compareDates(start, calendarDateInZone(now)) > 0 ? t.notStarted : t.unavailable));
    const plan = ended ? null : launchPlan(course, { brand: services.brand, reroutedUrl });
    const waiting = !ended && routingPending;
    return { expiry, ended, disabled, reason: reason ?? (waiting ? t.routingPending : null), plan, waiting };
  }, [course, expired, messages, reroutedUrl, cancelled, routingPending]);

  // account §4: a subscription renews unless it has a cancel case, which only its enrollment's detail
  // tells: a renewing subscription's card loads that detail at once and claims no renewal before it
  // is in (#29.2: "Renews on" on a cancelled subscription until See Details was opened).
  const renewalToCheck = view.expiry?.kind === 'renews';
  useEffect(() => {
    if (renewalToCheck && detail.kind === 'idle') load();
  }, [renewalToCheck]);

  function load() {
    setDetail({ kind: 'loading' });
    getEnrollments(services.client, [course.enrollmentId]).then(
      (list) => setDetail({ kind: 'ready', value: list.find((e) => e.enrollmentId === course.enrollmentId) ?? null }),
      (error: unknown) => setDetail({ kind: 'failed', message: failureText(error) }),
    );
  }

  const { ended, disabled, reason, plan, waiting } = view;
  const expiry = renewalToCheck && detail.kind !== 'ready' ? null : view.expiry;
  // account §4 "a red expiry link": to the extension options (a subscription is managed, not extended).
  const warn = expiry && (expiry.kind === 'expires-soon' || expiry.kind === 'expires-today');
  return (
    <li
      className="sp-course-card"
      data-course-card={course.enrollmentId}
      data-disabled={disabled ? 'true' : undefined}
      data-routing={waiting ? 'pending' : undefined}
    >
      <div className="sp-course-head">
        <div className="sp-course-summary">
          <h3 className="sp-course-title">{title}</h3>
          {expiry ? (
            <p className="sp-course-expiry" data-warn={warn ? 'true' : undefined}>
              {warn && !course.subscriptionProduct ? (
                <PortalLink href={pathTo('extensionOption', { enrollmentId: course.enrollmentId })}>{expiry.text}</PortalLink>
              ) : (
                expiry.text
              )}
            </p>
          ) : null}
          {reason ? <p className="sp-course-note">{reason}</p> : null}
        </div>
        <div className="sp-course-actions">
          {plan ? <CourseLaunchButton course={course} plan={plan} title={title} disabled={disabled || waiting} /> : null}
          <button className="sp-button" data-variant="secondary" type="button" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
            {open ? accountScreens.hideDetails : accountScreens.seeDetails}
            <span className="sp-visually-hidden"> {title}</span>
          </button>
        </div>
      </div>
      <div className="sp-course-panel" id={panelId} hidden={!open}>
        {open ? <CourseDetails course={course} detail={detail} load={load} ended={ended} /> : null}
      </div>
    </li>
  );
});
