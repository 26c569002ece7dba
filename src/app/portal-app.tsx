import { useEffect } from 'react';
import { Router, useLocation } from 'wouter';
import { checkSession } from '../features/session/session-actions';
import { Shell } from '../features/shell/shell';
import { PortalContext, type PortalServices, usePortal } from './portal-services';
import { PortalRoutes } from './routes';

/** access §4: at start the product asks whether the visitor is logged in. */
function SessionBootstrap() {
  const services = usePortal();
  useEffect(() => {
    void checkSession(services);
  }, [services]);
  return null;
}

/** Pushes `virtualPageview` on every route change (access §7 data layer). */
function PageviewTracker() {
  const { emit } = usePortal();
  const [path] = useLocation();
  useEffect(() => {
    emit({ type: 'virtualPageview', path });
  }, [path, emit]);
  return null;
}

/** The composition root of one mount: services, router, shell, routes. */
export function PortalApp({ services }: { services: PortalServices }) {
  const { location } = services;
  return (
    <PortalContext.Provider value={services}>
      <Router hook={location.hook} searchHook={location.searchHook} hrefs={location.hrefs}>
        <SessionBootstrap />
        <PageviewTracker />
        <Shell>
          <PortalRoutes />
        </Shell>
      </Router>
    </PortalContext.Provider>
  );
}
