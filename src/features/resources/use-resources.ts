import { ref } from 'valtio';
import { useEffect, useState } from 'react';
import { getMyAccount } from '../../core/api/account';
import { getMyResources, routingTimeoutMs } from '../../core/api/routing';
import type { Course, MyAccount } from '../../core/api/structs/account';
import { isPortalError } from '../../core/errors';
import { nextProgress, resourcesProgress } from '../../core/rules/progress-steps';
import { needsRoutingLookup, reroutedCourses } from '../../core/rules/resource-routing';
import { agreementQuery } from '../../core/rules/course-launch';
import { lookUpStudent } from '../../core/api/student-queries';
import { pathTo } from '../../lib/paths';
import { type PortalServices, usePortal } from '../../lib/portal-services';
import { failureText } from '../../ui/use-submission';
import { calendarDateInZone } from '../../core/time/calendar';
import { type ResourcesView, resourcesView, upcomingTestDate } from './resources-model';

/** Everything the page shows once loaded. */
export interface ResourcesData {
  account: MyAccount;
  view: ResourcesView;
  /** account §2: the expected test date (MM/DD/YYYY) when in the future and the promo shows. */
  testDate: string | null;
}

/**
 * account §4/§7 resource-routing lookup, outside the page load (issue #13.11):
 * while `pending`, the cards it can re-point wait; `rerouted` maps
 * enrollmentId → the enrollment-agreement link the lookup re-pointed it to.
 */
export interface RoutingState {
  pending: boolean;
  rerouted: ReadonlyMap<string, string>;
}

const noRouting: RoutingState = { pending: false, rerouted: new Map() };

export type ResourcesPhase =
  | { kind: 'loading'; progress: number }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; data: ResourcesData };

/** The agreement page reads `enrollmentId`; `redirectUrl` carries the routing service's URL, encoded (and `roleName`, account §6). */
const agreementLink = (active: readonly Course[]) => (enrollmentId: string, redirectUrl: string) =>
  pathTo('enrollmentAgreement', agreementQuery(active.find((c) => c.enrollmentId === enrollmentId) ?? { enrollmentId }, redirectUrl));

/** account §4/§7 resource-routing lookup for the active courses; `signal` ends the wait. */
async function lookUpRouting(services: PortalServices, active: readonly Course[], signal: AbortSignal): Promise<ReadonlyMap<string, string>> {
  const resources = await getMyResources(services.client, services.brand.tenant, { signal });
  return reroutedCourses(resources, active, agreementLink(active));
}

/** account §2 test-date prompt: the session's student, else one Student lookup; a failure means no prompt. */
async function testDateOf(services: PortalServices, account: MyAccount): Promise<string | null> {
  const { client, session, clock } = services;
  try {
    let student = session.student;
    if (!student) student = await lookUpStudent(client, account.userInfo);
    return upcomingTestDate(student?.expectedTestDate, clock.now());
  } catch {
    return null;
  }
}

/** The page's data; `onAccount` starts what waits only for the account (the routing lookup). */
async function loadResources(services: PortalServices, onAccount: (account: MyAccount) => void): Promise<ResourcesData> {
  const request = getMyAccount(services.client);
  // The first read of the New York calendar loads the zone's data (tens of ms
  // in Chromium): done while the request is out, not in the cards' first paint.
  calendarDateInZone(services.clock.now());
  const account = await request;
  services.session.account = ref(account);
  onAccount(account);
  const view = resourcesView(account);
  const testDate = view.promo ? await testDateOf(services, account) : null;
  return { account, view, testDate };
}

/**
 * account §9 progress screen: while the data loads the bar ticks every
 * 80 ms (+0.4, +0.1 above 80) and stays below 100; once the account and the
 * test date are settled it is set to 100 and the content shows 500 ms later.
 * A failure shows at once. The routing lookup starts with the account and
 * does not hold the page (issue #13.11): it settles `routing` on its answer,
 * its failure (only logged, by call and error code, never the token or a
 * URL: account §8) or its 30 s deadline. Every timer is on the mount clock
 * and stops, and the lookup is abandoned, when the screen goes.
 */
export function useResources(): { phase: ResourcesPhase; routing: RoutingState; retry: () => void } {
  const services = usePortal();
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<ResourcesPhase>({ kind: 'loading', progress: 0 });
  const [routing, setRouting] = useState<RoutingState>(noRouting);

  useEffect(() => {
    const { clock } = services;
    let live = true;
    let progress = 0;
    let stopReveal = () => {};
    let stopDeadline = () => {};
    const lookup = new AbortController();
    const startRouting = (account: MyAccount) => {
      const active = account.nonExpiredCoursListArray;
      if (!live || !needsRoutingLookup(active)) return;
      setRouting({ pending: true, rerouted: new Map() });
      // account §7/§9: the routing call's 30 s, on the mount clock (the transport's own deadline is the backstop).
      stopDeadline = clock.setTimeout(() => lookup.abort(new DOMException('routing lookup timed out', 'TimeoutError')), routingTimeoutMs);
      lookUpRouting(services, active, lookup.signal).then(
        (rerouted) => {
          if (!live) return;
          stopDeadline();
          setRouting({ pending: false, rerouted });
        },
        (error: unknown) => {
          if (!live) return;
          stopDeadline();
          console.warn('student-portal: getMyResources failed', isPortalError(error) ? error.code : 'unexpected');
          setRouting(noRouting);
        },
      );
    };
    setPhase({ kind: 'loading', progress });
    setRouting(noRouting);
    const stopTicks = clock.setInterval(() => {
      progress = nextProgress(progress, resourcesProgress.loadingMax);
      setPhase({ kind: 'loading', progress });
    }, resourcesProgress.tickMs);
    loadResources(services, startRouting).then(
      (data) => {
        if (!live) return;
        stopTicks();
        setPhase({ kind: 'loading', progress: 100 });
        stopReveal = clock.setTimeout(() => setPhase({ kind: 'ready', data }), resourcesProgress.revealMs);
      },
      (error: unknown) => {
        if (!live) return;
        stopTicks();
        setPhase({ kind: 'failed', message: failureText(error) });
      },
    );
    return () => {
      live = false;
      stopTicks();
      stopReveal();
      stopDeadline();
      lookup.abort();
    };
  }, [services, attempt]);

  return { phase, routing, retry: () => setAttempt((n) => n + 1) };
}
