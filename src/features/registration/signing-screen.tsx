import { useEffect, useState } from 'react';
import { getMyAccount } from '../../core/api/account';
import type { Course } from '../../core/api/structs/account';
import { bookingTexts } from '../../core/messages/registration';
import { resolveRedirect } from '../../core/rules/redirect';
import { findNewCourse, nextSigningProgress, signingFallbackRoute, signingTiming } from '../../core/rules/signing-progress';
import { type PortalServices, usePortal } from '../../lib/portal-services';
import { ProgressBar } from '../../ui/progress-bar';
import { Screen } from '../../ui/screen';
import { useClassIdParam } from './use-class-details';

/**
 * The course's portal when it is an absolute URL passing the redirect rule
 * (access §2: the brand's own domains); else null. A relative one would
 * resolve against the host page, not the course service, so it is not used.
 */
function coursePortal(course: Course, services: PortalServices): string | null {
  const url = course.portalRedirectURL?.trim();
  if (!url || !/^https?:\/\//i.test(url)) return null;
  const decision = resolveRedirect(url, { brand: services.brand, currentHost: services.host });
  return decision.safe ? decision.target : null;
}

/**
 * access §4 signing page: the bar grows 0.4 per 40 ms tick (0.1 above 80)
 * and at 100 goes to my account. Meanwhile the user data is fetched every
 * second, up to 12 times, for a course of the class registered within the
 * last day: found → its course portal; never found → my account. Every
 * timer runs on the mount's clock and stops when the screen goes.
 */
function useSigning(classId: string | null): number {
  const services = usePortal();
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    const { clock } = services;
    let done = false;
    let value = 0;
    let attempts = 0;
    let stopPoll = () => {};
    const finish = (go: () => void) => {
      if (done) return;
      done = true;
      stopTicks();
      stopPoll();
      go();
    };
    const toMyAccount = () => services.openRoute(signingFallbackRoute);

    const stopTicks = clock.setInterval(() => {
      value = nextSigningProgress(value);
      setProgress(value);
      if (value >= 100) finish(toMyAccount);
    }, signingTiming.tickMs);

    // One request at a time: the next attempt waits a second after the last answer.
    const schedulePoll = (wanted: string) => {
      stopPoll = clock.setTimeout(async () => {
        attempts += 1;
        let course: Course | null = null;
        try {
          course = findNewCourse(await getMyAccount(services.client), wanted, clock.now());
        } catch {
          // A failed attempt counts; the next one may succeed.
        }
        if (done) return;
        const portal = course ? coursePortal(course, services) : null;
        if (course) finish(() => (portal ? services.leave(portal) : toMyAccount()));
        else if (attempts >= signingTiming.maxPolls) finish(toMyAccount);
        else schedulePoll(wanted);
      }, signingTiming.pollMs);
    };
    if (classId) schedulePoll(classId);

    return () => {
      done = true;
      stopTicks();
      stopPoll();
    };
  }, [services, classId]);

  return progress;
}

/** access §2 `/pg/signing?classId=…` (logged-in only: the route guard). */
export function SigningScreen() {
  const progress = useSigning(useClassIdParam());
  return (
    <Screen heading={bookingTexts.signingHeading} lead={bookingTexts.signingLead}>
      <ProgressBar value={progress} label={bookingTexts.signingProgress} />
    </Screen>
  );
}
