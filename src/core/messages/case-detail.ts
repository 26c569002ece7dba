/*
 * Issue #17 the case detail (account §2 /pg/case/{id}): the spec names its
 * contents (number, status, topic, detail, enrollment, opened date,
 * description, comments, attachments, guidance) without wording; these texts
 * are ours (docs/decisions.md). The closed-case text is validation.ts's
 * (account §4 verbatim), the failure text errors.ts's (account §8), the
 * guidance account.ts's; the heading is routes.ts's.
 */
import { catalogue } from './catalogue';

export const caseDetailTexts = /*#__PURE__*/ catalogue('caseDetailTexts', {
  loading: 'Loading your case…',
  notFound: 'We couldn’t find this case among yours. Please open it from Support.',
  backToCases: 'Back to Support',
  /** The facts list. */
  caseNumber: 'Case number',
  status: 'Status',
  topic: 'Topic',
  topicDetail: 'Detail',
  enrollment: 'Enrollment',
  opened: 'Opened',
  description: 'Description',
  notGiven: '—',
  /** Comments. */
  commentsHeading: 'Comments',
  noComments: 'No comments yet.',
  /** Who wrote a comment and when, e.g. "Dana, 11/19/2026, 10:00 AM ET". */
  commentBy: (name: string, when: string) => (name && when ? `${name}, ${when}` : name || when),
  commentLabel: 'Add a comment',
  addComment: 'Add Comment',
  commentAdded: 'Your comment was added.',
  /** Attachments. */
  attachmentsHeading: 'Attachments',
  noAttachments: 'No attachments yet.',
  /** Hidden after a download link's name, and a delete button's: which attachment. */
  download: 'Download',
  delete: 'Delete',
  deleteNamed: (name: string) => `Delete ${name}`,
  added: (date: string) => `Added ${date}`,
  confirmDeleteTitle: 'Delete this attachment?',
  confirmDeleteBody: (name: string) => `${name} will be removed from this case. This cannot be undone.`,
  confirmDeleteYes: 'Yes, delete',
  confirmDeleteNo: 'No, keep it',
  attachmentDeleted: 'The attachment was deleted.',
  /** Date and time of a comment (account §9: Eastern time, MM/DD/YYYY). */
  dateTime: (date: string, time: string) => `${date}, ${time} ET`,
} as const);
