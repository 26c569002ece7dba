import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { createMemoryCookieJar } from '../../src/core/api/memory-cookie-jar';
import { createApiClient } from '../../src/core/api/transport';
import { exitCodes } from '../shared/exit-codes';
import type { CliIo } from '../shared/io';
import { ConfigError } from '../shared/config-error';
import { type Connection, type ConnectionOptions, addConnectionOptions, connectionCredentials, resolveConnection } from '../shared/connection';
import type { EnvSource } from '../shared/credentials';
import { connectionRedactor } from '../smoke/connection-redactor';
import type { Redactor } from '../smoke/redact';
import { smokeExitCodes } from '../smoke/report';
import { callDeadlineMs, createSmokeTransport } from '../smoke/transport';
import { demoPassword } from '../simulator/fixture/default/people';
import { capturingFetch } from './capture';
import { replacePersonalData } from './personal-data';
import { type Recording, RecordLoginError, recordStudent } from './recorder';
import { relativeDates } from './relative-dates';
import { formatRecordSummary } from './summary';

/** What `record` takes from its surroundings; tests inject each. */
export interface RecordDeps {
  env: EnvSource;
  /** The salt of the personal-data stand-ins (random per recording by default). */
  salt: () => string;
}

interface RecordOptions extends ConnectionOptions {
  out?: string;
  keepPersonalData?: boolean;
}

const defaultDeps = (): RecordDeps => ({ env: process.env, salt: () => randomBytes(16).toString('hex') });

/** `record`: one student's data in an environment, written as a fixture `serve --fixture` loads (#33.1; docs/smoke.md). */
export function registerRecord(program: Command, io: CliIo, deps: Partial<RecordDeps> = {}): void {
  const command = program
    .command('record')
    .description("record a student's data from an environment into a fixture that `serve --fixture` replays");
  addConnectionOptions(command)
    .option('--out <file>', 'write the fixture to this file (default: stdout, the summary then goes to stderr)')
    .option('--keep-personal-data', 'keep names, emails, phones, addresses, ids and case comments as recorded (default: consistent stand-ins)')
    .addHelpText('after', recordHelp)
    .action(async (options: RecordOptions) => {
      const d = { ...defaultDeps(), ...deps };
      try {
        io.setExitCode(await executeRecord(options, d, io));
      } catch (error: unknown) {
        if (!(error instanceof ConfigError)) throw error;
        io.err(`student-portal record: ${error.message}\n`);
        io.setExitCode(exitCodes.usage);
      }
    });
}

/** A connection's account, once checked. */
export type RecordTarget = Connection & { credentials: { email: string; password: string } };

/** The run's redactor, guarded read-only transport, capturing fetch and API client (tests build theirs the same way). */
export function recordingClient(target: RecordTarget, now: () => Date) {
  const redactor = connectionRedactor(target, target.credentials);
  const transport = createSmokeTransport({
    // Read-only whatever the environment: the guard refuses anything that could change data.
    writesAllowed: false,
    retries: target.retries,
    retryIntervalMs: target.retryIntervalMs,
    timeoutMs: target.timeoutMs,
    baseUrl: target.baseUrl,
    redactor,
    signal: new AbortController().signal,
    proxy: target.proxy,
    insecure: target.insecure,
  });
  const capture = capturingFetch(transport.fetch);
  const jar = createMemoryCookieJar({ now: () => now().getTime() });
  const client = createApiClient({
    bases: target.bases,
    fetch: capture.fetch,
    credentials: jar,
    timeoutMs: callDeadlineMs(target.timeoutMs, target.retries, target.retryIntervalMs),
  });
  return { redactor, transport, capture, client };
}

/** The connection and account of a recording, or a ConfigError. */
export async function recordTarget(options: ConnectionOptions, variables: EnvSource): Promise<RecordTarget> {
  const connection = await resolveConnection(options, variables);
  return { ...connection, credentials: connectionCredentials(connection, variables).credentials };
}

