/*
 * Issue #17 Add Attachment (account §2 case detail and new case): the picker,
 * drop zone and per-file upload texts, which the account spec names without
 * wording. The refusals are account §5's (validation.ts); a failed upload is
 * account §8's case failure (errors.ts accountErrors.caseFailed).
 */
import { catalogue } from './catalogue';

export const attachmentTexts = /*#__PURE__*/ catalogue('attachmentTexts', {
  label: 'Add Attachment',
  /** Under the picker: the drop zone and the limit (account §5: 50 MB). */
  hint: 'Choose one or more files, or drag them here. Each file can be up to 50 MB.',
  /** Over the drop zone while files are dragged over it. */
  dropHere: 'Drop the files to add them',
  /** The files list, named for assistive technology. */
  listLabel: 'Attachments to upload',
  /** The progressbar's accessible name. */
  progressLabel: (name: string) => `Uploading ${name}`,
  percent: (value: number) => `${value}%`,
  /** New case form: a chosen file waits for the case to be created. */
  waiting: 'Uploads when you submit the case',
  uploaded: 'Uploaded',
  cancelled: 'Upload cancelled',
  cancel: 'Cancel',
  remove: 'Remove',
  retry: 'Try again',
  /** The status line read out as an upload ends. */
  announceUploaded: (name: string) => `${name} uploaded`,
  announceCancelled: (name: string) => `${name}: upload cancelled`,
} as const);
