import type { Handler, Route } from './route';

interface Compiled {
  route: Route;
  segments: string[];
}

export type Match = { kind: 'found'; handler: Handler; params: Record<string, string>; changesState: boolean } | { kind: 'wrong-method' } | { kind: 'none' };

/** Exact-segment routing with `:name` placeholders; no regexes from route data. */
export function createRouter(routes: readonly Route[]): (method: string, pathname: string) => Match {
  const compiled: Compiled[] = routes.map((route) => ({ route, segments: route.path.split('/').filter(Boolean) }));
  return (method, pathname) => {
    const parts = pathname.split('/').filter(Boolean);
    let wrongMethod = false;
    for (const { route, segments } of compiled) {
      const params = matchSegments(segments, parts);
      if (!params) continue;
      if (route.method !== method) {
        wrongMethod = true;
        continue;
      }
      return { kind: 'found', handler: route.handler, params, changesState: route.changesState === true };
    }
    return wrongMethod ? { kind: 'wrong-method' } : { kind: 'none' };
  };
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | null {
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const expected = pattern[i] ?? '';
    const actual = parts[i] ?? '';
    if (expected.startsWith(':')) {
      try {
        params[expected.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}