async function executeRecord(options: RecordOptions, deps: RecordDeps, io: CliIo): Promise<number> {
  const config = await recordTarget(options, deps.env);
  // The summary goes where the fixture does not.
  const say = options.out ? (s: string) => io.out(s) : (s: string) => io.err(s);
  const { redactor, transport, capture, client } = recordingClient(config, () => io.now());
  let recording: Recording;
  try {
    recording = await recordStudent({ client, capture, brand: config.brand, credentials: config.credentials });
  } catch (error) {
    if (!(error instanceof RecordLoginError)) throw error;
    const reached = transport.requests.some((r) => r.outcome === 'answered' || r.outcome === 'timeout');
    io.err(`student-portal record: ${redactor.value(error.message)}\n`);
    return reached ? exitCodes.rejected : smokeExitCodes.unreachable;
  } finally {
    await transport.close();
  }
  const recordedAt = io.now();
  const { document: relative, replaced, dates } = fixtureDocument(recording, {
    redactor,
    recordedAt,
    salt: options.keepPersonalData ? undefined : deps.salt(),
  });
  const text = `${JSON.stringify(relative, null, 2)}\n`;
  let written = true;
  if (options.out) {
    try {
      await writeFile(options.out, text);
    } catch (error) {
      const code = error instanceof Error && 'code' in error ? ` (${String(error.code)})` : '';
      io.err(`student-portal record: cannot write the fixture to ${options.out}${code}\n`);
      written = false;
    }
  } else {
    io.out(text);
  }
  const exitCode = !written
    ? exitCodes.usage
    : recording.problems.some((p) => p.kind === 'unreachable')
      ? exitCodes.rejected
      : exitCodes.ok;
  const problems = recording.problems.map((p) => ({ ...p, message: redactor.value(p.message) }));
  say(formatRecordSummary({ recording: { ...recording, problems }, document: relative, config, out: options.out, personal: replaced, dates, recordedAt, exitCode }));
  return exitCode;
}

/**
 * The recording as the file holds it: personal data replaced (unless no `salt`: --keep-personal-data),
 * every secret the run saw redacted (belt and braces), dates relative to `recordedAt`, and the
 * student given the simulator's public demo password, the one the replay's login takes.
 */
export function fixtureDocument(
  recording: Recording,
  options: { redactor: Redactor; recordedAt: Date; salt: string | undefined },
): { document: unknown; replaced: Record<string, number> | undefined; dates: number } {
  const personal = options.salt === undefined ? undefined : replacePersonalData(recording.document, { salt: options.salt });
  const redacted: unknown = JSON.parse(options.redactor.value(JSON.stringify(personal ? personal.document : recording.document)));
  const relative = relativeDates(redacted, options.recordedAt);
  return { document: withReplayPassword(relative.document), replaced: personal?.replaced, dates: relative.tokens };
}

/** The recorded students log in to the replay with the simulator's public demo password (never their own). */
function withReplayPassword(document: unknown): unknown {
  const students: unknown = document && typeof document === 'object' ? Reflect.get(document, 'students') : undefined;
  if (Array.isArray(students)) for (const student of students) if (student && typeof student === 'object') Reflect.set(student, 'password', demoPassword);
  return document;
}

const recordHelp = `
Signs in as the student of STUDENT_PORTAL_EMAIL and STUDENT_PORTAL_PASSWORD (with
--env local and neither set, the simulator's demo account) and makes only the reads
the portal makes for that student; the read-only guard refuses anything else.

The fixture holds the student's account, courses, events, agreements, cases,
receipts, shipments, books and schedule as the upstream answered them. Names,
emails, phones, addresses, the student's ids and case comments are replaced by
consistent stand-ins unless --keep-personal-data is given; dates become relative
tokens ($day(+3) …), so the recording stays valid. No password, token or cookie is
written: the replayed student logs in with the simulator's demo password.
An answer the portal's structs refuse is kept as recorded and replayed as such.

  student-portal record --env qa --out student.json
  student-portal serve --fixture student.json
  open http://127.0.0.1:4173/   (log in with the email the summary names)

Exit codes: 0 recorded, 1 the login failed or a read got no answer (the fixture is
still written), 2 usage error or the fixture could not be written, 3 upstream
unreachable.`;
