import { createElement, useEffect, useLayoutEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { getProgram } from '../../core/api/student-queries';
import { chatScriptUrl, courseProductLineId } from '../../core/rules/chat';
import { chatFamily, programGroup } from '../../core/rules/programs';
import { chatWidgetScript } from '../../lib/open-chat';
import { usePortal } from '../../lib/portal-services';

/** A program the chat is chosen by, with its ProductLineId when known. */
interface ChatProgram {
  code: string;
  productLineId: string | null;
}

/**
 * The program of a student with no active course: their program of interest
 * (`currentPOI`), a program id (Program by id gives its shortName and
 * ProductLine id, access §7), or already a code (no id then). Asked only when
 * chat is on, and at most once per student.
 */
function useInterestProgram(enabled: boolean, currentPOI: string | null): ChatProgram | null {
  const { client } = usePortal();
  const [program, setProgram] = useState<ChatProgram | null>(null);
  useEffect(() => {
    setProgram(null);
    if (!enabled || !currentPOI) return;
    if (programGroup(currentPOI)) {
      setProgram({ code: currentPOI, productLineId: null });
      return;
    }
    let live = true;
    getProgram(client, currentPOI).then(
      (found) => {
        const code = found?.shortName ?? found?.name;
        if (live && code) setProgram({ code, productLineId: found?.ProductLine?.id ?? null });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, enabled, currentPOI]);
  return program;
}

/**
 * access §1, §6, §9 live chat: once the student is known, the widget of
 * their program family (the first active course's program, else their
 * program of interest) is added to the document head as a script with
 * `data-student-portal-chat`, loaded with the program's ProductLineId
 * (account §7), and removed when the student leaves or the portal unmounts.
 * Never for visitors, nor when the host mounted with `chat: false`.
 * Whether a widget is on for this student (its launcher then sits over the
 * page's bottom right).
 */
export function useLiveChat(): boolean {
  const { chat, session } = usePortal();
  const snap = useSnapshot(session);
  const known = snap.status === 'authenticated' && snap.student !== null;
  const course = known ? snap.account?.nonExpiredCoursListArray.find((c) => c.programCode) : undefined;
  // The course's ProductLine id comes with the session check's detail of the first active enrollment.
  const courseLine = course ? courseProductLineId(course.enrollmentId, snap.firstEnrollment) : null;
  const interest = useInterestProgram(known && chat !== null && !course, snap.student?.currentPOI ?? null);
  const program: ChatProgram | null =
    course?.programCode && courseLine !== undefined ? { code: course.programCode, productLineId: courseLine } : course ? null : interest;
  // access §6, §9: chosen by program; chatFamily gives none for GED or BAR.
  const family = known && program ? chatFamily(program.code) : null;
  const url = chatScriptUrl(chat, family, program?.productLineId ?? null);

  // A layout effect: its cleanup runs within unmount(), so the script is gone when unmount() returns.
  useLayoutEffect(() => {
    if (!url || !family) return;
    const doc = document;
    // Another mount on the page may have added the same widget: one copy is enough.
    const present = [...doc.head.querySelectorAll(chatWidgetScript)].some((s) => s.getAttribute('src') === url);
    if (present) return;
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.studentPortalChat = family;
    doc.head.append(script);
    return () => script.remove();
  }, [url, family]);
  return url !== null && family !== null;
}

/**
 * The live chat as its own component: the session store's changes re-render
 * only it, not the frame around every screen (the visitor's session answer
 * would otherwise re-render the header and footer a second time; issue #18
 * heap). While a widget is on it renders the room its launcher needs below
 * the footer (#29.7): the page's last controls can be scrolled clear of the
 * launcher, and the stylesheet keeps a focused control above it.
 */
export function LiveChat() {
  return useLiveChat() ? createElement('div', { className: 'sp-chat-room', 'aria-hidden': true }) : null;
}
