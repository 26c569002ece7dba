import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMyAccount } from '../../../src/core/api/account';
import { getCases } from '../../../src/core/api/cases';
import { getShipments } from '../../../src/core/api/enrollment-records';
import { loginSequence } from '../../../src/core/api/login-sequence';
import { createMemoryCookieJar } from '../../../src/core/api/memory-cookie-jar';
import { createApiClient } from '../../../src/core/api/transport';
import { singleOriginBases } from '../../../src/core/config/environment';
import { PortalError } from '../../../src/core/errors';
import { demoPassword } from '../../../cli/simulator/fixture/default/people';
import { loadDefaultFixture, loadFixture } from '../../../cli/simulator/fixture/load';
import type { Fixture } from '../../../cli/simulator/fixture/schema';
import { startSimulator } from '../../../cli/simulator/server';
import { epoch } from '../../support/epoch';
import { closedPort, startLocalServer } from '../smoke/harness';
import { accountEnv, runRecord } from './harness';

/*
 * #33.1 what `record` keeps, never writes and reports: a refused answer kept
 * and replayed, no password, token or cookie in the file, the exit codes.
 */

const email = 'demo@student-portal.test';
/** No courses or events: a recording of a few reads. */
const light = 'registered@student-portal.test';
// A password nothing else in the fixture or the answers holds, to look for in the file.
const password = 'Recorded-secret-9431';
const fixture: Fixture = (() => {
  const f = loadDefaultFixture(epoch);
  const demo = f.students.find((s) => s.email === email);
  if (demo) demo.password = password;
  return f;
})();
let simulator: Awaited<ReturnType<typeof startSimulator>>;
let dir: string;

beforeAll(async () => {
  simulator = await startSimulator({ fixture, port: 0, clock: () => epoch, log: () => {} });
  dir = await mkdtemp(join(tmpdir(), 'sp-record-'));
});
afterAll(async () => {
  await simulator.close();
  await rm(dir, { recursive: true, force: true });
});

/** A client of `url` signed in as the demo student with the replay's password. */
async function signedIn(url: string) {
  const client = createApiClient({ bases: singleOriginBases(url), fetch, credentials: createMemoryCookieJar({ now: () => epoch.getTime() }) });
  await loginSequence(client, { email, password: demoPassword, tenant: 'summit' });
  return client;
}

describe('record keeps what the portal refuses', () => {
  it('keeps a refused REST and GraphQL answer, reports both, and the recording replays them', async () => {
    const proxy = await startLocalServer(simulator.url, (exchange) => {
      if (exchange.path === '/rest-services/case/list') return { text: '[{"id":"C9","status":"New"}]' };
      if (exchange.path === '/rest-services/kegql' && exchange.body.includes('"Shipments"') && exchange.body.includes('"E2001"')) {
        return { text: '{"data":{"Shipment":"none"}}' };
      }
      return undefined;
    });
    const result = await runRecord(['--base-url', proxy.url, '--keep-personal-data'], { env: accountEnv(email, password) });
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/kept 2 answers as recorded/);
    expect(result.stderr).toContain('getCases: the portal refuses the answer (upstream.shape in getCases status 200 at 0.caseNumber)');
    expect(result.stderr).toContain('getShipments: the portal refuses the answer (upstream.shape in getShipments at data.Shipment)');
    const document: unknown = JSON.parse(result.stdout);
    const replay = await startSimulator({ fixture: loadFixture(document, epoch), port: 0, clock: () => epoch, log: () => {} });
    try {
      const client = await signedIn(replay.url);
      await expect(getCases(client, 'S1001')).rejects.toMatchObject({ code: 'upstream.shape', path: '0.caseNumber' });
      await expect(getShipments(client, 'E2001')).rejects.toBeInstanceOf(PortalError);
      // Only the recorded request is replayed: another enrollment's shipments come from the fixture.
      await expect(getShipments(client, 'E2002')).resolves.toBeInstanceOf(Array);
    } finally {
      await replay.close();
    }
  });

  it('records the rest of an account whose answer the portal refuses, and replays that answer', async () => {
    const proxy = await startLocalServer(simulator.url, (exchange) => {
      if (exchange.path !== '/rest-services/accountManagement/myaccount') return undefined;
      const account = JSON.parse(exchange.text) as { nonExpiredCoursListArray: { enrollmentId: string; deliveryType: unknown }[] };
      const course = account.nonExpiredCoursListArray.find((c) => c.enrollmentId === 'E2002');
      if (course) course.deliveryType = 'three';
      return { text: JSON.stringify(account) };
    });
    const result = await runRecord(['--base-url', proxy.url, '--keep-personal-data'], { env: accountEnv(email, password) });
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/getMyAccount: the portal refuses the answer \(upstream\.shape in getMyAccount status 200 at nonExpiredCoursListArray\.\d+\.deliveryType\)/);
    expect(result.stderr).toMatch(/courses\.\d+\.course\.deliveryType: the fixture cannot hold .*; the field is left out/);
    const document = JSON.parse(result.stdout) as { shipments: { enrollmentId: string }[] };
    // The course's own reads were still made: its shipments are in the recording.
    expect(document.shipments.some((s) => s.enrollmentId === 'E2002')).toBe(true);
    const replay = await startSimulator({ fixture: loadFixture(document, epoch), port: 0, clock: () => epoch, log: () => {} });
    try {
      const client = await signedIn(replay.url);
      await expect(getMyAccount(client)).rejects.toMatchObject({ code: 'upstream.shape', path: expect.stringMatching(/deliveryType$/) });
      await expect(getShipments(client, 'E2002')).resolves.not.toEqual([]);
    } finally {
      await replay.close();
    }
  });
});

