import { afterEach, describe, expect, it } from 'vitest';
import type { LocationSource } from '../../src/lib/location';
import { createPathLocation } from '../../src/lib/path-location';
import { setPageUrl } from '../support/page';

let location: LocationSource | undefined;
afterEach(() => location?.dispose());

function open(path: string) {
  setPageUrl(`http://127.0.0.1${path}`);
  location = createPathLocation(window, '/account', '/login');
  return location;
}

describe('path location under a base path (issue #19.1)', () => {
  it.each([
    ['/account/forgotpassword', '/forgotpassword'],
    ['/account/login?redirectUrl=%2Fx', '/login?redirectUrl=%2Fx'],
    ['/account/', '/'],
    ['/account', '/login'],
    ['/accounts/x', '/login'],
    ['/about', '/login'],
  ])('a page opened at %s shows %s', (path, route) => {
    expect(open(path).current()).toBe(route);
  });

  it('navigates with the History API under the base and tells history routers with popstate', () => {
    const location = open('/about');
    const heard: string[] = [];
    const listen = () => heard.push(window.location.pathname);
    window.addEventListener('popstate', listen);
    location.navigate('/forgotpassword');
    window.removeEventListener('popstate', listen);
    expect(window.location.pathname).toBe('/account/forgotpassword');
    expect(heard).toEqual(['/account/forgotpassword']);
    expect(location.current()).toBe('/forgotpassword');
    expect(location.navigations()).toBe(1);
    location.navigate('/login?x=1', { replace: true });
    expect(window.location.href).toBe('http://127.0.0.1/account/login?x=1');
    expect(location.navigations()).toBe(2);
  });

  it('follows Back within the base and ignores paths outside it', () => {
    const location = open('/account/login');
    window.history.pushState(null, '', '/about');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(location.current()).toBe('/login');
    expect(location.navigations()).toBe(0);
    window.history.pushState(null, '', '/account/forgotpassword');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(location.current()).toBe('/forgotpassword');
    expect(location.navigations()).toBe(1);
  });

  it('renders real hrefs under the base', () => {
    expect(open('/account/login').hrefs('/forgotpassword')).toBe('/account/forgotpassword');
  });
});

describe("path location follows the host router's own navigations (issue #31.1)", () => {
  it("moves on the host's pushState and replaceState (a react-router <Link>), with no popstate, and leaves history as it found it", () => {
    const native = window.history.pushState;
    const location = open('/account/login');
    window.history.pushState(null, '', '/account/forgotpassword');
    expect(location.current()).toBe('/forgotpassword');
    window.history.replaceState(null, '', '/account/login?redirectUrl=%2Fx');
    expect(location.current()).toBe('/login?redirectUrl=%2Fx');
    window.history.pushState(null, '', '/about');
    expect(location.current()).toBe('/login?redirectUrl=%2Fx');
    expect(location.navigations()).toBe(2);
    location.dispose();
    expect(window.history.pushState).toBe(native);
    expect(Object.hasOwn(window.history, 'pushState')).toBe(false);
    window.history.pushState(null, '', '/account/forgotpassword');
    expect(location.current()).toBe('/login?redirectUrl=%2Fx');
  });

  it("listens to the Navigation API's currententrychange where the browser has it, and then never wraps history", () => {
    const navigation = new EventTarget();
    Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
    try {
      const native = window.history.pushState;
      const location = open('/account/login');
      expect(window.history.pushState).toBe(native);
      window.history.pushState(null, '', '/account/forgotpassword');
      expect(location.current()).toBe('/login');
      navigation.dispatchEvent(new Event('currententrychange'));
      expect(location.current()).toBe('/forgotpassword');
      location.dispose();
      window.history.pushState(null, '', '/account/login');
      navigation.dispatchEvent(new Event('currententrychange'));
      expect(location.current()).toBe('/forgotpassword');
    } finally {
      Reflect.deleteProperty(window, 'navigation');
    }
  });

  it('show() moves the screen without writing the URL; hostPath() names a route as the host router does', () => {
    const location = open('/account/login');
    location.show('/forgotpassword');
    expect(location.current()).toBe('/forgotpassword');
    expect(window.location.pathname).toBe('/account/login');
    expect(location.navigations()).toBe(1);
    expect(location.hostPath('/login?x=1')).toBe('/account/login?x=1');
  });
});

describe('path location: a move to where it is (#31.2, a host mirroring the route back as `path`)', () => {
  it('adds no history entry', () => {
    const location = open('/account/forgotpassword');
    const before = window.history.length;
    location.navigate('/forgotpassword');
    expect(window.history.length).toBe(before);
    location.navigate('/login');
    expect(window.history.length).toBe(before + 1);
    expect(location.navigations()).toBe(1);
  });
});
