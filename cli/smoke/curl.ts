import type { SentRequest } from './trace';

/** Single-quotes a value for a POSIX shell. */
export function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/** Headers the receiving server or curl sets itself. */
const omitted = new Set(['content-length', 'host', 'connection']);

/**
 * A `curl` command reproducing a request, from its already redacted form:
 * redacted values stay `[REDACTED]`, so the line is safe to paste in a
 * ticket and needs the real cookie or password filled in to run.
 */
export function curlLine(request: SentRequest): string {
  const parts = ['curl', '-sS', '-i'];
  if (request.method !== 'GET') parts.push('-X', request.method);
  parts.push(shellQuote(request.url));
  for (const [name, value] of request.headers) {
    if (!omitted.has(name)) parts.push('-H', shellQuote(`${name}: ${value}`));
  }
  if (request.multipart) parts.push('# multipart body not reproduced');
  else if (request.body !== undefined) parts.push('--data-raw', shellQuote(request.body));
  return parts.join(' ');
}
