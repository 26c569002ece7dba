import { useSnapshot } from 'valtio';
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
