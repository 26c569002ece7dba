import { describe, expect, it } from 'vitest';
import { networkCause } from '../../../cli/smoke/network-cause';

/** An error as Node's net, dns and tls modules throw it, wrapped as undici's fetch wraps it. */
const coded = (code: string, message: string, fields: Record<string, unknown> = {}): Error =>
  Object.assign(new Error(message), { code, ...fields });
const fetchFailed = (cause: unknown) => new TypeError('fetch failed', { cause });
const url = new URL('https://qa.example:8443/rest-services/countryList');

describe('networkCause: the root of undici’s cause chain, named once (#14.7)', () => {
  it.each([
    ['a refused connection', coded('ECONNREFUSED', 'connect ECONNREFUSED 10.0.0.5:8443', { address: '10.0.0.5', port: 8443 }), 'ECONNREFUSED 10.0.0.5:8443', true],
    ['a refused IPv6 connection', coded('ECONNREFUSED', 'connect ECONNREFUSED ::1:8443', { address: '::1', port: 8443 }), 'ECONNREFUSED [::1]:8443', true],
    [
      'happy eyeballs: every address refused',
      Object.assign(new AggregateError([coded('ECONNREFUSED', 'x', { address: '::1', port: 8443 }), coded('ECONNREFUSED', 'y', { address: '127.0.0.1', port: 8443 })], ''), { code: 'ECONNREFUSED' }),
      'ECONNREFUSED [::1]:8443',
      true,
    ],
    ['a name that does not resolve', coded('ENOTFOUND', 'getaddrinfo ENOTFOUND qa.example', { hostname: 'qa.example' }), 'ENOTFOUND qa.example', true],
    ['a DNS server that does not answer', coded('EAI_AGAIN', 'getaddrinfo EAI_AGAIN qa.example', { hostname: 'qa.example' }), 'EAI_AGAIN qa.example', true],
    ['a self-signed certificate', coded('DEPTH_ZERO_SELF_SIGNED_CERT', 'self-signed certificate'), 'DEPTH_ZERO_SELF_SIGNED_CERT qa.example:8443 (self-signed certificate; --insecure accepts it)', true],
    ['an expired certificate', coded('CERT_HAS_EXPIRED', 'certificate has expired'), 'CERT_HAS_EXPIRED qa.example:8443 (certificate has expired; --insecure accepts it)', true],
    ['a certificate for another name', coded('ERR_TLS_CERT_ALTNAME_INVALID', "Hostname/IP does not match certificate's altnames"), "ERR_TLS_CERT_ALTNAME_INVALID qa.example:8443 (Hostname/IP does not match certificate's altnames; --insecure accepts it)", true],
    ['https to a plain http port', coded('ERR_SSL_WRONG_VERSION_NUMBER', '80BCC…:error:0A00010B:SSL routines…'), 'ERR_SSL_WRONG_VERSION_NUMBER qa.example:8443 (TLS handshake failed)', true],
    ['a connection dropped mid-answer', coded('UND_ERR_SOCKET', 'other side closed'), 'UND_ERR_SOCKET qa.example:8443', false],
    ['a reset connection', coded('ECONNRESET', 'read ECONNRESET'), 'ECONNRESET qa.example:8443', false],
  ])('%s → %s', (_name, root, text, blocksOrigin) => {
    expect(networkCause(fetchFailed(root), url)).toEqual({ code: (root as Error & { code: string }).code, text, blocksOrigin });
  });

  it.each([
    ['an abort', new DOMException('This operation was aborted', 'AbortError')],
    ['a timeout', new DOMException('The operation timed out', 'TimeoutError')],
    ['fetch failed without a coded cause', fetchFailed(new Error('bad port'))],
    ['not an error', 'fetch failed'],
  ])('names no cause for %s', (_name, error) => {
    expect(networkCause(error, url)).toBeUndefined();
  });
});

describe('networkCause at a proxy', () => {
  const proxies = [{ host: '10.0.0.9:3128', hostname: 'proxy.ci.example', from: 'HTTPS_PROXY' }];
  it.each([
    ['a refused proxy', coded('ECONNREFUSED', 'connect ECONNREFUSED 10.0.0.9:3128', { address: '10.0.0.9', port: 3128 }), 'ECONNREFUSED 10.0.0.9:3128 (the proxy of HTTPS_PROXY)'],
    ['a proxy name that does not resolve', coded('ENOTFOUND', 'getaddrinfo ENOTFOUND proxy.ci.example', { hostname: 'proxy.ci.example' }), 'ENOTFOUND proxy.ci.example (the proxy of HTTPS_PROXY)'],
    ['the upstream itself', coded('ECONNREFUSED', 'connect ECONNREFUSED 10.0.0.5:8443', { address: '10.0.0.5', port: 8443 }), 'ECONNREFUSED 10.0.0.5:8443'],
  ])('%s → %s', (_name, root, text) => {
    expect(networkCause(fetchFailed(root), url, proxies)?.text).toBe(text);
  });
});
