import { NotBuiltScreen } from '../../app/fallback-screens';

/** Placeholder until issue #7's screen lands. */
export function EditInfoScreen() {
  return <NotBuiltScreen title="EditInfoScreen" />;
}
