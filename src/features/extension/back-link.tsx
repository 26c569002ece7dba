import { liveOnlineTexts } from '../../core/messages/resources';
import { pathTo } from '../../lib/paths';
import { PortalLink } from '../../ui/portal-link';

/**
 * account §2 "Its back link goes to a constant route that is not shown": our
 * choice is My Resources (/myaccount/resources), where the Extend Course and
 * expiry links live (docs/decisions.md).
 */
export const extensionBackRoute = 'resources' as const;

export function BackToResources() {
  return (
    <p>
      <PortalLink href={pathTo(extensionBackRoute)}>{liveOnlineTexts.backToResources}</PortalLink>
    </p>
  );
}
