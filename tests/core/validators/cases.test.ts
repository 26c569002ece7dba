import { describe, expect, it } from 'vitest';
import { accountValidation, chosenValidation } from '../../../src/core/messages/validation';
import {
  blockedExtensions,
  maxAttachmentBytes,
  validateAttachment,
  validateCaseComment,
  validateCaseCreate,
  validateCaseDescription,
} from '../../../src/core/validators/cases';

// `exe` → `ExE`: alternate case so the check cannot rely on one spelling.
const mixedCase = (text: string) =>
  [...text].map((c, i) => (i % 2 === 0 ? c.toUpperCase() : c.toLowerCase())).join('');

describe('validateAttachment', () => {
  it.each([
    [0, accountValidation.attachmentEmpty],
    [1, null],
    [52428800, null],
    [52428801, accountValidation.attachmentTooLarge],
  ])('answers a file of %i bytes with %j', (size, expected) => {
    expect(validateAttachment({ name: 'score-report.pdf', size })).toBe(expected);
  });

  it('allows exactly 50 MB', () => {
    expect(maxAttachmentBytes).toBe(50 * 1024 * 1024);
  });

  it.each(blockedExtensions.map((ext) => [ext, `file.${mixedCase(ext)}`]))(
    'blocks the .%s type as %j',
    (_ext, name) => {
      expect(validateAttachment({ name, size: 10 })).toBe(accountValidation.attachmentBlocked);
    },
  );

  // #29.10: the audit's accepted types (Outlook blocks them, or they carry macros or mount as disks),
  // written out here rather than read from the list, and the documents a student sends, still allowed.
  it.each([
    'xll', 'iso', 'vhd', 'docm', 'mht', 'xlam', 'img', 'vhdx', 'dotm', 'xlsm', 'pptm', 'mhtml',
    'lnk', 'scr', 'hta', 'jar', 'cpl', 'msc', 'reg', 'wsf', 'appx', 'ps1', 'py', 'settingcontent-ms',
  ])('blocks .%s (the audit’s list, #29.10)', (ext) => {
    expect(validateAttachment({ name: `attachment.${ext}`, size: 10 })).toBe(accountValidation.attachmentBlocked);
  });

  it.each(['pdf', 'png', 'jpg', 'jpeg', 'gif', 'heic', 'webp', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'rtf', 'odt', 'zip'])(
    'allows .%s, a document or picture a student sends',
    (ext) => {
      expect(validateAttachment({ name: `attachment.${ext}`, size: 10 })).toBeNull();
    },
  );

  it.each([
    ['a.exe.', accountValidation.attachmentBlocked],
    ['a.EXE ', accountValidation.attachmentBlocked],
    ['a.exe. . ', accountValidation.attachmentBlocked],
    ['C:\\Users\\me\\setup.msi', accountValidation.attachmentBlocked],
    ['report.pdf.js', accountValidation.attachmentBlocked],
    ['exe', null],
    ['setup.exe.pdf', null],
    ['notes.txt', null],
    ['photo.JPG', null],
    ['no-extension', null],
    ['.bashrc', null],
  ])('answers %j with %j', (name, expected) => {
    expect(validateAttachment({ name, size: 10 })).toBe(expected);
  });

  // #13.24: Windows saves `name:stream:type` (an NTFS alternate data stream) as `name`, drops
  // trailing dots and spaces, and a stream can itself hold a program; C string APIs end at NUL.
  it.each([
    ['x.js::$DATA', accountValidation.attachmentBlocked],
    ['x.JS::$data', accountValidation.attachmentBlocked],
    ['x.js:$DATA', accountValidation.attachmentBlocked],
    ['x.js::$DATA.', accountValidation.attachmentBlocked],
    ['x.js. ::$DATA', accountValidation.attachmentBlocked],
    ['x.js.', accountValidation.attachmentBlocked],
    ['x.js ', accountValidation.attachmentBlocked],
    ['x.js\t', accountValidation.attachmentBlocked],
    ['x.js . .', accountValidation.attachmentBlocked],
    ['report.pdf:evil.exe', accountValidation.attachmentBlocked],
    ['report.pdf:evil.exe:$DATA', accountValidation.attachmentBlocked],
    ['C:setup.exe', accountValidation.attachmentBlocked],
    ['D:\\downloads\\x.js::$DATA', accountValidation.attachmentBlocked],
    ['x.js\u0000.pdf', accountValidation.attachmentBlocked],
    ['notes.txt::$DATA', null],
    ['photo.jpg:Zone.Identifier', null],
    ['x.js.pdf', null],
    ['x.jsx', null],
    ['x.pdf.', null],
  ])('answers the Windows name %j with %j', (name, expected) => {
    expect(validateAttachment({ name, size: 10 })).toBe(expected);
  });

  it('reports an empty file before its type, and the type before its size', () => {
    expect(validateAttachment({ name: 'a.exe', size: 0 })).toBe(accountValidation.attachmentEmpty);
    expect(validateAttachment({ name: 'a.exe', size: 52428801 })).toBe(accountValidation.attachmentBlocked);
  });
});

describe('validateCaseDescription', () => {
  it.each([
    [3999, null],
    [4000, null],
    [4001, chosenValidation.tooLong(4000)],
    [0, chosenValidation.caseDescriptionRequired],
  ])('answers a description of %i characters with %j', (length, expected) => {
    expect(validateCaseDescription('d'.repeat(length))).toBe(expected);
  });

  it('treats a description of spaces as empty', () => {
    expect(validateCaseDescription('  \n ')).toBe(chosenValidation.caseDescriptionRequired);
  });
});

describe('validateCaseComment', () => {
  it.each([
    ['', chosenValidation.caseCommentRequired],
    [' \n', chosenValidation.caseCommentRequired],
    ['Thanks!', null],
  ])('answers %j with %j', (value, expected) => {
    expect(validateCaseComment(value)).toBe(expected);
  });

  // #29.12: the same bound as the simulator's (and Salesforce's case comment body): 4000 characters.
  it.each([
    [4000, null],
    [4001, chosenValidation.tooLong(4000)],
  ])('answers a comment of %i characters with %j', (length, expected) => {
    expect(validateCaseComment('x'.repeat(length))).toBe(expected);
  });
});

describe('validateCaseCreate', () => {
  it('reports every missing field of a new case', () => {
    expect(validateCaseCreate({ topic: '', topicDetail: ' ', description: '' })).toEqual({
      topic: chosenValidation.caseTopicRequired,
      topicDetail: chosenValidation.caseTopicDetailRequired,
      description: chosenValidation.caseDescriptionRequired,
    });
  });

  it('reports a description over 4000 characters', () => {
    expect(validateCaseCreate({ topic: 'Billing', topicDetail: 'Refund', description: 'd'.repeat(4001) })).toEqual({
      description: chosenValidation.tooLong(4000),
    });
  });

  it('accepts a complete case', () => {
    expect(validateCaseCreate({ topic: 'Billing', topicDetail: 'Refund', description: 'Please help.' })).toEqual({});
  });
});
