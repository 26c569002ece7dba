import { paths } from '../../app/paths';
import { NotBuiltScreen } from '../../app/fallback-screens';

/** Placeholder until issue #6 builds it (being built now). */
export function SignupScreen() {
  return <NotBuiltScreen title={paths.signup.title} />;
}
