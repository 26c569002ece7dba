import { type ComponentType, type ReactNode, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { useRawSearch } from '../lib/use-query';
import { LoginScreen } from '../features/login/login-screen';
import { SignupScreen } from '../features/registration/signup-screen';
import { QuestionGateScreen } from '../features/registration/question-gate-screen';
import { AdditionalFieldsScreen } from '../features/registration/additional-fields-screen';
import { PhoneNumberScreen } from '../features/registration/phone-number-screen';
import { ConfirmationScreen } from '../features/registration/confirmation-screen';
import { signupCss } from '../features/registration/signup-css';
import { registrationDetailsCss } from '../features/registration/details-css';
import { bookingCss } from '../features/registration/booking-css';
import { baseCss } from '../ui/portal-css';
import type { Edition } from './edition';
import { type PathName, matchesPattern, paths } from '../lib/paths';
import { usePortal } from '../lib/portal-services';
import { NotFoundScreen } from './fallback-screens';
import { RouteLoading } from '../ui/route-status';

/** The sign-up flow (issue #6): /pg/signup through /pg/confirmation, and the login it needs. None is guarded. */
const screens: Partial<Record<PathName, ComponentType>> = {
  home: LoginScreen,
  login: LoginScreen,
  signup: SignupScreen,
  questionGate: QuestionGateScreen,
  additionalFields: AdditionalFieldsScreen,
  phoneNumber: PhoneNumberScreen,
  confirmation: ConfirmationScreen,
};
const rendered = Object.keys(screens) as PathName[];
const allPaths = Object.keys(paths) as PathName[];

/** Any other portal route (forgot password, my account…) opens the full portal at that route. */
function HandOver() {
  const services = usePortal();
  const [path] = useLocation();
  const search = useRawSearch();
  useEffect(() => services.openRoute(search ? `${path}?${search}` : path, { replace: true }), [services, path, search]);
  return <RouteLoading />;
}

/**
 * What the full portal's RouteTable renders with the hand-over as its fallback: every
 * declared path in order, its screen or the hand-over; unknown paths the not-found view.
 * Its own switch, so the widget carries neither the login guard (no widget route has
 * one) nor the "not built yet" view (#18).
 */
function SignupRoutes() {
  return (
    <Switch>
      {allPaths.map((name) => {
        const Screen = screens[name] ?? HandOver;
        return (
          <Route key={name} path={paths[name].pattern}>
            <Screen />
          </Route>
        );
      })}
      <Route>
        <NotFoundScreen />
      </Route>
    </Switch>
  );
}

/** A bare box for a marketing page: no header, footer or chat — the host page has its own. */
function WidgetFrame({ children }: { children: ReactNode }) {
  return <div className="sp-widget">{children}</div>;
}

/** The sign-up widget (dist/student-portal-signup.js). */
export const signupEdition: Edition = {
  Routes: SignupRoutes,
  Frame: WidgetFrame,
  // A getter: the mount reads it once; the edition holds no flat copy of the concatenation (#18 heap).
  get css() {
    return baseCss + signupCss + registrationDetailsCss + bookingCss;
  },
  renders: (path) => rendered.some((name) => matchesPattern(paths[name].pattern, path)),
};
