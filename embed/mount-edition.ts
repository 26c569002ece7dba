import { createRoot } from 'react-dom/client';
import { createElement } from 'react';
import { createApiClient } from '../src/core/api/transport';
import { getBrand } from '../src/core/config/brands';
import { chatScripts, environmentForHost, isLoopbackHost, serviceBases } from '../src/core/config/environment';
import { PortalError } from '../src/core/errors';
import { createBrowserCredentials } from '../src/lib/browser-credentials';
import { type Clock, createClock } from '../src/lib/clock';
import { createHashLocation } from '../src/lib/hash-location';
import { createMemoryLocation } from '../src/lib/memory-location';
import { createPathLocation } from '../src/lib/path-location';
import { hostRouted } from '../src/lib/host-router';
import type { Edition } from '../src/app/edition';
import { PortalApp } from '../src/app/portal-app';
import type { PortalServices } from '../src/lib/portal-services';
import { applyTexts } from '../src/core/messages/catalogue';
import { findLocale } from './locale';
import { adoptStylesheet } from '../src/lib/stylesheet';
import { createSessionStore, signedOut } from '../src/lib/session-store';
import { checkSession, noteCallFailure } from '../src/lib/session-actions';
import { joinSessionChannel, sessionChannelKey } from '../src/lib/session-channel';
import { createEventHub, reportBadConfig } from './events';
import { untrustedReason } from './markup-trust';
import { appearanceProperty, parseMountOptions } from './options';
import type { MountOptions, PortalEvent, PortalHandle } from './student-portal';

/**
 * #30.3: a mount needs a browser page. Without one (server-side rendering, a worker, Node) it says
 * so with the project's error, not a TypeError from the first DOM call.
 */
function requireDocument(): void {
  if (typeof window !== 'undefined' && typeof document !== 'undefined' && typeof Element !== 'undefined') return;
  throw new PortalError('config.invalid', {
    path: 'environment',
    serverText:
      'StudentPortal.mount needs a browser page, and there is no `document` here (server-side rendering or a worker?). Call mount() in the browser once the page exists, e.g. in an effect.',
  });
}

function resolveTarget(target: Element | string): Element {
  const element = typeof target === 'string' ? document.querySelector(target) : target;
  if (!(element instanceof Element)) {
    throw new PortalError('config.invalid', {
      path: 'target',
      serverText: `StudentPortal.mount: no element matches ${JSON.stringify(String(target))}; pass an element or a selector that exists.`,
    });
  }
  return element;
}

/** Mounts on this page so far: each mount's DOM ids carry its own number. */
let mounts = 0;

/** Test-only seams (not in the public types): a manual clock for tests that advance time instead of sleeping. */
export interface MountInternals {
  clock?: Clock;
  /** The API client's timeout (tests of a hanging upstream use a short one). */
  timeoutMs?: number;
  /**
   * The options come from markup (the custom element's attributes, #31.3): an API base or a
   * full-portal page must be this page's origin or the brand's (#13.18, as auto-mount's data attributes).
   */
  markup?: { prefix: string; name: string };
}

