import { type ReactNode, useRef, useState } from 'react';
import { attachmentDownloadUrl } from '../../core/api/cases';
import type { CaseAttachment } from '../../core/api/structs/cases';
import { accountScreens } from '../../core/messages/account';
import { caseDetailTexts as t } from '../../core/messages/case-detail';
import { accountErrors } from '../../core/messages/errors';
import type { CaseGuidance } from '../../core/rules/cases';
import { usePortal } from '../../lib/portal-services';
import { Alert } from '../../ui/alert';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { usePortalId } from '../../ui/use-portal-id';
import { useSubmission } from '../../ui/use-submission';
import { formatCaseDate } from './case-detail-dates';

/**
 * What the attachments section hands the uploader placed in it (issue #17:
 * the upload engineer's `<AttachmentUploader>`): the case and student the
 * upload is for, whether the case takes attachments, and what to call once
 * an upload succeeded (the case reloads, account §4).
 */
export interface CaseUploaderSlotProps {
  caseId: string;
  studentId: string;
  disabled: boolean;
  onUploaded: () => Promise<void>;
}

/** The uploader slot: renders the uploader for these props, or nothing. */
export type CaseUploaderSlot = (props: CaseUploaderSlotProps) => ReactNode;

export interface CaseAttachmentsProps {
  attachments: readonly CaseAttachment[];
  caseId: string;
  studentId: string;
  /** account §4: a case closed more than 3 days ago takes no attachment change. */
  readOnly: boolean;
  /** account §2: what to ask for when the case has no attachment (null: ask nothing). */
  guidance: CaseGuidance | null;
  /** Deletes one (and reloads the case); throws when it failed. */
  onDelete: (attachmentId: string) => Promise<void>;
  /** Reloads the case after an upload. */
  onUploaded: () => Promise<void>;
  uploader: CaseUploaderSlot;
}

/**
 * The case's attachments: each by name and date, a plain download link
 * (account §7 /rest-services/document/download, sent with the session
 * cookie by the browser) and Delete after a yes/no confirmation; the
 * guidance when there is none; the uploader's slot.
 */
export function CaseAttachments(props: CaseAttachmentsProps) {
  const { client } = usePortal();
  const headingId = `${usePortalId()}-attachments`;
  const [asking, setAsking] = useState<CaseAttachment | null>(null);
  const [deleted, setDeleted] = useState(false);
  const submission = useSubmission();
  const opener = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  async function confirmDelete(attachment: CaseAttachment) {
    setDeleted(false);
    const result = await submission.run(() => props.onDelete(attachment.id));
    if (result.state === 'skipped') return;
    if (result.state === 'done') {
      // The opener left with its attachment: focus goes to the section, which says what happened.
      opener.current = null;
      setDeleted(true);
      heading.current?.focus();
    }
    setAsking(null);
  }

  return (
    <section className="sp-stack sp-case-attachments" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t.attachmentsHeading}
      </h2>
      {submission.error ? <Alert tone="error">{accountErrors.caseFailed}</Alert> : null}
      {deleted ? <Alert tone="success">{t.attachmentDeleted}</Alert> : null}
      {props.attachments.length ? (
        <ul className="sp-case-attachment-list">
          {props.attachments.map((attachment) => {
            const name = attachment.name?.trim() || attachment.id;
            const date = formatCaseDate(attachment.lastModifiedDate);
            return (
              <li key={attachment.id} className="sp-case-attachment" data-attachment={attachment.id}>
                <a href={attachmentDownloadUrl(client, attachment.id)} download={name} className="sp-case-attachment-name">
                  <span className="sp-visually-hidden">{t.download} </span>
                  {name}
                </a>
                {date ? <span className="sp-muted">{t.added(date)}</span> : null}
                <button
                  type="button"
                  className="sp-button"
                  data-variant="secondary"
                  disabled={props.readOnly}
                  aria-label={t.deleteNamed(name)}
                  onClick={(event) => {
                    opener.current = event.currentTarget;
                    setDeleted(false);
                    setAsking(attachment);
                  }}
                >
                  {t.delete}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <>
          <p className="sp-muted">{t.noAttachments}</p>
          {props.guidance ? <p className="sp-case-guidance">{accountScreens.caseGuidance[props.guidance]}</p> : null}
        </>
      )}
      {props.uploader({ caseId: props.caseId, studentId: props.studentId, disabled: props.readOnly, onUploaded: props.onUploaded })}
      {asking ? (
        <ConfirmDialog
          title={t.confirmDeleteTitle}
          yes={t.confirmDeleteYes}
          no={t.confirmDeleteNo}
          onYes={() => void confirmDelete(asking)}
          onNo={() => setAsking(null)}
          returnFocus={opener}
          pending={submission.pending}
        >
          <p>{t.confirmDeleteBody(asking.name?.trim() || asking.id)}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
