import { NotBuiltScreen } from '../../app/fallback-screens';

/** Placeholder until issue #7's screen lands. */
export function UpdatePasswordScreen() {
  return <NotBuiltScreen title="UpdatePasswordScreen" />;
}
