import { liveOnlineTexts } from '../core/messages/resources';
import { pathTo } from '../lib/paths';
import { PortalLink } from './portal-link';

/**
 * "Back to My Resources" (/myaccount/resources), its own paragraph: the way
 * back on the account screens reached from a course card. The extension
 * screens' back link (account §2 "a constant route that is not shown") is
 * this one too: our choice is My Resources, where the Extend Course and
 * expiry links live (docs/decisions.md).
 */
export function BackToResources() {
  return (
    <p>
      <PortalLink href={pathTo('resources')}>{liveOnlineTexts.backToResources}</PortalLink>
    </p>
  );
}
