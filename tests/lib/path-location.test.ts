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
