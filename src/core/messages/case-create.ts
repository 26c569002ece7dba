/*
 * Issue #17 New case (/pg/createcase, account §2–§5): the spec names the
 * form's parts (enrollment, topic, topic detail, description, attachments,
 * knowledge articles) without wording; these texts are ours
 * (docs/decisions.md). The failure text is errors.ts's `caseFailed`, the
 * topic, detail and description messages validation.ts's, the heading
 * routes.ts's.
 */
import { catalogue } from './catalogue';

export const caseCreateTexts = /*#__PURE__*/ catalogue('caseCreateTexts', {
  loading: 'Loading the case form…',
  lead: 'Tell us what you need help with. We answer in your Support cases.',
  enrollment: 'Enrollment',
  enrollmentPlaceholder: 'Select an enrollment',
  enrollmentRequired: 'Please select an enrollment.',
  noEnrollments: 'You have no enrollments to open a case about. Please contact us instead.',
  topic: 'Topic',
  topicPlaceholder: 'Select a topic',
  topicDetail: 'Topic detail',
  topicDetailPlaceholder: 'Select a topic detail',
  topicFirst: 'Choose a topic first.',
  description: 'Description',
  /** The description's counter: shown as typed, announced once typing pauses. */
  counter: (used: number, max: number) => `${used} of ${max} characters`,
  /** Under a field the link filled in (account §5: prefilled cases are locked). */
  locked: 'Filled in from the link you followed; it cannot be changed here.',
  /** When a link's value matched none of the field's choices: the field is left free. */
  prefillIgnored: 'Part of the link you followed did not match your account, so those fields are left for you to fill in.',
  attachments: 'Attachments (optional)',
  attachmentsHint: 'Add screenshots or documents. They are uploaded once your case is created.',
  submit: 'Submit Case',
  /** After the case exists: the 3000 ms wait before its page (account §4). */
  created: 'Your case has been created. Taking you to it…',
  uploading: (done: number, total: number) => `Uploading attachments: ${done} of ${total} done.`,
  /** A chosen file did not upload after the case was created: the case exists, the file can be added there. */
  uploadFailed: (name: string) => `${name} was not attached. You can add it on your case's page.`,
  openCase: 'Go to your case',
  articlesHeading: 'Articles that may help',
  articlesChoose: 'Choose a topic detail to see articles that may answer your question.',
  articlesLoading: 'Looking for articles…',
  articlesNone: 'No articles for this topic detail.',
  /** Announced politely when the articles for a detail arrive. */
  articlesFound: (count: number) => (count === 1 ? '1 article may answer your question.' : `${count} articles may answer your question.`),
} as const);
