import { ref } from 'valtio';
import { useEffect, useState } from 'react';
import { getMyAccount } from '../../core/api/account';
import { getMyResources } from '../../core/api/routing';
import type { MyAccount } from '../../core/api/structs/account';
import { isPortalError } from '../../core/errors';
import { nextProgress, resourcesProgress } from '../../core/rules/progress-steps';
import { needsRoutingLookup, reroutedCourses } from '../../core/rules/resource-routing';
import { lookUpStudent } from '../../lib/account-data';
import { pathTo } from '../../lib/paths';
import { type PortalServices, usePortal } from '../../lib/portal-services';
import { failureText } from '../../ui/use-submission';
import { calendarDateInZone } from '../../core/time/calendar';
import { type ResourcesView, resourcesView, upcomingTestDate } from './resources-model';

/** Everything the page shows once loaded. */
export interface ResourcesData {
  account: MyAccount;
  view: ResourcesView;
  /** account §4: enrollmentId → the enrollment-agreement link the routing lookup re-pointed it to. */
  rerouted: ReadonlyMap<string, string>;
  /** account §2: the expected test date (MM/DD/YYYY) when in the future and the promo shows. */
  testDate: string | null;
}

export type ResourcesPhase =
  | { kind: 'loading'; progress: number }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; data: ResourcesData };

/** The agreement page reads `enrollmentId`; `redirectUrl` carries the routing service's URL, encoded. */
const agreementLink = (enrollmentId: string, redirectUrl: string) =>
  pathTo('enrollmentAgreement', { enrollmentId, redirectUrl });

/**
 * account §4/§7 resource-routing lookup. Its failure is only logged (§8),
 * by call and error code: never the token or a URL.
 */
async function lookUpRouting(services: PortalServices, account: MyAccount): Promise<ReadonlyMap<string, string>> {
  const active = account.nonExpiredCoursListArray;
  if (!needsRoutingLookup(active)) return new Map();
  try {
    const resources = await getMyResources(services.client, services.brand.tenant);
    return reroutedCourses(resources, active, agreementLink);
  } catch (error) {
    console.warn('student-portal: getMyResources failed', isPortalError(error) ? error.code : 'unexpected');
    return new Map();
  }
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

async function loadResources(services: PortalServices): Promise<ResourcesData> {
  const request = getMyAccount(services.client);
  // The first read of the New York calendar loads the zone's data (tens of ms
  // in Chromium): done while the request is out, not in the cards' first paint.
  calendarDateInZone(services.clock.now());
  const account = await request;
  services.session.account = ref(account);
  const view = resourcesView(account);
  const [rerouted, testDate] = await Promise.all([
    lookUpRouting(services, account),
    view.promo ? testDateOf(services, account) : Promise.resolve(null),
  ]);
  return { account, view, rerouted, testDate };
}

/**
 * account §9 progress screen: while the data loads the bar ticks every
 * 80 ms (+0.4, +0.1 above 80) and stays below 100; once the account, the
 * routing lookup and the test date are settled it is set to 100 and the
 * content shows 500 ms later. A failure shows at once. Every timer is on the
 * mount clock and stops when the screen goes.
 */
export function useResources(): { phase: ResourcesPhase; retry: () => void } {
  const services = usePortal();
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<ResourcesPhase>({ kind: 'loading', progress: 0 });

  useEffect(() => {
    const { clock } = services;
    let live = true;
    let progress = 0;
    let stopReveal = () => {};
    setPhase({ kind: 'loading', progress });
    const stopTicks = clock.setInterval(() => {
      progress = nextProgress(progress, resourcesProgress.loadingMax);
      setPhase({ kind: 'loading', progress });
    }, resourcesProgress.tickMs);
    loadResources(services).then(
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
    };
  }, [services, attempt]);

  return { phase, retry: () => setAttempt((n) => n + 1) };
}
