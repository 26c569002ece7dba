import { useLayoutEffect, useReducer, useRef } from 'react';
import { type UploadSender, uploadCaseAttachment } from '../../core/api/cases';
import { attachmentTexts as t } from '../../core/messages/attachments';
import { accountErrors } from '../../core/messages/errors';
import { validateAttachment } from '../../core/validators/cases';
import { usePortal } from '../../lib/portal-services';

/*
 * The state of Add Attachment (issue #17): each file picked or dropped is an
 * item, checked against account §5 as it is added (a refused one is never
 * sent), then uploaded with its own progress and cancel. Items live in a ref
 * (async uploads read the current list) and each change re-renders.
 */

/** refused (account §5) → listed only; chosen → waits for a case (new-case form); then uploading → uploaded | failed | cancelled. */
export type UploadState = 'refused' | 'chosen' | 'uploading' | 'uploaded' | 'failed' | 'cancelled';

export interface UploadItem {
  key: number;
  file: File;
  state: UploadState;
  /** Whole percent of the request body sent. */
  percent: number;
  /** The refusal (account §5) or the failure (account §8) text. */
  error: string | null;
}

export type UploadOutcome = 'uploaded' | 'failed' | 'cancelled';

export interface Uploads {
  items: readonly UploadItem[];
  /** What the status line last said (an upload done or cancelled). */
  announcement: string;
  /** Checks and lists files; returns the keys of those that may be sent. */
  add(files: File[]): number[];
  remove(key: number): void;
  cancel(key: number): void;
  upload(key: number, caseId: string): Promise<UploadOutcome>;
  /** The items as they are now (for code that runs after an await). */
  current(): readonly UploadItem[];
  /** How many uploads are under way. */
  inFlight(): number;
  /** False once the component that owns these uploads is gone. */
  live(): boolean;
}

/** Add Attachment's items and their uploads; every upload still going is aborted on unmount. */
export function useUploads(studentId: string, sender: UploadSender): Uploads {
  const { client, clock } = usePortal();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const state = useRef({ items: [] as UploadItem[], announcement: '', nextKey: 0, live: true });
  const controllers = useRef(new Map<number, AbortController>());
  // A layout effect: its clean-up is in place from the first render, so an early unmount still aborts.
  useLayoutEffect(() => {
    const current = state.current;
    const running = controllers.current;
    current.live = true;
    return () => {
      current.live = false;
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const changed = () => {
    if (state.current.live) rerender(undefined);
  };
  const patch = (key: number, fields: Partial<UploadItem>) => {
    state.current.items = state.current.items.map((item) => (item.key === key ? { ...item, ...fields } : item));
    changed();
  };
  const announce = (text: string) => {
    state.current.announcement = text;
  };

  return {
    items: state.current.items,
    announcement: state.current.announcement,
    add(files) {
      const added = files.map((file): UploadItem => {
        const error = validateAttachment(file);
        state.current.nextKey += 1;
        return { key: state.current.nextKey, file, state: error ? 'refused' : 'chosen', percent: 0, error };
      });
      state.current.items = [...state.current.items, ...added];
      changed();
      return added.filter((item) => item.state === 'chosen').map((item) => item.key);
    },
    remove(key) {
      controllers.current.get(key)?.abort();
      state.current.items = state.current.items.filter((item) => item.key !== key);
      changed();
    },
    cancel(key) {
      controllers.current.get(key)?.abort();
    },
    async upload(key, caseId) {
      const item = state.current.items.find((i) => i.key === key);
      if (!item || controllers.current.has(key)) return 'failed';
      const controller = new AbortController();
      controllers.current.set(key, controller);
      const { file } = item;
      // No deadline while bytes go out (a big file on a slow line takes what it takes; Cancel is there),
      // but once the last byte is sent the answer must come within the client's timeout (mount clock).
      const answer: { stopWaiting: (() => void) | null; timedOut: boolean } = { stopWaiting: null, timedOut: false };
      patch(key, { state: 'uploading', percent: 0, error: null });
      try {
        await uploadCaseAttachment(
          client,
          { file, caseId, studentId, fileName: file.name, fileType: file.type || 'application/octet-stream' },
          {
            send: sender,
            signal: controller.signal,
            onProgress: (sent, total) => {
              const percent = total > 0 ? Math.min(100, Math.floor((sent * 100) / total)) : 0;
              if (percent !== state.current.items.find((i) => i.key === key)?.percent) patch(key, { percent });
              if (total > 0 && sent >= total && !answer.stopWaiting) {
                answer.stopWaiting = clock.setTimeout(() => {
                  answer.timedOut = true;
                  controller.abort();
                }, client.timeoutMs);
              }
            },
          },
        );
        announce(t.announceUploaded(file.name));
        patch(key, { state: 'uploaded', percent: 100 });
        return 'uploaded';
      } catch {
        // Cancelling (or leaving the page) is no failure: account §8's text is for failed uploads only.
        if (controller.signal.aborted && !answer.timedOut) {
          announce(t.announceCancelled(file.name));
          patch(key, { state: 'cancelled' });
          return 'cancelled';
        }
        patch(key, { state: 'failed', error: accountErrors.caseFailed });
        return 'failed';
      } finally {
        answer.stopWaiting?.();
        controllers.current.delete(key);
      }
    },
    current: () => state.current.items,
    inFlight: () => controllers.current.size,
    live: () => state.current.live,
  };
}
