import { useState } from 'react';
import { uploadCaseAttachment } from '../../core/api/cases';
import type { ApiClient } from '../../core/api/transport';
import { caseCreateTexts as t } from '../../core/messages/case-create';
import { validateAttachment } from '../../core/validators/cases';
import { FileField } from '../../ui/file-field';

/*
 * The new-case form's attachments until the uploader (attachment-uploader.tsx,
 * with progress bars and drag and drop) takes this place: files are chosen
 * before the case exists, checked by account §5 as they are chosen (nothing
 * is sent), and uploaded one by one once the case has its id.
 */

export interface ChosenAttachments {
  files: readonly File[];
  /** `name: reason` of the files account §5 refused at the last choice. */
  refused: readonly string[];
  choose(files: readonly File[]): void;
  remove(index: number): void;
}

/** Files chosen for a case that does not exist yet. */
export function useChosenAttachments(): ChosenAttachments {
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  return {
    files,
    refused,
    choose(chosen) {
      const problems = chosen.map((file) => ({ file, problem: validateAttachment(file) }));
      setRefused(problems.flatMap(({ file, problem }) => (problem ? [t.attachmentRefused(file.name, problem)] : [])));
      setFiles((was) => [...was, ...problems.flatMap(({ file, problem }) => (problem ? [] : [file]))]);
    },
    remove: (index) => setFiles((was) => was.filter((_, i) => i !== index)),
  };
}

/** The picker (several files at once) and the chosen files, each removable until the case is sent. */
export function CaseAttachmentsField({ chosen, disabled }: { chosen: ChosenAttachments; disabled: boolean }) {
  return (
    <>
      <FileField
        name="attachments"
        label={t.attachments}
        hint={t.attachmentsHint}
        multiple
        onFiles={chosen.choose}
        disabled={disabled}
        error={chosen.refused.length > 0 ? chosen.refused.join(' ') : null}
      />
      {chosen.files.length > 0 ? (
        <ul className="sp-case-files">
          {chosen.files.map((file, index) => (
            <li key={`${index}|${file.name}`}>
              <span>{file.name}</span>
              {disabled ? null : (
                <button type="button" className="sp-case-link-button" onClick={() => chosen.remove(index)}>
                  {t.remove}
                  <span className="sp-visually-hidden"> {file.name}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * Uploads the chosen files to the new case, one at a time (account §7
 * multipart upload), telling `settled` of each: uploaded or not. With no
 * case id (the new case could not be found) none can be.
 */
export async function uploadChosen(
  client: ApiClient,
  target: { caseId: string | null; studentId: string },
  files: readonly File[],
  settled: (name: string, uploaded: boolean) => void,
): Promise<void> {
  for (const file of files) {
    const { caseId } = target;
    const uploaded =
      caseId !== null &&
      (await uploadCaseAttachment(client, { file, caseId, fileName: file.name, fileType: file.type || 'application/octet-stream', studentId: target.studentId }).then(
        () => true,
        () => false,
      ));
    settled(file.name, uploaded);
  }
}
