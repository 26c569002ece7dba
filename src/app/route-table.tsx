import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { Guarded } from './guarded';
import { NotBuiltScreen, NotFoundScreen } from './fallback-screens';
import { type PathName, paths } from '../lib/paths';

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
