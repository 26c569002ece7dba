import { accountValidation, chosenValidation } from '../messages/validation';
import { checkText } from './text-field';

/** account §5 / §9: an attachment may be at most 50 MB. */
export const maxAttachmentBytes = 52428800;

/** account §9: a case description holds at most 4000 characters. */
export const maxCaseDescriptionLength = 4000;

/**
 * account §5: executable and script types the upload refuses ("such as exe, js, bat, msi, vbs"):
 * Outlook's blocked attachment list (Level 1, Microsoft's "Blocked attachments in Outlook"), plus
 * macro-enabled Office files and the web archives and disk images that carry programs past a
 * mail filter (#29.10). Everything a student sends as evidence (PDF, pictures, Office documents
 * without macros, text, zip) stays allowed.
 */
export const blockedExtensions = [
  // Windows programs, libraries and installers
  'exe', 'com', 'scr', 'pif', 'cpl', 'dll', 'sys', 'drv', 'ocx', 'vxd',
  'msi', 'msp', 'mst', 'msu', 'msix', 'msixbundle', 'appx', 'appxbundle', 'cab', 'diagcab',
  'application', 'appref-ms', 'appcontent-ms', 'gadget', 'xbap', 'vsmacros', 'vsw', 'webpnp',
  // Windows Script Host, batch, HTML applications and components
  'bat', 'cmd', 'js', 'jse', 'vb', 'vbs', 'vbe', 'vbp', 'wsf', 'wsh', 'ws', 'wsc', 'wsb', 'sct', 'hta', 'htc',
  // PowerShell and Monad
  'ps1', 'ps1xml', 'ps2', 'ps2xml', 'psc1', 'psc2', 'psm1', 'psd1', 'psdm1',
  'msh', 'msh1', 'msh2', 'mshxml', 'msh1xml', 'msh2xml',
  // shortcuts, settings, setup and registry files, consoles, help and themes that can run code
  'lnk', 'url', 'website', 'scf', 'inf', 'ins', 'isp', 'its', 'reg', 'msc', 'chm', 'hlp', 'hpj', 'cnt',
  'settingcontent-ms', 'printerexport', 'theme', 'udl', 'xnk', 'grp', 'bgi', 'ops', 'osd', 'pcd', 'prf', 'prg', 'plg', 'tmp',
  // certificates (install trust)
  'cer', 'crt', 'der',
  // Access, FoxPro and Office Basic code; Outlook data
  'ade', 'adp', 'mad', 'maf', 'mag', 'mam', 'maq', 'mar', 'mas', 'mat', 'mau', 'mav', 'maw', 'mcf',
  'mda', 'mdb', 'mde', 'mdt', 'mdw', 'mdz', 'fxp', 'bas', 'shb', 'shs', 'pst',
  // macro-enabled Office documents, templates and add-ins; Excel add-ins
  'docm', 'dotm', 'xlsm', 'xltm', 'xlsb', 'xlam', 'xll', 'pptm', 'potm', 'ppsm', 'ppam', 'sldm',
  // web archives and server pages
  'mht', 'mhtml', 'asp', 'aspx', 'asx',
  // disk images (mounted with one click, their contents unchecked)
  'iso', 'img', 'vhd', 'vhdx',
  // Java, Python and Perl
  'jar', 'jnlp', 'py', 'pyc', 'pyo', 'pyw', 'pyz', 'pyzw', 'pl',
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

/**
 * A case comment holds at most 4000 characters: the spec states no bound, this is the upstream's
 * (Salesforce's CaseComment body) and the simulator's (#29.12).
 */
export const maxCaseCommentLength = 4000;

/** account §5: a comment needs non-empty text (and at most maxCaseCommentLength characters). */
export function validateCaseComment(value: string): string | null {
  return checkText(value, { required: chosenValidation.caseCommentRequired, max: maxCaseCommentLength });
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
