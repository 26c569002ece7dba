import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allChecks } from '../../../cli/smoke/checks/catalogue';
import { targetsFor } from '../../../cli/smoke/targets';
import { CheckFailure, type SmokeContext } from '../../../cli/smoke/checks/types';
import { demoPassword } from '../../../cli/simulator/fixture/default/people';
import { loadDefaultFixture } from '../../../cli/simulator/fixture/load';
import { createMemoryCookieJar } from '../../../src/core/api/memory-cookie-jar';
import { createApiClient } from '../../../src/core/api/transport';
import { getBrand } from '../../../src/core/config/brands';
import { singleOriginBases } from '../../../src/core/config/environment';
import { PortalError } from '../../../src/core/errors';
import { epoch } from '../../support/epoch';
import { startTestSimulator } from '../simulator/harness';

// The simulator's clock (harness default); the checks' `now` and the jar use it too.
const start = epoch;
const demoEmail = 'demo@student-portal.test';

interface Sent {
  check: string;
  method: string;
  path: string;
  body: string | undefined;
}

type Outcome = { id: string; status: 'passed' | 'failed' | 'blocked'; error?: string };

/** A SmokeContext as a run builds it: one fresh jar and client, every request recorded by check. */
function smokeContext(url: string, sent: Sent[], current: () => string): SmokeContext {
  const recording = (path: string, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? init.body : undefined;
    sent.push({ check: current(), method: (init.method ?? 'GET').toUpperCase(), path: new URL(path, url).pathname, body });
    return fetch(new URL(path, url), init);
  };
  const jar = createMemoryCookieJar({ now: () => start.getTime() });
  const client = createApiClient({
    bases: singleOriginBases(url),
    fetch: (input, init) => recording(input instanceof Request ? input.url : String(input), init),
    credentials: jar,
    timeoutMs: 5000,
  });
  return {
    client,
    jar,
    baseUrl: url,
    brand: getBrand('main'),
    env: 'local',
    credentials: { email: demoEmail, password: demoPassword },
    targets: targetsFor('local', {}),
    shared: {},
    writesAllowed: true,
    rawFetch: (path, init) => recording(path, init),
    now: () => start,
  };
}

