import { useEffect } from 'react';
import { Router, useLocation } from 'wouter';
import { checkSession } from '../lib/session-actions';
import { PortalContext, type PortalServices, usePortal } from '../lib/portal-services';
import type { Chrome, Edition } from './edition';

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

/** The composition root of one mount: services, router, the edition's frame and routes. */
export function PortalApp({ services, edition, chrome }: { services: PortalServices; edition: Edition; chrome: Chrome }) {
  const { location } = services;
  const { Frame, Routes } = edition;
  return (
    <PortalContext.Provider value={services}>
      <Router hook={location.hook} searchHook={location.searchHook} hrefs={location.hrefs}>
        <SessionBootstrap />
        <PageviewTracker />
        <Frame chrome={chrome}>
          <Routes />
        </Frame>
      </Router>
    </PortalContext.Provider>
  );
}
