import { useEffect, useRef } from 'react';
import { accessScreens } from '../core/messages/access';
import { shellTexts } from '../core/messages/shell';
import { type CalendarEvent, googleCalendarUrl, icsFileName, icsText, outlookCalendarUrl } from '../core/rules/calendar-event';
import { usePortal } from '../lib/portal-services';
import { Button } from './button';
import { usePortalId } from './use-portal-id';

/** How long a downloaded file's object URL lives: long enough for every browser to start the download. */
const revokeAfterMs = 1000;

/**
 * Downloads a text file without inline script or style (strict CSP): a Blob
 * object URL on a temporary <a download>, clicked, removed, and revoked a
 * moment later (or when the screen goes).
 */
function useTextDownload() {
  const { clock } = usePortal();
  const live = useRef(new Map<string, () => void>());
  useEffect(() => {
    const urls = live.current;
    return () => {
      for (const [url, cancel] of urls) {
        cancel();
        URL.revokeObjectURL(url);
      }
      urls.clear();
    };
  }, []);
  return (holder: HTMLElement, text: string, fileName: string, type: string) => {
    const url = URL.createObjectURL(new Blob([text], { type }));
    const anchor = holder.ownerDocument.createElement('a');
    anchor.href = url;
    anchor.download = fileName;
    anchor.hidden = true;
    holder.append(anchor);
    anchor.click();
    anchor.remove();
    const cancel = clock.setTimeout(() => {
      live.current.delete(url);
      URL.revokeObjectURL(url);
    }, revokeAfterMs);
    live.current.set(url, cancel);
  };
}

/**
 * The three calendar options of both confirmations (access §2 sign-up,
 * account §2 make-up session; a shared piece since features do not import
 * each other): Google
 * and Outlook open their add-event pages in a new tab; Apple downloads an
 * .ics file, which Apple Calendar (and any other calendar) imports.
 */
export function AddToCalendar({ event }: { event: CalendarEvent }) {
  const { brand, clock } = usePortal();
  const labelId = usePortalId();
  const newTabId = usePortalId();
  const holder = useRef<HTMLDivElement>(null);
  const download = useTextDownload();

  const downloadIcs = () => {
    if (!holder.current) return;
    download(holder.current, icsText(event, clock.now(), brand.displayName), icsFileName(event), 'text/calendar;charset=utf-8');
  };

  return (
    <div className="sp-calendar" role="group" aria-labelledby={labelId}>
      <p className="sp-calendar-label" id={labelId}>
        {accessScreens.addToCalendar}
      </p>
      <div className="sp-calendar-options" ref={holder}>
        <a className="sp-button" data-variant="secondary" href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer" aria-describedby={newTabId}>
          {accessScreens.calendarGoogle}
        </a>
        <Button variant="secondary" onClick={downloadIcs}>
          {accessScreens.calendarApple}
        </Button>
        <a className="sp-button" data-variant="secondary" href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer" aria-describedby={newTabId}>
          {accessScreens.calendarOutlook}
        </a>
      </div>
      <span id={newTabId} hidden>
        {shellTexts.opensInNewTab}
      </span>
    </div>
  );
}
