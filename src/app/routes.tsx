import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { Guarded } from './guarded';
import { NotBuiltScreen, NotFoundScreen } from './fallback-screens';
import { type PathName, paths } from './paths';

/**
 * Which screen each declared path renders. Paths without an entry render
 * the "not built yet" view until their issue lands.
 */
const screens: Partial<Record<PathName, ComponentType>> = {};

/** Every route of both specs; unknown paths get the not-found view. */
export function PortalRoutes() {
  return (
    <Switch>
      {(Object.keys(paths) as PathName[]).map((name) => {
        const spec = paths[name];
        const Screen = screens[name];
        const body = Screen ? <Screen /> : <NotBuiltScreen title={spec.title} />;
        return (
          <Route key={name} path={spec.pattern}>
            {'guard' in spec ? <Guarded>{body}</Guarded> : body}
          </Route>
        );
      })}
      <Route>
        <NotFoundScreen />
      </Route>
    </Switch>
  );
}
