import type { ComponentType } from 'react';
import { Redirect } from 'wouter';
import { useRawSearch } from '../lib/use-query';
import { LoginScreen } from '../features/login/login-screen';
import { LogoutScreen } from '../features/logout/logout-screen';
import { ForgotPasswordScreen } from '../features/passwords/forgot-password-screen';
import { ResetPasswordScreen } from '../features/passwords/reset-password-screen';
import { UpdateSuccessScreen } from '../features/passwords/update-success-screen';
import { SignupScreen } from '../features/registration/signup-screen';
import { QuestionGateScreen } from '../features/registration/question-gate-screen';
import { AdditionalFieldsScreen } from '../features/registration/additional-fields-screen';
import { PhoneNumberScreen } from '../features/registration/phone-number-screen';
import { accountArea } from './account-area';
import { RouteTable, type ScreenTable } from './route-table';
import type { Area } from './lazy-area';
import { type PathName, pathAliases, paths } from '../lib/paths';

/**
 * A route that lands on another, its query kept, replacing itself in history: /myaccount on
 * /myaccount/resources (access §2), each alias on its route (`pathAliases`, issue #20.5), whose
 * own guard then applies.
 */
const landOn = (name: PathName) =>
  function LandOn() {
    const search = useRawSearch();
    return <Redirect to={`${paths[name].pattern}${search ? `?${search}` : ''}`} replace />;
  };

/**
 * The screens of the access routes, always in the bundle's entry (#31.4): the login, the password
 * screens, logout and the sign-up flow; and the routes that only land on another.
 */
const entryScreens: ScreenTable = {
  home: LoginScreen,
  login: LoginScreen,
  forgotPassword: ForgotPasswordScreen,
  resetPassword: ResetPasswordScreen,
  updateSuccess: UpdateSuccessScreen,
  logout: LogoutScreen,
  myAccount: landOn('resources'),
  signup: SignupScreen,
  questionGate: QuestionGateScreen,
  additionalFields: AdditionalFieldsScreen,
  phoneNumber: PhoneNumberScreen,
};
for (const [alias, name] of Object.entries(pathAliases)) entryScreens[alias as PathName] = landOn(name);

const allPaths = Object.keys(paths) as PathName[];

/**
 * Every route of both specs: the access screens, and the account area's for every other path
 * (src/app/account-routes.tsx; in the ES module loaded when first needed). Unknown paths get the
 * not-found view. Paths without a screen render the "not built yet" view.
 */
export function portalRoutes(area: Area): ComponentType {
  const screens: ScreenTable = { ...entryScreens };
  for (const name of allPaths) screens[name] ??= area.screen(name);
  const { Effects } = area;
  return function PortalRoutes() {
    return (
      <>
        {Effects && <Effects />}
        <RouteTable screens={screens} names={allPaths} />
      </>
    );
  };
}

export const PortalRoutes = portalRoutes(accountArea);
