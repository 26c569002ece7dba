import { useSnapshot } from 'valtio';
import { usePortal } from '../../lib/portal-services';
import { isMedicalPartner, isPartnerUser, viewerFirstName } from '../../core/rules/header';

/** Who the header is drawn for (access §1: only visitor and logged-in student exist). */
export interface Viewer {
  /** `unknown` while the session check runs: the header shows neither Log In nor the account menu. */
  status: 'unknown' | 'anonymous' | 'authenticated';
  firstName: string | null;
  /** access §6: header tools (search, cart) are hidden for partner users. */
  partner: boolean;
  /** access §6: the medical partner's logo variant. */
  medicalPartner: boolean;
}

/** The viewer, re-rendered whenever the session store changes. */
export function useViewer(): Viewer {
  const { session } = usePortal();
  const snap = useSnapshot(session);
  const account = snap.status === 'authenticated' ? snap.account : null;
  return {
    status: snap.status,
    firstName: viewerFirstName(account, snap.student),
    partner: isPartnerUser(account, snap.student),
    medicalPartner: isMedicalPartner(account, snap.student),
  };
}
