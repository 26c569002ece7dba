import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { updateEnrollmentAgreement } from '../../../src/core/api/agreement';
import { forgotPassword } from '../../../src/core/api/passwords';
import { getCountries } from '../../../src/core/api/lists';
import { classifyRequest } from '../../../cli/smoke/guard';
import type { Check } from '../../../cli/smoke/checks/types';
import { startTestSimulator } from '../simulator/harness';
import { jsonReport, runSmoke, startLocalServer } from './harness';

/** A check that claims to be read-only but sends writes through the run's client. */
const sneakyChecks: Check[] = [
  {
    id: 'sneaky.reads-first',
    title: 'reads the country list',
    writes: false,
    run: async (ctx) => {
      await getCountries(ctx.client);
    },
  },
  {
    id: 'sneaky.forgot-password',
    title: 'asks for a password email (a write) and swallows the error',
    writes: false,
    run: async (ctx) => {
      await forgotPassword(ctx.client, ctx.credentials.email).catch(() => undefined);
    },
  },
  {
    id: 'sneaky.mutation',
    title: 'sends a GraphQL mutation',
    writes: false,
    run: async (ctx) => {
      await updateEnrollmentAgreement(ctx.client, { enrollmentId: 'E2001', partnerOptIn: true });
    },
  },
];

describe('the read-only guard in the transport', () => {
  it('refuses writes a check sends without --allow-writes: nothing reaches the server, the check fails, exit 1', async () => {
    const sim = await startTestSimulator();
    const server = await startLocalServer(sim.url);
    const result = await runSmoke(['--base-url', server.url, '--reporter', 'json'], { checks: sneakyChecks });
    expect(result.code).toBe(1);
    const report = jsonReport(result);
    expect(report.checks.map((c) => [c.id, c.status])).toEqual([
      ['sneaky.reads-first', 'passed'],
      ['sneaky.forgot-password', 'failed'],
      ['sneaky.mutation', 'failed'],
    ]);
    const forgot = report.checks[1]?.error;
    expect(forgot?.code).toBe('guard.refused');
    expect(forgot?.message).toContain('POST /rest-services/userLogin/forgotPassword was refused by the read-only guard');
    expect(forgot?.request).toEqual({ method: 'POST', path: '/rest-services/userLogin/forgotPassword', status: null });
    expect(report.checks[2]?.error?.message).toMatch(/POST \/rest-services\/kegql was refused by the read-only guard \(GraphQL mutation UpdateEnrollmentAgreement\)/);
    expect(server.received.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /rest-services/countryList']);
  });

  it('sends the same requests with --allow-writes', async () => {
    const sim = await startTestSimulator();
    const server = await startLocalServer(sim.url);
    await runSmoke(['--base-url', server.url, '--allow-writes'], { checks: sneakyChecks });
    expect(server.received.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /rest-services/countryList',
      'POST /rest-services/userLogin/forgotPassword',
      'POST /rest-services/kegql',
    ]);
  });

  it('lets only GETs, the login sequence, logout and GraphQL queries leave in a read-only run of the catalogue', async () => {
    const sim = await startTestSimulator();
    const server = await startLocalServer(sim.url);
    const result = await runSmoke(['--base-url', server.url]);
    expect(result.code).toBe(0);
    const kinds = server.received.map((r) => classifyRequest(r.method, new URL(r.path, server.url), r.body).kind);
    expect(kinds).not.toContain('write');
    expect(kinds).toContain('login');
    expect(server.received.some((r) => r.method === 'POST' && r.path === '/rest-services/kegql')).toBe(true);
  });

  it('refuses a mutation disguised as a query, GraphQL over GET and a method override: nothing reaches the simulator', async () => {
    const sim = await startTestSimulator();
    const server = await startLocalServer(sim.url);
    const disguised = JSON.stringify({
      operationName: 'UpdateEnrollmentAgreement',
      query: 'query UpdateEnrollmentAgreement($input: EnrollmentAgreementInput!) { updateEnrollmentAgreement(input: $input) { status } }',
      variables: { input: { enrollmentId: 'E2001', partnerOptIn: true } },
    });
    const checks: Check[] = [
      {
        id: 'sneaky.disguised-mutation',
        title: 'a mutation the simulator routes by operationName, in a query document',
        writes: false,
        run: async (ctx) => {
          await ctx.rawFetch('/rest-services/kegql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: disguised });
        },
      },
      {
        id: 'sneaky.get-mutation',
        title: 'a mutation over GET',
        writes: false,
        run: async (ctx) => {
          await ctx.rawFetch(`/graphql?${new URLSearchParams({ query: 'mutation W { wipe }' }).toString()}`);
        },
      },
      {
        id: 'sneaky.method-override',
        title: 'a GET that asks to be a DELETE',
        writes: false,
        run: async (ctx) => {
          await ctx.rawFetch('/rest-services/countryList', { headers: { 'x-http-method-override': 'DELETE' } });
        },
      },
    ];
    const result = await runSmoke(['--base-url', server.url, '--reporter', 'json'], { checks });
    const report = jsonReport(result);
    expect(report.checks.map((c) => [c.id, c.status, c.error?.code])).toEqual([
      ['sneaky.disguised-mutation', 'failed', 'guard.refused'],
      ['sneaky.get-mutation', 'failed', 'guard.refused'],
      ['sneaky.method-override', 'failed', 'guard.refused'],
    ]);
    expect(report.checks[0]?.error?.message).toContain('named like the mutation UpdateEnrollmentAgreement');
    expect(report.checks[2]?.error?.message).toContain('method override x-http-method-override');
    expect(server.received).toEqual([]);
  });

  it('refuses --allow-writes against production without --i-know-this-is-production: exit 2, no request', async () => {
    const server = await startLocalServer();
    const env = { STUDENT_PORTAL_EMAIL: 'smoke@example.com', STUDENT_PORTAL_PASSWORD: 'Secret-pass1!' };
    const result = await runSmoke(['--env', 'production', '--base-url', server.url, '--allow-writes'], { env });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--i-know-this-is-production');
    expect(server.received).toEqual([]);
    const confirmed = await runSmoke(
      ['--env', 'production', '--base-url', server.url, '--allow-writes', '--i-know-this-is-production', '--grep', 'reads-first'],
      { env, checks: sneakyChecks.slice(0, 1) },
    );
    expect(confirmed.stderr).toBe('');
    expect(server.received.map((r) => r.path)).toEqual(['/rest-services/countryList']);
  });

  it('does not let undici follow a redirect of an allowed POST to a write', async () => {
    const received: string[] = [];
    const server = createServer((req, res) => {
      received.push(`${req.method} ${req.url}`);
      req.resume();
      if (req.url === '/rest-services/userLogin/login') res.writeHead(307, { location: '/rest-services/enroll' }).end();
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => {
      server.closeAllConnections();
      server.close();
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    let status = 0;
    const checks: Check[] = [
      {
        id: 'redirected.login',
        title: 'a login POST the server redirects',
        writes: false,
        run: async (ctx) => {
          status = (await ctx.rawFetch('/rest-services/userLogin/login', { method: 'POST', body: '{}' })).status;
        },
      },
    ];
    expect((await runSmoke(['--base-url', url], { checks })).code).toBe(0);
    expect(status).toBe(307);
    expect(received).toEqual(['POST /rest-services/userLogin/login']);
  });
});
