import type { ComponentType, ReactNode } from 'react';
import { Shell } from '../features/shell/shell';
import type { Chrome } from './edition';
import type { Area } from './lazy-area';

/**
 * The full portal's frame: the shell around every screen, with the account area's live chat, which
 * only a signed-in student has (#31.4: in the ES module it comes with the account chunk).
 */
export function portalFrame(area: Area): ComponentType<{ children: ReactNode; chrome: Chrome }> {
  const { Chat } = area;
  return function PortalFrame({ children, chrome }) {
    return (
      <Shell chrome={chrome} chat={<Chat />}>
        {children}
      </Shell>
    );
  };
}
