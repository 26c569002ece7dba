import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, relative, sep } from 'node:path';
import type { Reply } from './route';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.ts': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
};

/**
 * #13.21: a host keeps its login out of other sites' frames (clickjacking)
 * with the CSP header's `frame-ancestors`; a <meta> CSP cannot carry it.
 * Every example page may be framed by its own origin only.
 */
export const examplePageCsp = "frame-ancestors 'self'";

/** The policy of examples/strict-csp.html (issue #5): the portal must work under it, and no page may frame it. */
export const strictCsp = "default-src 'self'; script-src 'self'; style-src 'self'; frame-ancestors 'none'";

/** Extra response headers of example files, by path below examples/: the CSP of every HTML page. */
export function examplePageHeaders(path: string): Readonly<Record<string, string>> {
  if (path === 'strict-csp.html') return { 'content-security-policy': strictCsp };
  return path.endsWith('.html') ? { 'content-security-policy': examplePageCsp } : {};
}

/** issue #19.1: examples/path-routing.html's routes are real URLs, so it answers every path below /account. */
export const examplePath = (urlPath: string) => (/^\/account(\/|$)/.test(urlPath) ? '/path-routing.html' : urlPath);

/**
 * A file below `root` for a URL path, or null. Paths that climb out of the
 * root (`..`, encoded or not) and hidden files are never served.
 * `extraHeaders` gives the headers to add to a file by its path below
 * `root`, however the URL spelled it (`/%73trict-csp.html` too).
 */
export async function serveFile(
  root: string,
  urlPath: string,
  extraHeaders: (path: string) => Readonly<Record<string, string>> = () => ({}),
): Promise<Reply | null> {
  let relativePath: string;
  try {
    relativePath = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (relativePath.includes('\0')) return null;
  const full = normalize(join(root, relativePath));
  if (full !== root && !full.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  if (full.split(sep).some((part) => part.startsWith('.') && part.length > 1)) return null;
  const info = await stat(full).catch(() => null);
  const file = info?.isDirectory() ? join(full, 'index.html') : full;
  const fileInfo = info?.isDirectory() ? await stat(file).catch(() => null) : info;
  if (!fileInfo?.isFile()) return null;
  return {
    headers: {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'content-length': String(fileInfo.size),
      'cache-control': 'no-cache',
      ...extraHeaders(relative(root, file).split(sep).join('/')),
    },
    stream: createReadStream(file),
  };
}
