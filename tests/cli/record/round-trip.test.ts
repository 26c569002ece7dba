import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDocument, recordTarget, recordingClient } from '../../../cli/record/command';
import { type Recording, recordStudent } from '../../../cli/record/recorder';
import { loadDefaultFixture, loadFixture } from '../../../cli/simulator/fixture/load';
import { startSimulator } from '../../../cli/simulator/server';
import { demoPassword } from '../../../cli/simulator/fixture/default/people';
import { epoch } from '../../support/epoch';
import { accountEnv } from './harness';
import { runSmoke, jsonReport } from '../smoke/harness';

/*
 * #33.1 round trip: record every demo account from a simulator serving the
 * default fixture (A), serve the recording (B), and B answers every read the
 * portal makes for that student as A did: the same bodies, read for read,
 * and the same smoke read-only checks pass and fail.
 */

const fixtureA = loadDefaultFixture(epoch);
const accounts = fixtureA.students.filter((s) => !s.locked).map((s) => s.email);
let simulatorA: Awaited<ReturnType<typeof startSimulator>>;

beforeAll(async () => {
  simulatorA = await startSimulator({ fixture: fixtureA, port: 0, clock: () => epoch, log: () => {} });
});
afterAll(() => simulatorA.close());

/** A recording of `email` from the simulator at `url`, and the fixture document `record` would write of it. */
async function recordFrom(url: string, email: string): Promise<{ recording: Recording; document: unknown }> {
  const config = await recordTarget({ env: 'local', baseUrl: url, brand: 'main', timeout: 5000, retries: 0, retryInterval: 50 }, accountEnv(email, demoPassword));
  const { transport, capture, client, redactor } = recordingClient(config, () => epoch);
  try {
    const recording = await recordStudent({ client, capture, brand: config.brand, credentials: config.credentials });
    return { recording, document: fixtureDocument(recording, { redactor, recordedAt: epoch, salt: undefined }).document };
  } finally {
    await transport.close();
  }
}

/**
 * The Interaction summaries the simulator derives from the cases come in the fixture's order of
 * cases, which a recording (holding them as the case list answers) cannot know: compared as sets.
 */
const unordered = (key: string, value: unknown): unknown =>
  key === 'Interaction' && Array.isArray(value) ? [...value].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))) : value;

/** A launch token in an answer (VitalSource's) is a secret: the recording holds it redacted. */
const comparable = (key: string, value: unknown): unknown => (key === 'token' && typeof value === 'string' ? '[REDACTED]' : unordered(key, value));

/** An answer as the portal reads it: the parsed body (a string answer as text). */
const bodies = (recording: Recording) =>
  recording.answers.map((a) => {
    try {
      return { call: `${a.method} ${a.path} ${a.operationName ?? ''}`, status: a.status, body: JSON.parse(a.body, comparable) as unknown };
    } catch {
      return { call: `${a.method} ${a.path}`, status: a.status, body: a.body };
    }
  });

/**
 * The smoke checks of the student's own data (login, session, account, schedule, cases, books, the
 * probes): a recording holds one student, not the catalogue (classes, schools, postal codes) nor
 * other sessions to make up, which the lists, registration and make-up checks read.
 */
const smokeStatuses = async (url: string, email: string) => {
  const grep = '^(login|session|account|sessions|cases|books|probe)\\.';
  const report = jsonReport(await runSmoke(['--base-url', url, '--reporter', 'json', '--concurrency', '8', '--grep', grep], { env: accountEnv(email, demoPassword) }));
  return Object.fromEntries(report.checks.map((c) => [c.id, c.status]));
};

describe('record → serve → the same reads, for every demo account', () => {
  it.each(accounts)('%s', async (email) => {
    const fromA = await recordFrom(simulatorA.url, email);
    expect(fromA.recording.problems).toEqual([]);
    // The recording loads as a fixture, and a simulator serves it.
    const simulatorB = await startSimulator({ fixture: loadFixture(fromA.document, epoch), port: 0, clock: () => epoch, log: () => {} });
    try {
      const fromB = await recordFrom(simulatorB.url, email);
      expect(fromB.recording.problems).toEqual([]);
      expect(bodies(fromB.recording)).toEqual(bodies(fromA.recording));
      // Recording the recording gives it back.
      expect(fromB.document).toEqual(fromA.document);
      expect(await smokeStatuses(simulatorB.url, email)).toEqual(await smokeStatuses(simulatorA.url, email));
    } finally {
      await simulatorB.close();
    }
  });
});
