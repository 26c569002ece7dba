import type { IncomingMessage } from 'node:http';
import { HttpError } from './errors';

/*
 * #29.16: the session cookie is SameSite=Lax, and a page on another port of
 * the same host is same-site: its requests carry the cookie. CORS keeps that
 * page from reading answers, not from sending requests (a no-cors POST, an
 * <img> of the logout). So every write, and the logout, is checked for where a
 * browser says it comes from.
 */

/** Methods that never change the simulator's state (and the CORS preflight). */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request must pass `checkRequestOrigin`: every write, and a GET route that changes state (logout). */
export const needsOriginCheck = (method: string, changesState: boolean) => changesState || !safeMethods.has(method);

/**
 * The origin of the simulator's own pages for this request: the scheme and
 * the Host the browser asked for (127.0.0.1:4173, localhost:4173 and a LAN
 * address are each their own origin), or null without a Host.
 */
export function ownOrigin(req: IncomingMessage): string | null {
  const host = req.headers.host;
  if (!host) return null;
  const scheme = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * Refuses (403) a request a browser sent for another page. Allowed:
 * `Sec-Fetch-Site: same-origin` (Origin may then be "null": a page whose
 * Referrer-Policy is no-referrer), `none` for a navigation the student typed
 * (`navigation`: the logout only), an `Origin` that is the simulator's own or
 * one of `allowed` (`--cors`), and a request with neither header — not a
 * browser's (curl, the Node CLI): browsers send one of them on every request
 * checked here. Origin "null" (a sandboxed frame, a data: or file: page) is
 * never an allowed origin.
 */
export function checkRequestOrigin(req: IncomingMessage, allowed: ReadonlySet<string>, { navigation }: { navigation: boolean }): void {
  const site = header(req, 'sec-fetch-site');
  const origin = header(req, 'origin');
  if (site === 'same-origin' || (site === 'none' && navigation)) return;
  if (origin !== undefined) {
    if (origin !== 'null' && (origin === ownOrigin(req) || allowed.has(origin))) return;
    throw refused(`Origin ${origin.slice(0, 100)}`);
  }
  if (site === undefined) return;
  throw refused(`a ${site.slice(0, 20)} page`);
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const refused = (from: string) =>
  new HttpError(403, `Refused a request from ${from}: only the simulator's own pages and --cors origins may change its state`);
