import { accountValidation, chosenValidation } from '../messages/validation';
import { checkText } from './text-field';

/** account §5 / §9: an attachment may be at most 50 MB. */
export const maxAttachmentBytes = 52428800;

/** account §9: a case description holds at most 4000 characters. */
export const maxCaseDescriptionLength = 4000;

/**
 * account §5: executable and script types the upload refuses. Windows
 * programs, installers and libraries; Windows, PowerShell and Unix scripts;
 * shortcuts and registry files; Java launchers; macOS bundles.
 */
export const blockedExtensions = [
  // Windows programs, libraries and installers
  'exe', 'com', 'scr', 'pif', 'cpl', 'dll', 'sys', 'drv', 'ocx', 'vxd',
  'msi', 'msp', 'mst', 'msix', 'msixbundle', 'appx', 'appxbundle',
  'application', 'appref-ms', 'gadget',
  // Windows Script Host, batch and HTML applications
  'bat', 'cmd', 'js', 'jse', 'vb', 'vbs', 'vbe', 'wsf', 'wsh', 'ws', 'wsc', 'sct', 'hta',
  // PowerShell and Monad
  'ps1', 'ps1xml', 'ps2', 'ps2xml', 'psc1', 'psc2', 'psm1', 'psd1',
  'msh', 'msh1', 'msh2', 'mshxml', 'msh1xml', 'msh2xml',
  // shortcuts, setup and registry files, consoles and help that can run code
  'lnk', 'url', 'scf', 'inf', 'ins', 'isp', 'reg', 'msc', 'chm', 'hlp',
  // Access and Office Basic code
  'ade', 'adp', 'mde', 'bas', 'shb', 'shs',
  // Java
  'jar', 'jnlp',
  // Unix and macOS
  'sh', 'bash', 'csh', 'ksh', 'zsh', 'command', 'app', 'run',
] as const;

const blocked: ReadonlySet<string> = new Set(blockedExtensions);

// The last extension of one name part, lowercased. Windows drops trailing dots
// and spaces from file names, so `a.exe.` and `a.EXE ` are both `exe` once saved.
function extensionOf(part: string): string {
  const base = part.replace(/[.\s]+$/, '');
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot + 1).toLowerCase();
}

// Every extension a name may be saved or run under (#13.24): that of its last
// path segment and of each part around a colon or NUL. Windows saves
// `x.js::$DATA` (an NTFS alternate data stream, `name:stream:type`) as `x.js`,
// a stream (`report.pdf:evil.exe`) can itself hold a program, and C string
// functions end `x.js\0.pdf` at the NUL.
function extensionsOf(name: string): string[] {
  const segment = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  return segment.split(/[:\u0000]/).map(extensionOf);
}

/** account §5: an attachment is not empty, not an executable type, and at most 52428800 bytes. */
export function validateAttachment(file: { name: string; size: number }): string | null {
  if (file.size <= 0) return accountValidation.attachmentEmpty;
  if (extensionsOf(file.name).some((ext) => blocked.has(ext))) return accountValidation.attachmentBlocked;
  if (file.size > maxAttachmentBytes) return accountValidation.attachmentTooLarge;
  return null;
}

/** account §5: a case description is required, at most 4000 characters. */
export function validateCaseDescription(value: string): string | null {
  return checkText(value, { required: chosenValidation.caseDescriptionRequired, max: maxCaseDescriptionLength });
}

/** account §5: a comment needs non-empty text. */
export function validateCaseComment(value: string): string | null {
  return checkText(value, { required: chosenValidation.caseCommentRequired });
}

export interface CaseCreateInput {
  topic: string;
  topicDetail: string;
  description: string;
}

/** account §5: creating a case needs a topic, a topic detail and a description. */
export function validateCaseCreate(input: CaseCreateInput): Partial<Record<keyof CaseCreateInput, string>> {
  const errors: Partial<Record<keyof CaseCreateInput, string>> = {};
  if (input.topic.trim() === '') errors.topic = chosenValidation.caseTopicRequired;
  if (input.topicDetail.trim() === '') errors.topicDetail = chosenValidation.caseTopicDetailRequired;
  const description = validateCaseDescription(input.description);
  if (description !== null) errors.description = description;
  return errors;
}
