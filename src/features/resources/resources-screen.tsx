import { NotBuiltScreen } from '../../app/fallback-screens';

/** Placeholder until issue #7's screen lands. */
export function ResourcesScreen() {
  return <NotBuiltScreen title="ResourcesScreen" />;
}
