import { type ComponentType, useEffect, useLayoutEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { PortalError } from '../core/errors';
import { deferCatalogueGroups } from '../core/messages/catalogue';
import type { Clock } from '../lib/clock';
import { type PathName, matchesPattern, paths } from '../lib/paths';
import { type PortalServices, usePortal } from '../lib/portal-services';
import { adoptStylesheet } from '../lib/stylesheet';
import { RouteLoadFailure, RouteLoading } from '../ui/route-status';
import { NotBuiltScreen } from './fallback-screens';
import type { ScreenTable } from './route-table';

/** A part of the portal's routes kept apart from the rest (#31.4: the account area). */
export interface Area {
  /** The component of a route the area renders; undefined when it has no screen for it. */
  screen(name: PathName): ComponentType | undefined;
  /** The area's stylesheet when it is part of the bundle ('' when its chunk brings it). */
  css(): string;
  /** The live chat of a signed-in student, in the shell (nothing until the area is there). */
  Chat: ComponentType;
  /** The session check's load of the first enrollment's detail, which only the live chat reads. */
  firstEnrollment: NonNullable<PortalServices['firstEnrollment']>;
  /** Rendered once per mount beside the routes (null: nothing to do). */
  Effects: ComponentType | null;
}

/** What the area's module exports: its screens, its stylesheet and the live chat with its load. */
export interface AreaModule {
  screens: ScreenTable;
  css(): string;
  Chat: ComponentType;
  firstEnrollment: NonNullable<PortalServices['firstEnrollment']>;
}

/** Runs `fn` when the page is idle (on the clock's next turn where there is no requestIdleCallback); returns the cancel. */
function whenIdle(clock: Clock, fn: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') return clock.setTimeout(fn, 0);
  const id = requestIdleCallback(fn, { timeout: 2000 });
  return () => cancelIdleCallback(id);
}

/**
 * An area whose screens are in a module loaded when first needed (the ES module's account chunk,
 * #31.4). Each of its routes shows the portal's loading state while the module loads and, if the
 * load fails, its text with Try again (which loads again); once loaded, the module's screens render
 * at once on every later route. The module's stylesheet is adopted into a mount's root before its
 * first screen renders there, and removed at unmount. Its catalogue groups (`textGroups`) register
 * when the module evaluates: they are declared deferred now, so a mount's texts for them wait for
 * them. Once the visitor is signed in, or on a route that leads into the area (`leadingIn`: the
 * sign-up steps, whose confirmation is the area's), `Effects` loads the module when the page is
 * idle, so the first route of the area after it does not wait; the live chat (`Chat`) shows once it is there,
 * and the session check's load for it (`firstEnrollment`) waits for it too (no detail if it fails).
 */
export function lazyArea(load: () => Promise<AreaModule>, textGroups: readonly string[], leadingIn: readonly PathName[] = []): Area {
  deferCatalogueGroups(textGroups);
  let loaded: AreaModule | null = null;
  let loading: Promise<AreaModule> | null = null;
  /** Told once the module is there (the live chat of each mount waits for it). */
  const waiting = new Set<() => void>();
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module;
        for (const tell of waiting) tell();
        return module;
      },
      (error: unknown) => {
        loading = null; // the next attempt asks again
        throw error;
      },
    ));
  /** Each mount's removal of the area's stylesheet, once adopted there. */
  const styles = new WeakMap<PortalServices, () => void>();

  function AreaScreen({ name }: { name: PathName }) {
    const services = usePortal();
    const [attempt, setAttempt] = useState(0);
    const [failure, setFailure] = useState<string | null>(null);
    const [, setReady] = useState(false);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      start().then(
        () => live && setReady(true),
        (cause: unknown) => live && setFailure(new PortalError('bundle.load-failed', { cause }).message),
      );
      return () => {
        live = false;
      };
    }, [attempt]);
    if (loaded) {
      // Before the screen's first render in this mount, so it never shows unstyled (idempotent).
      if (!styles.has(services)) styles.set(services, adoptStylesheet(services.styleHost, loaded.css()));
      const Screen = loaded.screens[name];
      return Screen ? <Screen /> : <NotBuiltScreen title={paths[name].title} />;
    }
    if (failure !== null) {
      const retry = () => {
        setFailure(null);
        setAttempt((n) => n + 1);
      };
      return <RouteLoadFailure message={failure} onRetry={retry} />;
    }
    return <RouteLoading />;
  }

  const components = new Map<PathName, ComponentType>();
  return {
    screen(name) {
      let component = components.get(name);
      if (!component) {
        component = () => <AreaScreen name={name} />;
        components.set(name, component);
      }
      return component;
    },
    css: () => '',
    firstEnrollment: (client, enrollmentId) =>
      start().then(
        (module) => module.firstEnrollment(client, enrollmentId),
        () => undefined,
      ),
    Chat() {
      const [, setReady] = useState(false);
      useEffect(() => {
        if (loaded) return;
        const tell = () => setReady(true);
        waiting.add(tell);
        if (loaded) tell(); // loaded between the render and now
        return () => void waiting.delete(tell);
      }, []);
      // Loaded by an account route, the session check or Effects once signed in; never by the chat itself.
      return loaded ? <loaded.Chat /> : null;
    },
    Effects() {
      const services = usePortal();
      const { loggedIn } = useSnapshot(services.session);
      const [path] = useLocation();
      const soon = loggedIn || leadingIn.some((name) => matchesPattern(paths[name].pattern, path));
      // A failed prefetch stays quiet: the route asks again and shows the failure.
      useEffect(() => (soon && !loaded ? whenIdle(services.clock, () => void start().catch(() => {})) : undefined), [soon, services]);
      // A layout effect: its clean-up runs within unmount(), which leaves no style behind (an effect's would run later).
      useLayoutEffect(
        () => () => {
          styles.get(services)?.();
          styles.delete(services);
        },
        [services],
      );
      return null;
    },
  };
}
