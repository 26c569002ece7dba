import { NotBuiltScreen } from '../../app/fallback-screens';

/** Placeholder until issue #7's screen lands. */
export function PmixScreen() {
  return <NotBuiltScreen title="PmixScreen" />;
}
