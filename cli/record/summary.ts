import type { RecordTarget } from './command';
import type { Recording } from './recorder';

/** What the summary of a recording tells. */
export interface RecordSummaryInput {
  recording: Recording;
  /** The document as written (stand-ins, relative dates). */
  document: unknown;
  config: Pick<RecordTarget, 'env' | 'baseUrl' | 'credentials'>;
  out: string | undefined;
  /** Stand-ins made, by kind; undefined with --keep-personal-data. */
  personal: Record<string, number> | undefined;
  recordedAt: Date;
  /** Dates made relative tokens. */
  dates: number;
  exitCode: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** How each kind of stand-in reads in the summary: one, many. */
const kindNames: Record<string, [string, string]> = {
  names: ['name', 'names'],
  emails: ['email', 'emails'],
  phones: ['phone', 'phones'],
  addresses: ['address', 'addresses'],
  cities: ['city', 'cities'],
  postalCodes: ['postal code', 'postal codes'],
  ids: ['id', 'ids'],
  comments: ['case comment', 'case comments'],
  descriptions: ['case description', 'case descriptions'],
  attachments: ['attachment text', 'attachment texts'],
  secrets: ['secret', 'secrets'],
};

function listLength(document: unknown, ...path: string[]): number {
  let value: unknown = document;
  for (const step of path) value = value && typeof value === 'object' ? Reflect.get(value, step) : undefined;
  return Array.isArray(value) ? value.length : 0;
}

function firstStudent(document: unknown): { email: string; password: string } | undefined {
  const students: unknown = document && typeof document === 'object' ? Reflect.get(document, 'students') : undefined;
  const first: unknown = Array.isArray(students) ? students[0] : undefined;
  if (!first || typeof first !== 'object') return undefined;
  return { email: String(Reflect.get(first, 'email')), password: String(Reflect.get(first, 'password')) };
}

/** The lines `record` prints after writing: what was recorded, what was replaced, what is missing, how to replay it. */
export function formatRecordSummary(input: RecordSummaryInput): string {
  const { recording, document, config, out, personal } = input;
  const lines: string[] = [];
  lines.push(`Recorded ${config.credentials.email} from ${config.env} (${config.baseUrl}): ${plural(recording.reads, 'read')}`);
  const counts = [
    plural(listLength(document, 'courses'), 'course'),
    plural(listLength(document, 'events'), 'event'),
    plural(listLength(document, 'agreements'), 'agreement'),
    plural(listLength(document, 'cases'), 'case'),
    plural(listLength(document, 'payments'), 'installment'),
    plural(listLength(document, 'shipments'), 'shipment'),
    plural(listLength(document, 'books', 'purchased') + listLength(document, 'books', 'onlineProfiles'), 'book'),
    plural(listLength(document, 'sessions'), 'scheduled session'),
  ];
  lines.push(`  ${counts.join(', ')}`);
  if (personal) {
    const made = Object.entries(personal)
      .filter(([, n]) => n > 0)
      .map(([kind, n]) => plural(n, kindNames[kind]?.[0] ?? kind, kindNames[kind]?.[1] ?? kind));
    lines.push(`  personal data replaced by stand-ins${made.length > 0 ? `: ${made.join(', ')}` : ''} (--keep-personal-data keeps it)`);
  } else {
    lines.push('  personal data kept as recorded (--keep-personal-data): keep this file private');
  }
  lines.push(`  ${plural(input.dates, 'date')} made relative to ${input.recordedAt.toISOString()} ($day(…), $usday(…), $instant(…))`);
  const kept = recording.problems.filter((p) => p.kind === 'refused' || p.kind === 'failed');
  if (kept.length > 0) {
    lines.push(`  kept ${plural(kept.length, 'answer')} as recorded, replayed as such (recordedAnswers):`);
    for (const p of kept) lines.push(`    ${p.message}`);
  }
  const missing = recording.problems.filter((p) => p.kind === 'unreachable' || p.kind === 'unfit');
  if (missing.length > 0) {
    lines.push(`  not in the recording (${plural(missing.length, 'read')}):`);
    for (const p of missing) lines.push(`    ${p.message}`);
  }
  const student = firstStudent(document);
  const file = out ?? 'the fixture';
  if (input.exitCode === 2) {
    lines.push(`not written (exit 2)`);
  } else {
    lines.push(`${out ? `Wrote ${out}` : 'Wrote the fixture to stdout'} (exit ${input.exitCode}${input.exitCode === 1 ? ': the recording is incomplete' : ''}).`);
    if (student) lines.push(`Replay: student-portal serve --fixture ${file}, then log in as ${student.email} with ${student.password}`);
  }
  return `${lines.join('\n')}\n`;
}
