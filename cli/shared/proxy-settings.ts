import type { EnvSource } from './credentials';

/** The proxies of a run: HTTP_PROXY / HTTPS_PROXY / NO_PROXY of the environment (lowercase first, as curl and undici read them). */
export interface ProxySettings {
  /** For http:// origins; `from` names where it came from (the variable). */
  http: { url: string; from: string } | undefined;
  /** For https:// origins (undici falls back to the http proxy when unset). */
  https: { url: string; from: string } | undefined;
  /** Hosts (and host:port, `.domain`, `*`) reached directly. */
  noProxy: string | undefined;
}

/** The first non-blank value among `names`, with the name it came from. */
function firstSet(env: EnvSource, names: readonly string[]): { url: string; from: string } | undefined {
  for (const name of names) {
    const value = env[name]?.trim();
    if (value) return { url: value, from: name };
  }
  return undefined;
}

/** An absolute http: or https: URL. */
export const isHttpUrl = (value: string): boolean => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);

/**
 * Reads HTTP_PROXY / HTTPS_PROXY / NO_PROXY (and their lowercase forms) from
 * the environment the command was given. A proxy that is not an http(s) URL
 * is answered by the name of its variable (its value may hold credentials).
 */
export function readProxySettings(env: EnvSource): { proxy: ProxySettings } | { invalid: string } {
  const http = firstSet(env, ['http_proxy', 'HTTP_PROXY']);
  const https = firstSet(env, ['https_proxy', 'HTTPS_PROXY']);
  const invalid = [http, https].find((p) => p && !isHttpUrl(p.url));
  if (invalid) return { invalid: invalid.from };
  return { proxy: { http, https, noProxy: firstSet(env, ['no_proxy', 'NO_PROXY'])?.url } };
}

/** No proxy: what a run without proxy variables has. */
export const noProxy: ProxySettings = { http: undefined, https: undefined, noProxy: undefined };

/**
 * `--proxy URL` (#33.3), as curl's `-x`: the proxy of every request, over
 * HTTP_PROXY and HTTPS_PROXY (an invalid one of those is then moot); NO_PROXY
 * still names the hosts reached directly, as it does for curl (its test 1252).
 * `--proxy ''` goes direct, as `curl -x ""`. A URL that is not http(s) is
 * answered by `invalid` without its value (it may hold credentials).
 */
export function proxyFromFlag(url: string, env: EnvSource): { proxy: ProxySettings } | { invalid: string } {
  if (url.trim() === '') return { proxy: noProxy };
  if (!isHttpUrl(url.trim())) return { invalid: '--proxy' };
  const flag = { url: url.trim(), from: '--proxy' };
  return { proxy: { http: flag, https: flag, noProxy: firstSet(env, ['no_proxy', 'NO_PROXY'])?.url } };
}
