import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TestSuite, parse } from 'junit2json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allChecks } from '../../../cli/smoke/checks/catalogue';
import { demoAccount } from '../../../cli/shared/credentials';
import type { SmokeReport } from '../../../cli/smoke/report';
import { startTestSimulator } from '../simulator/harness';
import { runSmoke, startLocalServer } from './harness';

/*
 * Issue #14.1: every report of a failing run parses (JSON.parse, junit2json —
 * a real JUnit consumer) with the right counts, and no secret survives in it,
 * for passwords of 1 to 40 characters with every special character and
 * unicode, and cookie values of any length.
 *
 * The run: the simulator behind a proxy that adds `Set-Cookie: consent=true`
 * and `probe=<cookie value>` to every answer and refuses the identity login
 * with a message echoing the password in every encoding it can take (and the
 * cookie value). With --concurrency 1 the level-0 checks answer first, so the
 * refused login carries both cookies: its curl line has the password field and
 * the Cookie header, its message the echo.
 *
 * "No secret" is checked (docs/smoke.md, notes of #14.1):
 *  - at the positions the secret was put: the password field of the login
 *    body, every cookie value of the Cookie header, and each echo slot of the
 *    upstream's message are `[REDACTED]`, for every length;
 *  - for secrets of 4+ characters (the password) or 8+ (a cookie value): no
 *    form of the secret in any value the run put in the report (message,
 *    path, curl line, request path, latency key), each value cut at the
 *    markers;
 *  - for secrets of 8+ characters, also nowhere in any of the three documents.
 * A 1–3 character secret cannot be absent from a whole report ('x' is in
 * `exitCode`), which is why it is checked at its positions.
 */

const redacted = '[REDACTED]';
const email = demoAccount.email;

/** Letters, digits, every special character of the issue's table, a space and unicode; at most two in a row without a letter or digit. */
const pool = Array.from(`Q&<k>"7'\\m/+2%=x?#9:;w, 5é€R😀中3`);
const generated = (length: number): string => Array.from({ length }, (_, i) => pool[(length * 7 + i) % pool.length]).join('');

/** Cookie-octets (RFC 6265) that a Set-Cookie can carry unquoted, markup and quote included. */
const cookieAlphabet = Array.from(`aZ0-._~!*()+/:<=>?@[]&'b9Y`);
const cookieValue = (length: number): string => Array.from({ length }, (_, i) => cookieAlphabet[(i * 5 + length) % cookieAlphabet.length]).join('');

interface Row {
  name: string;
  password: string;
  cookie: string;
}

const rows: Row[] = [
  ...Array.from({ length: 40 }, (_, i) => ({ name: `password of ${i + 1} characters`, password: generated(i + 1), cookie: cookieValue(32) })),
  { name: "the issue's one-character password x", password: 'x', cookie: cookieValue(32) },
  { name: "the issue's password test", password: 'test', cookie: cookieValue(32) },
  { name: 'a password of one double quote', password: '"', cookie: cookieValue(32) },
  { name: 'a password of one backslash', password: '\\', cookie: cookieValue(32) },
  { name: 'a password of one emoji', password: '😀', cookie: cookieValue(32) },
  { name: 'every special character at once', password: `&<>"'\\/+%=?#:;, `, cookie: cookieValue(32) },
  ...[1, 4, 64, 4096].map((length) => ({ name: `cookie value of ${length} characters`, password: 'Pa&ss<w>"rd\'1', cookie: cookieValue(length) })),
];

const xmlEscaped = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');
const base64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

/** The forms the test expects redacted, computed here and not by the redactor. */
function forms(secret: string, withBasic: boolean): string[] {
  const list = [
    secret,
    JSON.stringify(secret).slice(1, -1),
    xmlEscaped(secret),
    encodeURIComponent(secret),
    new URLSearchParams({ v: secret }).toString().slice(2),
    base64(secret),
  ];
  if (withBasic) list.push(base64(`${email}:${secret}`));
  return list;
}

/** Learned values (cookies) are redacted in free text from 8 characters; shorter ones by field only. */
const echoesCookie = (row: Row) => row.cookie.length >= 8;
const slots = (values: readonly string[]) => values.map((v) => `«${v}»`).join(' ');
const echo = (row: Row) =>
  `wrong password ${slots(forms(row.password, true))}${echoesCookie(row) ? ` cookie ${slots([row.cookie])}` : ''}`;
const echoRedacted = (row: Row) =>
  `wrong password ${slots(forms(row.password, true).map(() => redacted))}${echoesCookie(row) ? ` cookie ${slots([redacted])}` : ''}`;

/** The long secrets of a row, each with its forms. */
function longSecrets(row: Row, minimum: { password: number; cookie: number }): string[][] {
  const out: string[][] = [];
  if (Array.from(row.password).length >= minimum.password) out.push(forms(row.password, true));
  if (row.cookie.length >= minimum.cookie) out.push(forms(row.cookie, false));
  return out;
}

/** No form of any secret in any piece of `value` between markers. */
function expectNoSecret(value: string, secrets: string[][], where: string): void {
  for (const piece of value.split(redacted)) {
    for (const secretForms of secrets) {
      const found = secretForms.find((form) => piece.includes(form));
      expect(found, `${where}: ${value.slice(0, 200)}`).toBeUndefined();
    }
  }
}

/** The values a run put in the JSON report (everything else there is the tool's own text). */
function runValues(report: SmokeReport): string[] {
  const values = Object.keys(report.latency);
  for (const check of report.checks) {
    const { error } = check;
    if (!error) continue;
    values.push(error.message, error.path ?? '', error.curl ?? '', error.request?.path ?? '');
  }
  return values;
}

