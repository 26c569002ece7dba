import { usePortal } from '../../lib/portal-services';

/**
 * Whether this mount offers the live chat. Today: the brand's `chatEnabled`.
 * The one place the contact screen asks, so the live-chat change (a mount
 * option deciding "chat on") only has to change this body.
 */
export function useChatOn(): boolean {
  return usePortal().brand.chatEnabled;
}
