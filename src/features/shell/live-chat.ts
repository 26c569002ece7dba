import { useEffect, useLayoutEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { getPrograms } from '../../core/api/lists';
import type { ChatFamily } from '../../core/config/brands';
import type { ChatScripts } from '../../core/config/environment';
import { chatFamily, programGroup } from '../../core/rules/programs';
import { usePortal } from '../../lib/portal-services';
import { activeProgramCode } from '../../core/rules/header';

/** The chat script for a program family, or null when there is none or the mount switched chat off. */
export function chatScriptUrl(scripts: ChatScripts | null, family: ChatFamily | null): string | null {
  if (!scripts || !family) return null;
  const url = scripts[family].trim();
  return url === '' ? null : url;
}

/**
 * The program of a student with no active course: their program of interest
 * (`currentPOI`), an id the program list names (access §3), or already a code.
 * Asked only when chat is on, and at most once per student.
 */
function useInterestProgram(enabled: boolean, currentPOI: string | null): string | null {
  const { client } = usePortal();
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    setName(null);
    if (!enabled || !currentPOI) return;
    if (programGroup(currentPOI)) {
      setName(currentPOI);
      return;
    }
    let live = true;
    getPrograms(client).then(
      (programs) => live && setName(programs.find((p) => p.id === currentPOI)?.name ?? null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, enabled, currentPOI]);
  return name;
}

/**
 * access §1, §6, §9 live chat: once the student is known, the widget of
 * their program family (the first active course's program, else their
 * program of interest) is added to the document head as a script with
 * `data-student-portal-chat`, and removed when the student leaves or the
 * portal unmounts. Never for visitors.
 */
export function useLiveChat(): void {
  const { chat, session } = usePortal();
  const snap = useSnapshot(session);
  const known = snap.status === 'authenticated' && snap.student !== null;
  const courseProgram = known ? activeProgramCode(snap.account) : null;
  const interest = useInterestProgram(known && chat !== null && !courseProgram, snap.student?.currentPOI ?? null);
  const program = courseProgram ?? interest;
  // access §6, §9: chosen by program; chatFamily gives none for GED or BAR.
  const family = known && program ? chatFamily(program) : null;
  const url = chatScriptUrl(chat, family);

  // A layout effect: its cleanup runs within unmount(), so the script is gone when unmount() returns.
  useLayoutEffect(() => {
    if (!url || !family) return;
    const doc = document;
    // Another mount on the page may have added the same widget: one copy is enough.
    const present = [...doc.head.querySelectorAll('script[data-student-portal-chat]')].some((s) => s.getAttribute('src') === url);
    if (present) return;
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.studentPortalChat = family;
    doc.head.append(script);
    return () => script.remove();
  }, [url, family]);
}
