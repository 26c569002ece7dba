import { afterEach, describe, expect, it } from 'vitest';
import { createHashLocation } from '../../src/lib/hash-location';
import type { LocationSource } from '../../src/lib/location';
import { setPageUrl } from '../support/page';

let location: LocationSource | undefined;
afterEach(() => location?.dispose());

/** A hash location on a page at `hash`. */
function open(hash: string, initialPath = '/login', prefix = '/portal') {
  setPageUrl(`http://127.0.0.1/page${hash}`);
  location = createHashLocation(window, initialPath, prefix);
  return { location };
}

/** Moves the hash as a host router or a link would (popstate, then hashchange). */
function hostGoes(hash: string) {
  window.location.hash = hash;
  window.dispatchEvent(new PopStateEvent('popstate'));
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

describe('hash location with a prefix (issue #19.1)', () => {
  it.each([
    ['#/portal/forgotpassword', '/forgotpassword'],
    ['#/portal/login?redirectUrl=%2Fx', '/login?redirectUrl=%2Fx'],
    ['#/portal/', '/'],
    ['#/portal', '/login'],
    ['#/portal?signup=1', '/?signup=1'],
    ['#/about', '/login'],
    ['#/portalx/y', '/login'],
    ['', '/login'],
  ])('a page opened at %j shows %s', (hash, route) => {
    expect(open(hash).location.current()).toBe(route);
  });

  it('ignores hashes outside the prefix: same route, no navigation', () => {
    const { location } = open('#/portal/forgotpassword');
    hostGoes('#/about');
    expect(location.current()).toBe('/forgotpassword');
    expect(location.navigations()).toBe(0);
    hostGoes('#/portal/login');
    expect(location.current()).toBe('/login');
    expect(location.navigations()).toBe(1);
  });

  it('navigates by changing the hash under the prefix, and counts each move once', () => {
    const { location } = open('#/about');
    location.navigate('/forgotpassword');
    expect(window.location.hash).toBe('#/portal/forgotpassword');
    expect(location.current()).toBe('/forgotpassword');
    // The browser's own events for that move change nothing more.
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(location.navigations()).toBe(1);
    location.navigate('/login?x=1', { replace: true });
    expect(window.location.hash).toBe('#/portal/login?x=1');
    expect(location.current()).toBe('/login?x=1');
    expect(location.navigations()).toBe(2);
  });

  it('renders links under the prefix', () => {
    expect(open('').location.hrefs('/login')).toBe('#/portal/login');
  });

  it('listens no more once disposed', () => {
    const { location } = open('#/portal/login');
    location.dispose();
    hostGoes('#/portal/forgotpassword');
    expect(location.current()).toBe('/login');
  });
});

describe('hash location without a prefix (as before #19)', () => {
  it('shows the first route for a hash that is no route, and follows every hash route', () => {
    const { location } = open('#/forgotpassword', '/login', '');
    expect(location.current()).toBe('/forgotpassword');
    hostGoes('#top');
    expect(location.current()).toBe('/login');
    expect(location.hrefs('/login')).toBe('#/login');
  });
});

describe("hash location follows the host router's pushState (issue #31.1)", () => {
  it('a hash router that writes #/portal/… with pushState (no hashchange) moves the portal; other hashes do not', () => {
    const { location } = open('#/portal/login');
    window.history.pushState(null, '', '#/portal/forgotpassword');
    expect(location.current()).toBe('/forgotpassword');
    window.history.pushState(null, '', '#/about');
    expect(location.current()).toBe('/forgotpassword');
    expect(location.navigations()).toBe(1);
    location.show('/login');
    expect(location.current()).toBe('/login');
    expect(window.location.hash).toBe('#/about');
    expect(location.hostPath('/login')).toBe('/portal/login');
  });

  it('without a prefix too, and its own pushState counts once', () => {
    const { location } = open('#/login', '/login', '');
    window.history.pushState(null, '', '#/forgotpassword');
    expect(location.current()).toBe('/forgotpassword');
    location.navigate('/login');
    expect(location.current()).toBe('/login');
    expect(location.navigations()).toBe(2);
    expect(location.hostPath('/login')).toBe('/login');
  });
});

describe('hash location without a prefix and the host’s other navigations (#31.1)', () => {
  it('stays on its route when a navigation leaves the hash as it was, or drops it (the host router pushing /about)', () => {
    const { location } = open('#/forgotpassword', '/login', '');
    window.history.pushState(null, '', '/about#/forgotpassword');
    window.history.replaceState(null, '', '/about?tab=2#/forgotpassword');
    window.history.pushState(null, '', '/about');
    expect(location.current()).toBe('/forgotpassword');
    window.history.pushState(null, '', '/about#/forgotpassword');
    expect(location.current()).toBe('/forgotpassword');
    expect(location.navigations()).toBe(0);
    const before = window.history.length;
    location.navigate('/forgotpassword');
    expect(window.history.length).toBe(before);
  });
});
