import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useRawSearch } from '../lib/use-query';
import { useSnapshot } from 'valtio';
import { guardedRedirect } from '../core/rules/route-guard';
import { portalScreens } from '../core/messages/shell';
import { usePortal } from '../lib/portal-services';

/**
 * access §2 / account §2: a logged-in-only route sends a visitor to
 * /login?redirectUrl=<path and query>; while the session check runs it waits.
 */
export function Guarded({ children }: { children: ReactNode }) {
  const { session } = usePortal();
  const { status } = useSnapshot(session);
  const [path] = useLocation();
  const search = useRawSearch();
  if (status === 'unknown') {
    return (
      <p className="sp-center" role="status">
        {portalScreens.loading}
      </p>
    );
  }
  if (status === 'anonymous') return <Redirect to={guardedRedirect(path, search)} replace />;
  return <>{children}</>;
}
