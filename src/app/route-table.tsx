import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { Guarded } from './guarded';
import { NotBuiltScreen, NotFoundScreen } from './fallback-screens';
import { type PathName, paths } from './paths';

export type ScreenTable = Partial<Record<PathName, ComponentType>>;

/**
 * A wouter Switch over declared paths: each renders its screen (guarded when
 * the path is logged-in-only) or, without one, `fallback` — the "not built
 * yet" view in the portal, a hand-over to the full portal in the widget.
 * Unknown paths get the not-found view.
 */
export function RouteTable({ screens, names, Fallback }: { screens: ScreenTable; names: readonly PathName[]; Fallback?: ComponentType }) {
  return (
    <Switch>
      {names.map((name) => {
        const spec = paths[name];
        const Screen = screens[name];
        const body = Screen ? <Screen /> : Fallback ? <Fallback /> : <NotBuiltScreen title={spec.title} />;
        return (
          <Route key={name} path={spec.pattern}>
            {'guard' in spec && (Screen || !Fallback) ? <Guarded>{body}</Guarded> : body}
          </Route>
        );
      })}
      <Route>
        <NotFoundScreen />
      </Route>
    </Switch>
  );
}

/** Whether `path` (query ignored) matches a declared pattern; `:param` matches one segment. */
export function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = (path.split('?')[0] ?? '').split('/');
  return want.length === have.length && want.every((part, i) => part.startsWith(':') ? Boolean(have[i]) : part === have[i]);
}