/** The `-H 'cookie: …'` pairs of a curl line. */
const cookiePairs = (curl: string) => (/-H 'cookie: ([^']*)'/.exec(curl)?.[1] ?? '').split('; ');

function suiteOf(parsed: Awaited<ReturnType<typeof parse>>): TestSuite {
  if (!parsed || !('testsuite' in parsed) || !parsed.testsuite?.[0]) throw new Error(`not a <testsuites> document: ${JSON.stringify(parsed)}`);
  expect(parsed.testsuite).toHaveLength(1);
  return parsed.testsuite[0];
}

describe('redaction across every report (issue #14.1)', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sp-redact-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each(rows)('$name: JSON, JUnit and human reports parse, count right and hold no secret', async (row) => {
    const sim = await startTestSimulator();
    const proxy = await startLocalServer(sim.url, (exchange) => {
      const setCookies = ['consent=true; Path=/', `probe=${row.cookie}; Path=/`];
      if (exchange.path === '/graphql' && exchange.body.includes('IdentityLogin')) {
        const login = { status: 401, message: echo(row), accessToken: null, expTime: null };
        return { setCookies, text: JSON.stringify({ data: { login } }) };
      }
      return { setCookies };
    });
    const env = { STUDENT_PORTAL_EMAIL: email, STUDENT_PORTAL_PASSWORD: row.password };
    const args = ['--env', 'local', '--base-url', proxy.url, '--concurrency', '1'];
    const jsonFile = join(dir, `${rows.indexOf(row)}.json`);
    const xmlFile = join(dir, `${rows.indexOf(row)}.xml`);
    // One run writes all three reports (human on stdout, JSON and JUnit to files): the same run's
    // values in every format, at half the cost of a run per format (#28).
    const run = await runSmoke([...args, '--output-json', jsonFile, '--output-junit', xmlFile], { env });
    const jsonText = await readFile(jsonFile, 'utf8');
    const xmlText = await readFile(xmlFile, 'utf8');
    const human = run.stdout;
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');

    // JSON: parses, the documented keys and booleans intact, one failure: the refused login.
    const report = JSON.parse(jsonText) as SmokeReport;
    expect(Object.keys(report.run)).toContain('exitCode');
    expect(report.run.exitCode).toBe(1);
    expect(report.checks.every((c) => typeof c.writes === 'boolean')).toBe(true);
    expect(report.checks.some((c) => c.writes)).toBe(true);
    const { counts } = report;
    expect(counts).toMatchObject({ failed: 1, total: allChecks.length });
    expect(counts.passed + counts.flaky + counts.failed + counts.blocked + counts.skipped).toBe(counts.total);
    const failed = report.checks.filter((c) => c.status === 'failed');
    expect(failed.map((c) => c.id)).toEqual(['login.identity']);
    const error = failed[0]?.error;
    if (!error) throw new Error('the failed check has no error');

    // Positions: the echo slots, the password field of the login body, every cookie value sent.
    expect(error.message.endsWith(`server said: ${echoRedacted(row)}`), error.message).toBe(true);
    const curl = error.curl ?? '';
    expect(curl).toContain(`"password":"${redacted}"`);
    expect(cookiePairs(curl)).toEqual(expect.arrayContaining([`consent=${redacted}`, `probe=${redacted}`]));
    expect(cookiePairs(curl).every((pair) => pair.endsWith(`=${redacted}`))).toBe(true);

    // JUnit through junit2json: parses, its counts agree with its test cases and with the JSON report.
    const suites = await parse(xmlText);
    const suite = suiteOf(suites);
    const cases = suite.testcase ?? [];
    expect(cases).toHaveLength(counts.total);
    expect(suite).toMatchObject({ tests: counts.total, failures: counts.failed, errors: 0, skipped: counts.blocked + counts.skipped });
    expect(suites).toMatchObject({ tests: counts.total, failures: counts.failed });
    expect(cases.filter((c) => c.failure).map((c) => c.name)).toEqual(['login.identity']);
    expect(cases.filter((c) => c.skipped)).toHaveLength(counts.blocked + counts.skipped);
    const junitFailure = cases.find((c) => c.failure)?.failure?.[0];
    expect(junitFailure?.message).toBe(error.message);
    expect(junitFailure?.inner).toContain(`curl: ${curl}`);

    // Human: the failure block and the tally of the same run.
    expect(human).toContain(`\n    error:   ${error.message}\n`);
    expect(human).toContain(`\n    curl:    ${curl}\n`);
    expect(human).toContain(
      `${counts.passed} passed, 0 flaky, 1 failed, ${counts.blocked} blocked, ${counts.skipped} skipped — ${counts.total} checks`,
    );

    // Long secrets: in no value the run put in a report, and (8+ characters) in no document at all.
    const inValues = longSecrets(row, { password: 4, cookie: 8 });
    for (const value of runValues(report)) expectNoSecret(value, inValues, 'JSON value');
    expectNoSecret(junitFailure?.message ?? '', inValues, 'JUnit failure message');
    expectNoSecret(junitFailure?.inner ?? '', inValues, 'JUnit failure text');
    const humanFailures = human.slice(human.indexOf('\nFailures:\n'), human.indexOf('\nLatency per endpoint'));
    expectNoSecret(humanFailures, inValues, 'human failure block');
    const everywhere = longSecrets(row, { password: 8, cookie: 8 });
    for (const [name, document] of [['JSON', jsonText], ['JUnit', xmlText], ['human', human]] as const) {
      for (const secretForms of everywhere) {
        expect(secretForms.find((form) => document.includes(form)), `${name} document`).toBeUndefined();
      }
    }
  });
});