/** Mounts one independent portal: own store, router, clock, styles and listeners. */
export function mountEdition(
  edition: Edition,
  target: Element | string,
  options: MountOptions = {},
  internals: MountInternals = {},
): PortalHandle {
  let host: Element;
  let opts: MountOptions;
  try {
    // The options first: a wrong one is named wherever mount() runs, a browser or not.
    opts = parseMountOptions(options);
    requireDocument();
    host = resolveTarget(target);
    const untrusted = internals.markup && untrustedReason(opts, getBrand(opts.brand ?? 'main'), window.location, internals.markup);
    if (untrusted) throw new PortalError('config.invalid', { path: untrusted.option, serverText: untrusted.message });
  } catch (error) {
    // issue #19.5: mount() still throws; a host's onError hears of it too.
    reportBadConfig(options, error);
    throw error;
  }
  const brand = getBrand(opts.brand ?? 'main');
  const isolation = opts.isolation ?? 'scoped';
  const routing = opts.routing ?? 'hash';
  // On a loopback host the page's own origin serves every service (the simulator).
  const apiBase = opts.apiBase ?? (isLoopbackHost(window.location.host) ? window.location.origin : undefined);
  const env = apiBase ? 'local' : environmentForHost(window.location.host);

  // Routes this edition does not render open the full portal (hash routing) at that route.
  const portalPage = new URL(
    opts.portalUrl ?? (env === 'local' ? '/' : `https://${brand.hosts[env === 'qa' ? 'qa' : 'production']}/`),
    window.location.href,
  );
  const portalHref = (path: string) => {
    portalPage.hash = path;
    return portalPage.href;
  };

  const shadow = isolation === 'shadow' ? (host.shadowRoot ?? host.attachShadow({ mode: 'open' })) : null;
  const container = document.createElement('div');
  container.className = 'sp-root';
  // issue #32: the language, named for screen readers, spell checkers and hyphenation.
  const { locale, missing: missingLocale } = findLocale(opts.locale);
  container.lang = locale?.code ?? 'en-US';
  container.dataset.brand = brand.id;
  // issue #19.3: through the CSSOM, so no value can add a rule, and the strict CSP allows it.
  for (const [key, value] of Object.entries(opts.appearance ?? {})) {
    if (value !== undefined) container.style.setProperty(appearanceProperty(key), value);
  }
  (shadow ?? host).append(container);
  const styleHost = shadow ?? document;
  const removeStyles = adoptStylesheet(styleHost, edition.css);

  const ownLocation =
    routing === 'memory'
      ? createMemoryLocation(opts.initialPath ?? '/', portalHref)
      : routing === 'path'
        ? createPathLocation(window, opts.basePath ?? '', opts.initialPath ?? '/')
        : createHashLocation(window, opts.initialPath ?? '/', opts.hashPrefix ?? '');
  const clock = internals.clock ?? createClock();
  const events = createEventHub(window, opts.onEvent, opts.onError);
  // issue #31.1: with the host's router in charge, the portal asks it and follows.
  const hostNavigate = opts.navigate;
  const location = hostNavigate
    ? hostRouted(ownLocation, hostNavigate, (error) => {
        const message = `StudentPortal: option "navigate" failed: ${String(error)}`;
        console.error(message);
        events.emit({ type: 'error', code: 'config.invalid', message, option: 'navigate' });
      })
    : ownLocation;
  const bases = serviceBases(brand.id, env, apiBase);
  const services: PortalServices = {
    brand,
    env,
    host: window.location.host,
    client: createApiClient({
      bases,
      fetch: window.fetch.bind(window),
      credentials: createBrowserCredentials(document),
      timeoutMs: internals.timeoutMs,
      // issue #13.3: every call's failure passes the session, which reacts to "not logged in".
      onFailure: (error) => {
        noteCallFailure(services, error);
        events.noteFailure(error);
      },
    }),
    session: createSessionStore(),
    clock,
    location,
    routing,
    emit: (event) => {
      // A screen's event must fit the public union (the type check of this call).
      events.emit(event);
      // issue #13.8: the other mounts of this brand and API base follow a login or logout.
      if (event.type === 'login' || event.type === 'logout') channel.tell(event.type);
    },
    leave: (url, leaveOptions) => (leaveOptions?.replace ? window.location.replace(url) : window.location.assign(url)),
    openRoute: (path, options) => (edition.renders(path) ? location.navigate(path, options) : window.location.assign(portalHref(path))),
    routeHref: (path) => (edition.renders(path) ? location.hrefs(path) : portalHref(path)),
    inMount: (path) => edition.renders(path),
    // issue #16: live chat is on unless the host switches it off.
    chat: opts.chat === false ? null : chatScripts(brand.id, env, apiBase),
    idPrefix: `sp${(mounts += 1)}-`,
    styleHost,
    answeredQuestions: new Set(),
    firstEnrollment: edition.firstEnrollment,
  };

  // Mounts of one page share its cookies: those of the same brand and API base share the session too.
  const channel = joinSessionChannel(sessionChannelKey(brand.id, bases.rest), (news) => {
    if (news === 'login') void checkSession(services);
    else signedOut(services.session);
  });

  // issue #19.4: before the first render; a key this bundle has no text for is reported, not fatal
  // (#31.4: a key of the ES module's account chunk when the chunk loads).
  const refuseText = (key: string) => {
    const message = `StudentPortal.mount: text "${key}" is not in this script's catalogue, or its value does not fit it (a string, or a function for a text with arguments); the catalogue's text stays.`;
    console.warn(message);
    events.emit({ type: 'error', code: 'config.invalid', message, option: `texts.${key}` });
  };
  // A locale first, the mount's texts over it; a locale's keys this bundle shows no text for are not its business.
  const localeTexts = locale ? applyTexts(locale.texts) : null;
  const texts = applyTexts(opts.texts ?? {}, refuseText);
  const root = createRoot(container);
  root.render(createElement(PortalApp, { services, edition, chrome: opts.chrome ?? 'full' }));
  events.emit({ type: 'mount', brand: brand.id, routing, isolation });
  for (const key of texts.refused) refuseText(key);
  if (missingLocale) {
    const message = `StudentPortal.mount: locale "${missingLocale}" is not on the page: load locales/${missingLocale}.js before mounting, or pass the locale itself (student-portal/locales/${missingLocale}); en-US is shown.`;
    console.warn(message);
    events.emit({ type: 'error', code: 'config.invalid', message, option: 'locale' });
  }

  let mounted = true;
  return {
    unmount() {
      if (!mounted) return;
      mounted = false;
      channel.leave();
      root.unmount();
      texts.release();
      localeTexts?.release();
      clock.dispose();
      location.dispose();
      removeStyles();
      container.remove();
      events.emit({ type: 'unmount' });
      events.close();
    },
    navigate: (path) => (hostNavigate ? location.show(path) : location.navigate(path)),
    // The hub calls a listener only with events of its type: the narrowing the public types promise.
    on: (type, fn) => events.on(type, fn as (event: PortalEvent) => void),
    off: (type, fn) => events.off(type, fn as (event: PortalEvent) => void),
  };
}
