import { createRoot } from 'react-dom/client';
import { onTestFinished } from 'vitest';
import { Router } from 'wouter';
import { createMemoryCookieJar } from '../../../src/core/api/memory-cookie-jar';
import type { Course, MyAccount } from '../../../src/core/api/structs/account';
import type { Enrollment } from '../../../src/core/api/structs/enrollment';
import type { Student } from '../../../src/core/api/structs/student';
import { type ApiClient, createApiClient } from '../../../src/core/api/transport';
import { type Brand, brands } from '../../../src/core/config/brands';
import { singleOriginBases } from '../../../src/core/config/environment';
import { createTestServices } from '../../support/services';
import { createMemoryLocation } from '../../../src/lib/memory-location';
import { PortalContext, type PortalEvent, type PortalServices } from '../../../src/lib/portal-services';
import { createSessionStore } from '../../../src/lib/session-store';
import { Shell } from '../../../src/features/shell/shell';
import { LiveChat } from '../../../src/features/shell/live-chat';

/** A student's session as checkSession leaves it (access §4). */
export interface TestViewer {
  firstName?: string;
  courses?: Partial<Course>[];
  expiredCourses?: Partial<Course>[];
  currentPOI?: string;
  /** A client code on the student record (not an access §3 Student field, but passed through when sent). */
  studentClient?: string;
  /**
   * The ProductLine id in the detail of the first active course, which the session check keeps
   * (`session.firstEnrollment`); 'pending' while that detail is still being asked for.
   */
  productLineId?: string | 'pending';
}

/** The session check's detail of the first active course (access §4), as `session.firstEnrollment` holds it. */
export function firstEnrollmentOf(viewer: TestViewer): Enrollment | null | undefined {
  if (viewer.productLineId === 'pending') return undefined;
  const first = viewer.courses?.[0];
  if (!first) return null;
  return {
    enrollmentId: first.enrollmentId ?? 'E0',
    Product: [{ Program: { ProductLine: viewer.productLineId === undefined ? null : { id: viewer.productLineId } } }],
    Shipment: [],
    Interaction: [],
    ScheduledPayment: [],
  };
}

const course = (fields: Partial<Course>, i: number): Course => ({ enrollmentId: `E${i}`, productId: `P${i}`, ...fields });

export function accountOf(viewer: TestViewer): MyAccount {
  return {
    userInfo: { email: 'dana@student-portal.test', firstName: viewer.firstName ?? 'Dana' },
    nonExpiredCoursListArray: (viewer.courses ?? []).map(course),
    expiredCoursListArray: (viewer.expiredCourses ?? []).map(course),
    nonExpiredEventListArray: [],
    expiredEventListArray: [],
    paymentInfo: null,
    messages: [],
  };
}

export function studentOf(viewer: TestViewer): Student {
  const student: Student = {
    studentId: 'S1',
    email: 'dana@student-portal.test',
    firstName: viewer.firstName ?? 'Dana',
    currentPOI: viewer.currentPOI,
    StudentAddress: [],
    RelationShip: [],
    Interaction: [],
  };
  return viewer.studentClient === undefined ? student : Object.assign(student, { client: viewer.studentClient });
}

export interface RenderedShell {
  host: HTMLElement;
  services: PortalServices;
  events: PortalEvent[];
  /** The in-portal path and query. */
  route(): string;
  unmount(): void;
}

/**
 * The shell inside hand-built services: a memory router at `path`, a
 * session store filled for `viewer` (a visitor when null, still checking
 * when 'unknown') and an API client whose network refuses every call
 * unless `client` is given.
 */
export function renderShell(
  options: {
    path?: string;
    viewer?: TestViewer | null | 'unknown';
    brand?: Brand;
    client?: ApiClient;
    cartCookie?: string;
    /** The mount's chat scripts (PortalServices.chat); default the brand's, null as with the mount option `chat: false`. */
    chat?: PortalServices['chat'];
  } = {},
): RenderedShell {
  const viewer = options.viewer === undefined ? null : options.viewer;
  const session = createSessionStore();
  if (viewer === null) session.status = 'anonymous';
  else if (viewer !== 'unknown') {
    Object.assign(session, { status: 'authenticated', account: accountOf(viewer), student: studentOf(viewer), firstEnrollment: firstEnrollmentOf(viewer) });
  }
  const jar = createMemoryCookieJar();
  if (options.cartCookie !== undefined) jar.setCookie('cart', options.cartCookie, { maxAgeSeconds: 600, url: 'http://127.0.0.1:9' });
  const refuse: typeof fetch = () => Promise.reject(new TypeError('no network in this test'));
  const location = createMemoryLocation(options.path ?? '/login');
  const events: PortalEvent[] = [];
  const services = createTestServices({
    brand: options.brand ?? brands.main,
    chat: options.chat === undefined ? (options.brand ?? brands.main).chat : options.chat,
    client: options.client ?? createApiClient({ bases: singleOriginBases('http://127.0.0.1:9'), fetch: refuse, credentials: jar }),
    session,
    location,
    emit: (event) => events.push(event),
  });
  const host = document.createElement('div');
  host.className = 'sp-root';
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <PortalContext.Provider value={services}>
      <Router hook={location.hook} searchHook={location.searchHook} hrefs={location.hrefs}>
        <Shell chat={<LiveChat />}>
          <p>screen</p>
        </Shell>
      </Router>
    </PortalContext.Provider>,
  );
  let mounted = true;
  const unmount = () => {
    if (!mounted) return;
    mounted = false;
    root.unmount();
    host.remove();
  };
  onTestFinished(() => {
    unmount();
    // The tab's session storage (the kpa partner footer) is per test, like the page.
    sessionStorage.clear();
  });
  return { host, services, events, route: () => location.current(), unmount };
}

/** The element with this exact trimmed text, or null. */
export function byText<E extends Element>(scope: ParentNode, selector: string, text: string): E | null {
  return [...scope.querySelectorAll<E>(selector)].find((el) => el.textContent?.trim() === text) ?? null;
}

/** Presses a key on the element, as a keyboard does (keydown bubbles to the handlers). */
export function press(target: Element, key: string): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}

/** The element that has focus. */
export const focused = () => document.activeElement;