describe('record never writes a secret nor, by default, personal data', () => {
  it('writes no password, token, cookie or value of the student\'s own; the replay logs in as the stand-in with the demo password', async () => {
    // Every cookie value and token the upstream handed out on the way.
    const secrets = new Set<string>([password, 'vs-demo-token-E2001']);
    const proxy = await startLocalServer(simulator.url, (exchange) => {
      for (const cookie of exchange.headers.getSetCookie()) secrets.add(cookie.split(';')[0]?.split('=')[1] ?? '');
      for (const [, token] of exchange.text.matchAll(/"accessToken":"([^"]+)"/g)) secrets.add(token ?? '');
      return undefined;
    });
    const out = join(dir, 'secrets.json');
    const result = await runRecord(['--base-url', proxy.url, '--out', out], { env: accountEnv(email, password) });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Wrote ${out} (exit 0).`);
    const text = await readFile(out, 'utf8');
    secrets.delete('');
    expect(secrets.size).toBeGreaterThan(3);
    for (const secret of secrets) expect(text).not.toContain(secret);
    const demo = fixture.students.find((s) => s.email === email);
    const own = [email, demo?.firstName, demo?.lastName, demo?.phone1, demo?.studentId, demo?.StudentAddress?.[0]?.address1].filter((v): v is string => Boolean(v));
    expect(own.length).toBe(6);
    for (const value of own) expect(text, value).not.toContain(value);
    expect(result.stdout).toMatch(/personal data replaced by stand-ins: .*\d+ names?.*\d+ emails?/);
    const document = JSON.parse(text) as { students: { password: string }[] };
    expect(document.students.map((s) => s.password)).toEqual([demoPassword]);
    const standIn = /log in as (\S+) with/.exec(result.stdout)?.[1] ?? '';
    expect(standIn).toMatch(/@example\.test$/);
    const replay = await startSimulator({ fixture: loadFixture(document, epoch), port: 0, clock: () => epoch, log: () => {} });
    try {
      const client = createApiClient({ bases: singleOriginBases(replay.url), fetch, credentials: createMemoryCookieJar({ now: () => epoch.getTime() }) });
      await loginSequence(client, { email: standIn, password: demoPassword, tenant: 'summit' });
      const active = (await getMyAccount(client)).nonExpiredCoursListArray.map((c) => c.enrollmentId).sort();
      expect(active).toEqual(fixture.courses.filter((c) => c.studentId === 'S1001' && !c.expired).map((c) => c.course.enrollmentId).sort());
    } finally {
      await replay.close();
    }
  });
});

describe('record takes smoke\'s targets', () => {
  it('records from an environment an --env-file defines (#33.2)', async () => {
    const file = join(dir, 'envs.json');
    const origin = simulator.url;
    const services = { rest: origin, api: origin, identity: origin, routing: origin, content: origin };
    await writeFile(file, JSON.stringify({ environments: { staging: { services } } }));
    const result = await runRecord(['--env-file', file, '--env', 'staging'], { env: accountEnv(light, demoPassword) });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(`Recorded ${light} from staging (${origin})`);
  });

  it('records from --env local on the --port given (#33.3)', async () => {
    const port = new URL(simulator.url).port;
    const result = await runRecord(['--env', 'local', '--port', port], { env: { ...accountEnv(light, demoPassword), STUDENT_PORTAL_STATE_DIR: dir } });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(`Recorded ${light} from local (http://127.0.0.1:${port})`);
  });
});

describe('record exit codes', () => {
  it('exits 1 when the login fails, and writes nothing', async () => {
    const result = await runRecord(['--base-url', simulator.url], { env: accountEnv(email, 'wrong-password') });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`the login as ${email} failed (auth.failed`);
    expect(result.stdout).toBe('');
  });

  it('exits 3 when nothing answers', async () => {
    const result = await runRecord(['--base-url', await closedPort()], { env: accountEnv(email, password) });
    expect(result.code).toBe(3);
    expect(result.stdout).toBe('');
  });

  it('exits 1 and still writes the fixture when a read times out, naming it', async () => {
    const proxy = await startLocalServer(simulator.url, (exchange) => (exchange.path === '/rest-services/books/purchased' ? 'hang' : undefined));
    // A student with little data: these tests are about the run, not what it reads.
    const result = await runRecord(['--base-url', proxy.url, '--timeout', '200'], { env: accountEnv(light, demoPassword) });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('getPurchasedBooks: network.timeout');
    expect(result.stderr).toContain('the recording is incomplete');
    expect(() => loadFixture(JSON.parse(result.stdout), epoch)).not.toThrow();
  });

  it('exits 2 when the fixture cannot be written, and the summary says so', async () => {
    const result = await runRecord(['--base-url', simulator.url, '--out', join(dir, 'missing', 'x.json')], { env: accountEnv(light, demoPassword) });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`cannot write the fixture to ${join(dir, 'missing', 'x.json')} (ENOENT)`);
    expect(result.stdout).toContain('not written (exit 2)');
  });
});
