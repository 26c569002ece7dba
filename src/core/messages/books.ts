/*
 * Issue #16: the digital-book screens (/pg/vs, /ade, /ade-tutorial). Account
 * §2 names the pages and the four /ade steps without wording; the step names
 * follow §2's list, every sentence is ours (docs/decisions.md).
 */
import { catalogue } from './catalogue';

/** /pg/vs: the digital-book redirect and its not-purchased page. */
export const vsTexts = /*#__PURE__*/ catalogue('vsTexts', {
  opening: 'Opening your digital book…',
  /** Shown only if the browser did not leave after the form was sent (a blocked post). */
  openManually: 'Open my digital book',
  notFound: 'We couldn’t find this course. Please open your digital book from My Resources.',
  unavailable: 'Your digital book can’t be opened right now. Please try again, or contact us if this keeps happening.',
  notPurchasedTitle: 'You don’t have this digital book yet',
  notPurchased: 'Your course does not include a digital book, or it has not been purchased yet.',
  purchase: (program: string) => `Buy ${program} digital books`,
  readerInstructions: 'Once you have a digital book, follow the steps on the Digital Books page to read it on your computer, tablet or phone.',
  readerLink: 'How to read your digital books',
} as const);

/** The program names of the purchase link (account §9: MCAT, GRE, SAT, Premier). */
export const digitalBookProgramNames = /*#__PURE__*/ catalogue('digitalBookProgramNames', { MCAT: 'MCAT', GRE: 'GRE', SAT: 'SAT', PREMIER: 'Premier' } as const);

/** /ade: the four steps of account §2, in order. */
export const adeTexts = /*#__PURE__*/ catalogue('adeTexts', {
  lead: 'Follow these four steps to read your digital books offline in an e-reader.',
  loading: 'Loading your digital books…',
  stepAgreement: 'Step 1: Accept the enrollment agreement',
  agreementBody: 'Your books are released once you have accepted the enrollment agreement of your course.',
  /** One link per course with digital books: named by the course, so several are told apart. */
  agreementLink: (course: string) => `Enrollment agreement: ${course}`,
  agreementNone: 'Your enrollment agreements are listed with your courses on My Resources.',
  stepAccount: 'Step 2: Create an e-reader account',
  accountBody: 'Create a free account with the e-reader (Adobe ID) using the email address you log in with here. The reader uses it to authorize your devices.',
  stepInstall: 'Step 3: Install the reader',
  installBody: 'Install the e-reader on the device you will read on, then sign in with your e-reader account:',
  devices: ['Windows', 'Mac', 'iPhone/iPad', 'Android', 'Nook'],
  stepDownload: 'Step 4: Download your books',
  downloadBody: 'Select a book to download it; it opens in the e-reader.',
  noBooks: 'You have no digital books to download yet.',
  tutorialLink: 'Watch the walkthrough video',
} as const);

/** /ade-tutorial: the walkthrough video page. */
export const tutorialTexts = /*#__PURE__*/ catalogue('tutorialTexts', {
  lead: 'This short video walks you through the four steps for reading your digital books.',
  videoLabel: 'Digital books walkthrough video',
  videoFailed: 'The video can’t be played right now. The steps are also written out on the Digital Books page.',
  captions: 'English captions',
  backToAde: 'Back to Digital Books',
} as const);

/** /ade: the online-book key check (access §5, issue #20.4); the mismatch text is accessValidation's. */
export const bookKeyTexts = /*#__PURE__*/ catalogue('bookKeyTexts', {
  heading: 'Online books',
  lead: 'If your course came with a book key, enter it to open your online books.',
  course: 'Course',
  key: 'Book key',
  check: 'Check key',
  confirmed: 'Your key is confirmed.',
  noBooks: 'No online books are listed for this course yet.',
} as const);