function describeError(error: unknown): string {
  if (error instanceof PortalError) return `${error.describe()}: ${error.message}`;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** Runs every check in list order, one at a time; a check whose needs did not pass is blocked. */
async function runAll(url: string): Promise<{ outcomes: Outcome[]; sent: Sent[] }> {
  const sent: Sent[] = [];
  let current = '';
  const ctx = smokeContext(url, sent, () => current);
  const outcomes: Outcome[] = [];
  const passed = new Set<string>();
  for (const check of allChecks) {
    current = check.id;
    if (!(check.needs ?? []).every((id) => passed.has(id))) {
      outcomes.push({ id: check.id, status: 'blocked' });
      continue;
    }
    try {
      await check.run(ctx);
      passed.add(check.id);
      outcomes.push({ id: check.id, status: 'passed' });
    } catch (error) {
      outcomes.push({ id: check.id, status: 'failed', error: describeError(error) });
    }
  }
  return { outcomes, sent };
}

const notPassed = (outcomes: Outcome[]) => outcomes.filter((o) => o.status !== 'passed');

/** What the read-only guard lets through: GETs, the login sequence, logout, GraphQL queries. */
function isReadOnly(request: Sent): boolean {
  if (request.method === 'GET') return true;
  if (request.path === '/rest-services/userLogin/oamLogin' || request.path === '/rest-services/userLogin/login') return true;
  if (request.path !== '/graphql' && request.path !== '/rest-services/kegql') return false;
  const operation: unknown = JSON.parse(request.body ?? 'null');
  const query = typeof operation === 'object' && operation !== null ? Reflect.get(operation, 'query') : undefined;
  return typeof query === 'string' && (/^\s*query\b/.test(query) || /^\s*mutation (IdentityLogin|Login)\b/.test(query));
}

describe('smoke checks (issue 4)', () => {
  it('gives every check a unique dotted id whose needs name earlier checks', () => {
    const seen = new Set<string>();
    for (const check of allChecks) {
      expect(check.id).toMatch(/^[a-z]+(\.[a-z-]+)+$/);
      expect(seen.has(check.id), `duplicate id ${check.id}`).toBe(false);
      for (const need of check.needs ?? []) expect(seen.has(need), `${check.id} needs ${need}, which is not earlier`).toBe(true);
      seen.add(check.id);
    }
    expect(allChecks.at(-1)?.id).toBe('session.logout');
    expect(allChecks.filter((c) => c.final).map((c) => c.id)).toEqual(['session.logout']);
  });

  it('documents every check in docs/smoke.md with its writes flag and needs', () => {
    const doc = readFileSync(new URL('../../../docs/smoke.md', import.meta.url), 'utf8');
    for (const check of allChecks) {
      const needs = (check.needs ?? []).map((n) => `\`${n}\``).join(', ') || '—';
      const row = new RegExp(`^\\| \`${check.id.replaceAll('.', '\\.')}\` \\| .+ \\| ${check.writes ? 'yes' : 'no'} \\| ${needs} \\|$`, 'm');
      expect(doc, `docs/smoke.md row of ${check.id}`).toMatch(row);
    }
  });

  it('points the local targets at data the default fixture holds', () => {
    const fixture = loadDefaultFixture(start);
    const targets = targetsFor('local', {});
    const classIds = fixture.classes.map((c) => c.classId);
    expect(classIds).toContain(targets.classId);
    for (const id of targets.registrationClassIds) expect(classIds).toContain(id);
    expect(Object.keys(fixture.zipLocations)).toContain(targets.zip);
    expect(fixture.lists.schools.some((s) => s.poi === targets.schoolPoi && s.state === targets.schoolState)).toBe(true);
    expect(fixture.lists.zipSuggestions.some((z) => z.zipcode.startsWith(targets.canadianZip))).toBe(true);
    expect(fixture.students.some((s) => s.email === demoEmail && s.password === demoPassword)).toBe(true);
  });

  it('lets environment variables override the targets, the class ids as a comma-separated list', () => {
    const targets = targetsFor('qa', {
      STUDENT_PORTAL_CLASS_ID: ' C1 ',
      STUDENT_PORTAL_ZIP: '02139',
      STUDENT_PORTAL_REGISTRATION_CLASS_IDS: 'A, B,,C ',
      STUDENT_PORTAL_SCHOOL_STATE: '',
    });
    expect(targets.classId).toBe('C1');
    expect(targets.zip).toBe('02139');
    expect(targets.registrationClassIds).toEqual(['A', 'B', 'C']);
    expect(targets.schoolState).toBe(targetsFor('qa', {}).schoolState);
    expect(targets.expectMakeupSession).toBe(false);
    expect(targetsFor('local', { STUDENT_PORTAL_ZIP: '10018' }).expectMakeupSession).toBe(false);
  });

  it('passes every check, writes included, against the simulator', async () => {
    const sim = await startTestSimulator({ start });
    const { outcomes } = await runAll(sim.url);
    expect(notPassed(outcomes)).toEqual([]);
  });

  it('sends writes only from checks marked writes, and every write check writes', async () => {
    const sim = await startTestSimulator({ start });
    const { sent } = await runAll(sim.url);
    for (const check of allChecks) {
      const writes = sent.filter((r) => r.check === check.id && !isReadOnly(r)).map((r) => `${r.method} ${r.path}`);
      if (check.writes) expect(writes.length, `${check.id} is marked writes but sent none`).toBeGreaterThan(0);
      else expect(writes, `${check.id} is read-only but wrote`).toEqual([]);
    }
  });

  it('fails the checks whose promised data is missing, with what is missing', async () => {
    const fixture = loadDefaultFixture(start);
    fixture.lists.countries = [];
    fixture.lists.schools = [];
    fixture.makeupSessions = [];
    const sim = await startTestSimulator({ start, fixture });
    const { outcomes } = await runAll(sim.url);
    expect(notPassed(outcomes)).toEqual([
      { id: 'lists.countries', status: 'failed', error: 'CheckFailure: the country list is empty' },
      { id: 'lists.schools', status: 'failed', error: 'CheckFailure: no schools for program 10 in NY' },
      {
        id: 'write.makeup-signup',
        status: 'failed',
        error: 'CheckFailure: no make-up was found near 10014, but this environment promises one',
      },
    ]);
  });

  it('names the missing shared value when a check runs without the one it needs', async () => {
    const check = allChecks.find((c) => c.id === 'account.enrollments');
    const ctx = smokeContext('http://127.0.0.1:9', [], () => 'account.enrollments');
    const run = check?.run(ctx);
    await expect(run).rejects.toThrow(CheckFailure);
    await expect(run).rejects.toThrow('missing enrollmentId: the check account.myaccount did not leave one');
  });

  it('passes again when the whole list runs a second time against the same simulator', async () => {
    const sim = await startTestSimulator({ start });
    const first = await runAll(sim.url);
    const second = await runAll(sim.url);
    expect(notPassed(first.outcomes)).toEqual([]);
    expect(notPassed(second.outcomes)).toEqual([]);
  });
});
