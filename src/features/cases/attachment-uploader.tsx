import { type DragEvent, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import type { UploadSender } from '../../core/api/cases';
import { attachmentTexts as t } from '../../core/messages/attachments';
import { xhrUploadSender } from '../../lib/xhr-upload-sender';
import { Button } from '../../ui/button';
import { FileField } from '../../ui/file-field';
import { ProgressBar } from '../../ui/progress-bar';
import { usePortalId } from '../../ui/use-portal-id';
import { type UploadItem, type UploadOutcome, type Uploads, useUploads } from './attachment-uploads';

/*
 * Add Attachment (issue #17, account §2 case detail and new case): a labelled
 * native file input taking several files (keyboard and screen readers use
 * it), wrapped in a drop zone for those who drag; each file is checked
 * against account §5 before any byte is sent and gets its own row: the
 * refusal, or a progress bar with its percentage and Cancel, then Uploaded or
 * the case failure text with Try again.
 */

export interface AttachmentUploaderProps {
  /** The case's `id` (account §3 upload input `caseId`). */
  caseId: string;
  studentId: string;
  /** A read-only case (closed more than 3 days ago): nothing can be added. */
  disabled?: boolean;
  /** Once no upload is left under way and at least one succeeded since the last call: reload the case. */
  onUploaded: () => void;
  /** The transport; the browser's XMLHttpRequest unless a test passes another. */
  sender?: UploadSender;
}

/** Case detail: files upload as soon as they are picked or dropped. */
export function AttachmentUploader({ caseId, studentId, disabled, onUploaded, sender = xhrUploadSender }: AttachmentUploaderProps) {
  const uploads = useUploads(studentId, sender);
  const succeeded = useRef(0);
  const reload = useRef(onUploaded);
  reload.current = onUploaded;
  const start = (key: number) => {
    void uploads.upload(key, caseId).then((outcome) => {
      if (outcome === 'uploaded') succeeded.current += 1;
      if (uploads.inFlight() > 0 || succeeded.current === 0 || !uploads.live()) return;
      succeeded.current = 0;
      reload.current();
    });
  };
  return (
    <AttachmentPanel uploads={uploads} disabled={disabled} onFiles={(files) => uploads.add(files).forEach(start)} retry={start} />
  );
}

/** What the new-case form holds: the files chosen, uploaded once the case exists. */
export interface ChosenAttachments {
  /** @internal the items, for `ChosenAttachmentsField`. */
  readonly uploads: Uploads;
  /** How many chosen files will be sent (refused ones do not count). */
  readonly count: number;
  /** The names of the chosen files that will be sent. */
  readonly names: readonly string[];
  /**
   * Uploads every chosen file to the new case, all at once, each with its bar;
   * resolves when all have settled, with the counts and the names of the files
   * that did not upload (failed or cancelled).
   */
  uploadChosen(caseId: string): Promise<ChosenOutcome>;
}

export interface ChosenOutcome {
  uploaded: number;
  failed: number;
  cancelled: number;
  notUploaded: string[];
}

/** New case: keeps the chosen files across re-renders (and a failed create) until `uploadChosen`. */
export function useChosenAttachments({ studentId, sender = xhrUploadSender }: { studentId: string; sender?: UploadSender }): ChosenAttachments {
  const uploads = useUploads(studentId, sender);
  const waiting = uploads.items.filter((item) => item.state === 'chosen');
  return {
    uploads,
    count: waiting.length,
    names: waiting.map((item) => item.file.name),
    async uploadChosen(caseId) {
      const sent = uploads.current().filter((item) => item.state === 'chosen');
      const outcomes = await Promise.all(sent.map((item) => uploads.upload(item.key, caseId)));
      const counted = (outcome: UploadOutcome) => outcomes.filter((o) => o === outcome).length;
      const notUploaded = sent.filter((_, i) => outcomes[i] !== 'uploaded').map((item) => item.file.name);
      return { uploaded: counted('uploaded'), failed: counted('failed'), cancelled: counted('cancelled'), notUploaded };
    },
  };
}

export interface ChosenAttachmentsFieldProps {
  chosen: ChosenAttachments;
  disabled?: boolean;
  /** The picker's label and hint on this form (default: Add Attachment's). */
  label?: string;
  hint?: string;
}

/** New case: the picker, drop zone and list of `useChosenAttachments`; nothing is sent from here. */
export function ChosenAttachmentsField({ chosen, disabled, label, hint }: ChosenAttachmentsFieldProps) {
  return <AttachmentPanel uploads={chosen.uploads} disabled={disabled} label={label} hint={hint} onFiles={(files) => chosen.uploads.add(files)} />;
}

interface PanelProps {
  uploads: Uploads;
  disabled: boolean | undefined;
  label?: string;
  hint?: string;
  onFiles: (files: File[]) => void;
  /** Offered on a failed or cancelled upload (case detail only: the new case has no id to retry to). */
  retry?: (key: number) => void;
}

function AttachmentPanel({ uploads, disabled, label = t.label, hint = t.hint, onFiles, retry }: PanelProps) {
  const [dragging, setDragging] = useState(false);
  const listId = `${usePortalId()}-uploads`;
  const input = useRef<HTMLInputElement>(null);
  // Keyboard focus must not fall to the page when the button pressed goes away (Cancel, Remove).
  const refocus = useRef<number | null>(null);
  const remove = (key: number) => {
    uploads.remove(key);
    input.current?.focus();
  };
  const cancel = (key: number) => {
    refocus.current = key;
    uploads.cancel(key);
  };
  const over = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !event.dataTransfer?.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const leave = (event: DragEvent<HTMLDivElement>) => {
    const to = event.relatedTarget;
    if (!(to instanceof Node && event.currentTarget.contains(to))) setDragging(false);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    setDragging(false);
    if (disabled) return;
    event.preventDefault();
    const files = event.dataTransfer ? [...event.dataTransfer.files] : [];
    if (files.length) onFiles(files);
  };
  return (
    <div className="sp-attach">
      <div
        className="sp-attach-drop"
        data-drop-zone=""
        data-dragging={dragging ? 'true' : undefined}
        onDragEnter={over}
        onDragOver={over}
        onDragLeave={leave}
        onDrop={drop}
      >
        <FileField name="attachments" label={label} hint={hint} multiple disabled={disabled} onFiles={onFiles} inputRef={input} />
        {dragging ? (
          <p className="sp-attach-drop-text" aria-hidden="true">
            {t.dropHere}
          </p>
        ) : null}
      </div>
      {uploads.items.length ? (
        <ul className="sp-attach-list" aria-label={t.listLabel} id={listId}>
          {uploads.items.map((item) => (
            <UploadRow key={item.key} item={item} idBase={`${listId}-${item.key}`} refocus={refocus} actions={{ cancel, remove, retry }} />
          ))}
        </ul>
      ) : null}
      <p className="sp-visually-hidden" role="status">
        {uploads.announcement}
      </p>
    </div>
  );
}

interface RowProps {
  item: UploadItem;
  idBase: string;
  /** The row whose Cancel was pressed: once cancelled, its first button takes the focus. */
  refocus: RefObject<number | null>;
  actions: { cancel(key: number): void; remove(key: number): void; retry: ((key: number) => void) | undefined };
}

function UploadRow({ item, idBase, refocus, actions }: RowProps) {
  const nameId = `${idBase}-name`;
  const { state } = item;
  const { retry } = actions;
  const row = useRef<HTMLLIElement>(null);
  useLayoutEffect(() => {
    if (state !== 'cancelled' || refocus.current !== item.key) return;
    refocus.current = null;
    row.current?.querySelector('button')?.focus();
  }, [state, item.key, refocus]);
  const again = retry && (state === 'failed' || state === 'cancelled') ? () => retry(item.key) : undefined;
  return (
    <li className="sp-attach-item" ref={row} data-upload={item.file.name} data-state={state}>
      <span className="sp-attach-name" id={nameId}>
        {item.file.name}
      </span>
      {state === 'uploading' ? (
        <span className="sp-attach-progress">
          <ProgressBar value={item.percent} label={t.progressLabel(item.file.name)} />
          <span className="sp-attach-percent" aria-hidden="true">
            {t.percent(item.percent)}
          </span>
        </span>
      ) : null}
      {state === 'chosen' || state === 'uploaded' || state === 'cancelled' ? (
        <span className="sp-attach-state">{state === 'chosen' ? t.waiting : state === 'uploaded' ? t.uploaded : t.cancelled}</span>
      ) : null}
      <span className="sp-attach-actions">
        {state === 'uploading' ? (
          <Button variant="secondary" describedBy={nameId} onClick={() => actions.cancel(item.key)}>
            {t.cancel}
          </Button>
        ) : null}
        {again ? (
          <Button variant="secondary" describedBy={nameId} onClick={again}>
            {t.retry}
          </Button>
        ) : null}
        {state === 'refused' || state === 'chosen' || state === 'failed' || state === 'cancelled' ? (
          <Button variant="secondary" describedBy={nameId} onClick={() => actions.remove(item.key)}>
            {t.remove}
          </Button>
        ) : null}
      </span>
      {item.error ? (
        <p className="sp-attach-error" role="alert">
          {item.error}
        </p>
      ) : null}
    </li>
  );
}
