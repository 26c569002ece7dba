/** Why a request got no HTTP answer, read from the root of undici's `cause` chain. */
export interface NetworkCause {
  /** The error code: `ECONNREFUSED`, `ENOTFOUND`, `DEPTH_ZERO_SELF_SIGNED_CERT`, `UND_ERR_SOCKET` … */
  code: string;
  /** The code with where it happened: `ECONNREFUSED 127.0.0.1:4173`, `ENOTFOUND qa.example`. */
  text: string;
  /**
   * Nothing on that origin can answer: the connection is refused, the name
   * does not resolve, the host is unreachable, or its certificate is refused.
   * A dropped or reset connection is not (the next request may well pass).
   */
  blocksOrigin: boolean;
}

const dnsCodes = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NODATA', 'EAI_NONAME']);
const connectCodes = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'EADDRNOTAVAIL', 'UND_ERR_CONNECT_TIMEOUT']);
/** OpenSSL's verification codes (CERT_HAS_EXPIRED, DEPTH_ZERO_SELF_SIGNED_CERT …) and Node's hostname check. */
const certificateCode = /CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY|DECRYPT|DECODE)|^ERR_TLS_CERT_ALTNAME_INVALID$/;
/** A TLS handshake that failed for another reason (`ERR_SSL_WRONG_VERSION_NUMBER`: https to a plain http port). */
const handshakeCode = /^ERR_SSL_|^EPROTO$/;

interface CodedError {
  code: string;
  message: string;
  address?: unknown;
  port?: unknown;
  hostname?: unknown;
  errors?: unknown;
}

function isCoded(value: unknown): value is CodedError {
  return value instanceof Error && typeof (value as { code?: unknown }).code === 'string';
}

/** The first error with a string `code` along the `cause` chain (undici: `TypeError: fetch failed` → the socket's error). */
function rootError(error: unknown): CodedError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth += 1) {
    if (isCoded(current)) return current;
    current = current.cause;
  }
  return undefined;
}

/** `address:port` of a connect error (IPv6 in brackets); for happy eyeballs, of its first attempt. */
function endpoint(error: CodedError): string | undefined {
  const source = typeof error.address === 'string' ? error : Array.isArray(error.errors) ? error.errors.find(isCoded) : undefined;
  if (!source || typeof source.address !== 'string') return undefined;
  const host = source.address.includes(':') ? `[${source.address}]` : source.address;
  return typeof source.port === 'number' ? `${host}:${source.port}` : host;
}

/**
 * Names the cause of a request that got no answer, once, so a report says
 * `ECONNREFUSED 127.0.0.1:4173` instead of "fetch failed" or the portal's
 * "We couldn't reach our servers". Undefined for an error without a code
 * (an abort, a timeout, the guard's refusal).
 */
export function networkCause(error: unknown, url: URL, proxies: readonly ProxyEndpoint[] = []): NetworkCause | undefined {
  const root = rootError(error);
  if (!root || root.code === 'ABORT_ERR' || root.code === 'UND_ERR_ABORTED') return undefined;
  const { code } = root;
  if (dnsCodes.has(code)) {
    const host = typeof root.hostname === 'string' ? root.hostname : url.hostname;
    return { code, text: `${code} ${host}${atProxy(proxies.find((p) => p.hostname === host))}`, blocksOrigin: true };
  }
  if (certificateCode.test(code)) {
    return { code, text: `${code} ${url.host} (${root.message}; --insecure accepts it)`, blocksOrigin: true };
  }
  if (handshakeCode.test(code)) return { code, text: `${code} ${url.host} (TLS handshake failed)`, blocksOrigin: true };
  const at = endpoint(root) ?? url.host;
  return { code, text: `${code} ${at}${atProxy(proxies.find((p) => p.host === at))}`, blocksOrigin: connectCodes.has(code) };
}

/** A proxy of the run: `host:port`, its hostname, and the variable that set it. */
export interface ProxyEndpoint {
  host: string;
  hostname: string;
  from: string;
}

const atProxy = (proxy: ProxyEndpoint | undefined) => (proxy ? ` (the proxy of ${proxy.from})` : '');

/**
 * Thrown instead of sending a request to an origin that already failed with
 * a cause that `blocksOrigin`: the check is reported blocked by that cause.
 */
export class OriginUnreachable extends Error {
  override readonly name = 'OriginUnreachable';
  constructor(readonly networkCause: NetworkCause) {
    super(`not sent: blocked by ${networkCause.text}`);
  }
}
