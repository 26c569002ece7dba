import { createApiClient } from '../../src/core/api/transport';
import { getEnrollment } from '../../src/core/api/enrollment-queries';
import { brands } from '../../src/core/config/brands';
import { singleOriginBases } from '../../src/core/config/environment';
import { createMemoryCookieJar } from '../../src/core/api/memory-cookie-jar';
import { createMemoryLocation } from '../../src/lib/memory-location';
import type { PortalServices } from '../../src/lib/portal-services';
import { createSessionStore } from '../../src/lib/session-store';
import { createTestClock } from './epoch';

/**
 * The services of one mount, built by hand for a component rendered on its
 * own (no mount()): main brand, a memory router at `path`, a fresh session
 * store, a manual clock at the epoch, the full portal's first-enrollment
 * loader, and an API client whose network refuses every call — each replaceable through `overrides`.
 */
export function createTestServices(overrides: Partial<PortalServices> & { path?: string } = {}): PortalServices {
  const { path = '/login', ...rest } = overrides;
  const location = rest.location ?? createMemoryLocation(path);
  const refuse: typeof fetch = () => Promise.reject(new TypeError('no network in this test'));
  return {
    brand: brands.main,
    env: 'local',
    host: '127.0.0.1',
    client: createApiClient({ bases: singleOriginBases('http://127.0.0.1:9'), fetch: refuse, credentials: createMemoryCookieJar() }),
    session: createSessionStore(),
    clock: createTestClock(),
    location,
    routing: 'memory',
    emit: () => {},
    leave: () => {},
    openRoute: (to, options) => location.navigate(to, options),
    routeHref: (to) => location.hrefs(to),
    inMount: () => true,
    chat: (rest.brand ?? brands.main).chat,
    idPrefix: 'sp-test-',
    styleHost: document,
    answeredQuestions: new Set(),
    firstEnrollment: getEnrollment,
    ...rest,
  };
}
