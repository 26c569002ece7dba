import { useContext, useId } from 'react';
import { PortalContext } from '../lib/portal-services';

/**
 * A DOM id unique on the whole page. `useId()` numbers ids per render root,
 * so two mounts on one page would repeat them; the mount's own prefix keeps
 * labels, descriptions and menus tied to the right portal. Outside a mount
 * (a component rendered alone) the prefix is `sp-`.
 */
export function usePortalId(): string {
  const services = useContext(PortalContext);
  return `${services?.idPrefix ?? 'sp-'}${useId()}`;
}
