import { useCallback, useSyncExternalStore } from 'react';
import { subscribe, useSnapshot } from 'valtio';
import { usePortal } from '../../lib/portal-services';
import { isMedicalPartner, isPartnerUser, viewerFirstName } from '../../core/rules/header';

/** Who the header is drawn for (access §1: only visitor and logged-in student exist). */
export interface Viewer {
  /** `unknown` while the session check runs or after it failed: the header shows neither Log In nor the account menu. */
  status: 'unknown' | 'anonymous' | 'authenticated';
  firstName: string | null;
  /** access §6: header tools (search, cart) are hidden for partner users. */
  partner: boolean;
  /** access §6: the medical partner's logo variant. */
  medicalPartner: boolean;
}

/**
 * The header's view of the session (issue #13.2): signed in once the upstream
 * said so, even while the user data failed to come; Log In only after a
 * definite "not logged in", never after a check that failed.
 */
function viewerStatus(session: { status: Viewer['status']; loggedIn: boolean; checkError: string | null }): Viewer['status'] {
  if (session.status === 'authenticated' || session.loggedIn) return 'authenticated';
  if (session.status === 'anonymous' && session.checkError === null) return 'anonymous';
  return 'unknown';
}

/** The viewer, re-rendered whenever the session store changes. */
export function useViewer(): Viewer {
  const { session } = usePortal();
  const snap = useSnapshot(session);
  const account = snap.status === 'authenticated' ? snap.account : null;
  return {
    status: viewerStatus(snap),
    firstName: viewerFirstName(account, snap.student),
    partner: isPartnerUser(account, snap.student),
    medicalPartner: isMedicalPartner(account, snap.student),
  };
}

/** What the header's bar draws from the session: the logo's target (access §2), the partner tools and logo (access §6). */
export interface ViewerBar {
  loggedIn: boolean;
  partner: boolean;
  medicalPartner: boolean;
}

/**
 * The header bar's part of the viewer, re-rendered only when one of its three
 * flags changes: a visitor's session answer (unknown → anonymous) changes
 * none of them, so the bar (logo, tabs, search, cart) is drawn once; the Log
 * In link follows the session on its own (issue #18: JS heap after mount).
 */
export function useViewerBar(): ViewerBar {
  const { session } = usePortal();
  const onChange = useCallback((notify: () => void) => subscribe(session, notify), [session]);
  // The three flags as one number, so that an unchanged bar compares equal.
  const flags = useSyncExternalStore(onChange, () => {
    const account = session.status === 'authenticated' ? session.account : null;
    const loggedIn = viewerStatus(session) === 'authenticated';
    return (loggedIn ? 1 : 0) | (isPartnerUser(account, session.student) ? 2 : 0) | (isMedicalPartner(account, session.student) ? 4 : 0);
  });
  return { loggedIn: (flags & 1) !== 0, partner: (flags & 2) !== 0, medicalPartner: (flags & 4) !== 0 };
}
