import { useEffect, useRef, useState } from 'react';
import { recordAttendance } from '../../core/api/attendance';
import type { Course } from '../../core/api/structs/account';
import { courseCardTexts as t } from '../../core/messages/resources';
import { type LaunchDestination, type LaunchPlan, launchRetryMs } from '../../core/rules/course-launch';
import { pathTo } from '../../lib/paths';
import { type PortalServices, usePortal } from '../../lib/portal-services';
import { Button } from '../../ui/button';

function go(services: PortalServices, destination: LaunchDestination): void {
  switch (destination.kind) {
    case 'vital-source':
      return services.openRoute(pathTo('vitalSource', { enrollmentId: destination.enrollmentId }));
    case 'pmix':
      return services.openRoute(pathTo('pmix', { courseAccessId: destination.courseAccessId }));
    case 'live-online':
      return services.openRoute(
        pathTo('liveOnline', { courseAccessId: destination.courseAccessId, productTitle: destination.productTitle }),
      );
    case 'route':
      return services.openRoute(destination.path);
    case 'leave':
      return services.leave(destination.url);
    case 'refused':
      return undefined;
  }
}

/**
 * account §4 Launch: disabled after one click (the page is being left), and a
 * live online course records attendance first. A failed attendance call does
 * not stop the launch; the client's deadline bounds the wait. A launch that
 * did not leave the page (a download, a 204) re-enables after launchRetryMs
 * on the mount clock (issue #13.12); leaving the card clears the timer.
 */
export function CourseLaunchButton({ course, plan, title, disabled }: { course: Course; plan: LaunchPlan; title: string; disabled: boolean }) {
  const services = usePortal();
  const [launched, setLaunched] = useState(false);
  const once = useRef(false);
  const live = useRef(true);
  const stopRetry = useRef(() => {});
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      stopRetry.current();
    };
  }, []);
  if (plan.destination.kind === 'refused') return <p className="sp-course-note">{t.launchRefused}</p>;

  async function launch() {
    if (once.current) return;
    once.current = true;
    setLaunched(true);
    if (plan.attendance) {
      await recordAttendance(services.client, {
        enrollmentId: course.enrollmentId,
        courseAccessId: course.courseAccessId ?? undefined,
      }).catch(() => undefined);
    }
    go(services, plan.destination);
    if (!live.current) return;
    stopRetry.current = services.clock.setTimeout(() => {
      once.current = false;
      setLaunched(false);
    }, launchRetryMs);
  }

  return (
    <>
      <Button disabled={disabled} pending={launched} onClick={launch}>
        {t.launch}
        <span className="sp-visually-hidden"> {title}</span>
      </Button>
      {launched ? (
        <span className="sp-visually-hidden" role="status">
          {t.launching}
        </span>
      ) : null}
    </>
  );
}
