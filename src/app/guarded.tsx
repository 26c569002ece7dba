import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useRawSearch } from '../lib/use-query';
import { useSnapshot } from 'valtio';
import { guardedRedirect } from '../core/rules/route-guard';
import { usePortal } from '../lib/portal-services';
import { checkSession } from '../lib/session-actions';
import { RouteLoadFailure, RouteLoading } from '../ui/route-status';

/**
 * access §2 / account §2: a logged-in-only route sends a visitor to
 * /login?redirectUrl=<path and query>; while the session check runs it waits.
 * Only a definite "not logged in" redirects: a check that failed (5xx,
 * timeout, drop, bad answer) shows its text with Try again and keeps the
 * route (issue #13.2).
 */
export function Guarded({ children }: { children: ReactNode }) {
  const services = usePortal();
  const { status, checkError } = useSnapshot(services.session);
  const [path] = useLocation();
  const search = useRawSearch();
  if (status === 'authenticated') return <>{children}</>;
  if (checkError !== null) return <RouteLoadFailure message={checkError} onRetry={() => void checkSession(services)} />;
  if (status === 'anonymous') return <Redirect to={guardedRedirect(path, search)} replace />;
  return <RouteLoading />;
}
