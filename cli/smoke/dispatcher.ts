import { Agent, type Dispatcher, EnvHttpProxyAgent } from 'undici';
import type { ProxySettings } from '../shared/proxy-settings';
import { redacted } from './redact';

/** A proxy URL for people: user and password replaced by [REDACTED]. */
export function displayProxy(url: string): string {
  const parsed = new URL(url);
  if (parsed.username) parsed.username = redacted;
  if (parsed.password) parsed.password = redacted;
  return parsed.href.replaceAll(encodeURIComponent(redacted), redacted).replace(/\/$/, '');
}

/** The passwords (`force`: always a secret) and user names in the proxy URLs, raw and decoded, for the run's redactor. */
export function proxySecrets(proxy: ProxySettings): { value: string; force: boolean }[] {
  return [proxy.http, proxy.https].flatMap((p) => {
    if (!p) return [];
    const { username, password } = new URL(p.url);
    return [
      ...[password, safeDecode(password)].map((value) => ({ value, force: true })),
      // A short user name ('u') replaced everywhere would garble the report; a long one is hidden too.
      ...[username, safeDecode(username)].map((value) => ({ value, force: false })),
    ].filter((secret) => secret.value.length > 0);
  });
}

/** `host:port` of each proxy with the variable it came from, so a cause at the proxy says so. */
export function proxyEndpoints(proxy: ProxySettings): { host: string; hostname: string; from: string }[] {
  return [proxy.http, proxy.https].flatMap((p) => {
    if (!p) return [];
    const url = new URL(p.url);
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    return [{ host: `${url.hostname}:${port}`, hostname: url.hostname, from: p.from }];
  });
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The connection pool of a run: a plain undici Agent, or, when a proxy
 * variable is set, undici's EnvHttpProxyAgent (CONNECT tunnels for https,
 * NO_PROXY honoured). `insecure` (`--insecure`) accepts any certificate of
 * the origin, directly and through a tunnel; the proxy's own certificate is
 * still checked.
 */
export function createDispatcher(options: { insecure: boolean; proxy: ProxySettings }): Dispatcher {
  const tls = options.insecure ? { rejectUnauthorized: false } : undefined;
  // No socket limit, so a check's parallel requests never queue behind a slow one.
  const base = { keepAliveTimeout: 2000, ...(tls ? { connect: tls } : {}) };
  const { proxy } = options;
  if (!proxy.http && !proxy.https) return new Agent(base);
  // Every value given explicitly ('' for unset): undici would otherwise read process.env, not the command's environment.
  return new EnvHttpProxyAgent({
    ...base,
    ...(tls ? { requestTls: tls } : {}),
    httpProxy: proxy.http?.url ?? '',
    httpsProxy: proxy.https?.url ?? '',
    noProxy: proxy.noProxy ?? '',
  });
}
