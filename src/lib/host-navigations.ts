import { subscribeToLocationUpdates } from './wouter-browser-location';

/**
 * Calls `onChange` after every same-document navigation of the page: the host router's own
 * `history.pushState` / `replaceState` (react-router's `<Link>`, Vue Router's `push`, Next.js's
 * router), Back and Forward, hash changes (issue #31.1: the URL moved while the portal stayed on its
 * screen). Returns the undo.
 *
 * The Navigation API's `currententrychange` fires for all of them, `pushState` included, without
 * touching `history` (Baseline since 2026: Chromium 102, Firefox 147, Safari 26.2). A browser
 * without it gets wouter's way while the mount lives: pushState and replaceState dispatch an event
 * of their name (installed by the first subscriber, undone by the last, shared with wouter's
 * default router: src/lib/wouter-browser-location.ts), with popstate and hashchange.
 */
export function listenToHostNavigations(win: Window, onChange: () => void): () => void {
  const navigation = (win as Window & { navigation?: EventTarget }).navigation;
  if (navigation && typeof navigation.addEventListener === 'function') {
    navigation.addEventListener('currententrychange', onChange);
    return () => navigation.removeEventListener('currententrychange', onChange);
  }
  return subscribeToLocationUpdates(onChange, win);
}
