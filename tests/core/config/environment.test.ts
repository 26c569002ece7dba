import { describe, expect, it } from 'vitest';
import { brandForHost, brands, getBrand, hostWithinDomain, isBrandId } from '../../../src/core/config/brands';
import { chatScripts, environmentForHost, isLoopbackHost, isQaHost, localOrigin, serviceBases } from '../../../src/core/config/environment';

describe('environment by host (access §9)', () => {
  it.each([
    ['qa.summitprep.test', 'qa'],
    ['qa2.summitprep.test', 'qa'],
    ['portal-qa.meridianreview.test:8443', 'qa'],
    ['qa-east.summitprep.test', 'qa'],
    ['www.summitprep.test', 'production'],
    ['aqua.summitprep.test', 'production'],
    ['quality.summitprep.test', 'production'],
    ['127.0.0.1:4173', 'production'],
  ])('%s uses %s service bases', (host, env) => {
    expect(environmentForHost(host)).toBe(env);
    expect(isQaHost(host)).toBe(env === 'qa');
  });

  it('gives the second brand the first brand\'s bases', () => {
    expect(serviceBases('second', 'production')).toEqual(serviceBases('main', 'production'));
    expect(serviceBases('second', 'qa')).toEqual(getBrand('main').services.qa);
  });

  it('puts every service at one origin for local and for an explicit override', () => {
    expect(serviceBases('main', 'local').rest).toBe(localOrigin);
    const overridden = serviceBases('main', 'production', 'http://127.0.0.1:9999/');
    expect(Object.values(overridden)).toEqual(Array(5).fill('http://127.0.0.1:9999'));
  });
});

describe('live-chat scripts by environment (access §9 endpoints; issue #16 the simulator stands in locally)', () => {
  it.each([
    ['main', 'production'],
    ['main', 'qa'],
    ['second', 'production'],
  ] as const)('%s on %s loads the brand\'s chat scripts', (brand, env) => {
    expect(chatScripts(brand, env)).toEqual(getBrand(brand).chat);
  });

  it('loads the simulator\'s stand-in from the local origin, or from an explicit API base (same origin: the strict CSP allows it)', () => {
    expect(chatScripts('main', 'local')).toEqual({
      nursing: `${localOrigin}/chat/nursing.js`,
      medical: `${localOrigin}/chat/medical.js`,
      precollege: `${localOrigin}/chat/precollege.js`,
      graduate: `${localOrigin}/chat/graduate.js`,
    });
    expect(chatScripts('second', 'production', 'http://127.0.0.1:9999/').graduate).toBe('http://127.0.0.1:9999/chat/graduate.js');
  });
});

describe('brands as data', () => {
  it.each([
    ['www.summitprep.test', 'main'],
    ['SUMMITPREP.TEST.', 'main'],
    ['help.meridianreview.test', 'second'],
    ['summitprep.test.evil.test', undefined],
    ['evilsummitprep.test', undefined],
  ])('finds the brand of %s: %s', (host, id) => {
    expect(brandForHost(host)?.id).toBe(id);
  });

  it('refuses look-alike suffixes as own domains', () => {
    expect(hostWithinDomain('a.summitprep.test', 'summitprep.test')).toBe(true);
    expect(hostWithinDomain('xsummitprep.test', 'summitprep.test')).toBe(false);
  });

  it('knows exactly the two brand ids, main by default', () => {
    expect(Object.keys(brands)).toEqual(['main', 'second']);
    expect(isBrandId('second')).toBe(true);
    expect(isBrandId('toString')).toBe(false);
    expect(getBrand().id).toBe('main');
  });
});

describe('loopback hosts (the simulator on a developer machine)', () => {
  it.each([
    ['127.0.0.1:4173', true],
    ['localhost', true],
    ['[::1]:4173', true],
    ['127.1.2.3', true],
    ['qa.localhost:4173', true],
    ['localhost.evil.test', false],
    ['notlocalhost', false],
    ['127.0.0.1.evil.test', false],
    ['www.summitprep.test', false],
  ])('%s is loopback: %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});
