import { createRoot } from 'react-dom/client';
import { onTestFinished } from 'vitest';
import { Router } from 'wouter';
import { PortalRoutes } from '../../../src/app/routes';
import { type MakeupBooking, rememberBooking } from '../../../src/features/makeup/makeup-booking';
import { PortalContext, type PortalServices } from '../../../src/lib/portal-services';
import { createSessionStore } from '../../../src/lib/session-store';
import { createTestServices } from '../../support/services';
import { accountOf, studentOf } from '../shell/shell-harness';

/** An in-person make-up session as the simulator's fixture serves it (MS8001, near 10014). */
export const inPersonBooking: MakeupBooking = {
  enrollmentId: 'E2002',
  isLol: false,
  session: {
    sessionId: 'MS8001',
    sessionTemplateId: 'T-MCAT-CHEM1',
    name: 'MCAT Chemistry 1 (make-up)',
    classCode: 'MU-MS8001',
    sessionDate: '11/27/2026',
    sessionStartTime: '6:00 PM',
    sessionEndTime: '9:00 PM',
    facilityName: 'Summit Prep Midtown Center',
    address1: '1440 Broadway',
    address2: 'Floor 3',
    facilityCity: 'New York',
    state: 'NY',
    zip: '10018',
    roomName: 'Room 301',
    distance: 1.6,
    status: 'Active',
    isLol: false,
  },
};

/** A live-online make-up session (delivery type 11): no facility. */
export const liveOnlineBooking: MakeupBooking = {
  enrollmentId: 'E2003',
  isLol: true,
  session: {
    sessionId: 'MS8101',
    sessionTemplateId: 'T-GRE-V1',
    name: 'GRE Verbal 1 (live online make-up)',
    classCode: 'MU-MS8101',
    sessionDate: '11/23/2026',
    sessionStartTime: '8:00 PM',
    sessionEndTime: '10:00 PM',
    status: 'Active',
    isLol: true,
  },
};

export interface RenderedRoutes {
  host: HTMLElement;
  services: PortalServices;
  /** The in-portal path and query. */
  route(): string;
}

/**
 * The portal's route table (src/app/routes.tsx) at `path` inside hand-built
 * services of a signed-in student, with `booking` remembered on those
 * services first, as the make-up search does after msfSignUp (null: none,
 * as after a reload or from a copied link). No network: the pages read the
 * mount's booking only.
 */
export function renderBookedRoute(path: string, booking: MakeupBooking | null): RenderedRoutes {
  const session = createSessionStore();
  Object.assign(session, { status: 'authenticated', account: accountOf({}), student: studentOf({}) });
  const services = createTestServices({ path, session });
  if (booking) rememberBooking(services, booking);
  const host = document.createElement('div');
  host.className = 'sp-root';
  document.body.append(host);
  const root = createRoot(host);
  const { location } = services;
  root.render(
    <PortalContext.Provider value={services}>
      <Router hook={location.hook} searchHook={location.searchHook} hrefs={location.hrefs}>
        <PortalRoutes />
      </Router>
    </PortalContext.Provider>,
  );
  onTestFinished(() => {
    root.unmount();
    host.remove();
  });
  return { host, services, route: () => location.current() };
}
