import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { useRawSearch } from '../lib/use-query';
import { portalScreens } from '../core/messages/shell';
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
import { RouteTable, type ScreenTable } from './route-table';

/** The sign-up flow (issue #6): /pg/signup through /pg/confirmation, and the login it needs. */
const screens: ScreenTable = {
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
  return (
    <p className="sp-center" role="status">
      {portalScreens.loading}
    </p>
  );
}

function SignupRoutes() {
  return <RouteTable screens={screens} names={allPaths} Fallback={HandOver} />;
}

/** A bare box for a marketing page: no header, footer or chat — the host page has its own. */
function WidgetFrame({ children }: { children: ReactNode }) {
  return <div className="sp-widget">{children}</div>;
}

/** The sign-up widget (dist/student-portal-signup.js). */
export const signupEdition: Edition = {
  Routes: SignupRoutes,
  Frame: WidgetFrame,
  css: baseCss + signupCss + registrationDetailsCss + bookingCss,
  renders: (path) => rendered.some((name) => matchesPattern(paths[name].pattern, path)),
};
