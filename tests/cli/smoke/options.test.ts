import { describe, expect, it } from 'vitest';
import { allChecks } from '../../../cli/smoke/checks/catalogue';
import { demoAccount } from '../../../cli/shared/credentials';
import { runCli } from '../helpers';
import { runSmoke, startLocalServer } from './harness';

describe('smoke options and credentials', () => {
  it('stops with exit 2 naming STUDENT_PORTAL_EMAIL for --env qa without it, before any request', async () => {
    const server = await startLocalServer();
    const result = await runSmoke(['--env', 'qa', '--base-url', server.url], { env: { STUDENT_PORTAL_PASSWORD: 'Secret-pass1!' } });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('set STUDENT_PORTAL_EMAIL in the environment for --env qa');
    expect(result.stderr).not.toContain('Secret-pass1!');
    expect(server.received).toEqual([]);
  });

  it('names both variables when neither is set outside the simulator', async () => {
    const result = await runSmoke(['--env', 'production']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('STUDENT_PORTAL_EMAIL and STUDENT_PORTAL_PASSWORD');
  });

  it("uses the simulator's demo account for --env local, and the variables when both are set", async () => {
    const demo = await runSmoke(['--dry-run']);
    expect(demo.stdout).toContain(`Account: ${demoAccount.email} (demo account)`);
    expect(demo.stdout).not.toContain(demoAccount.password);
    const own = await runSmoke(['--dry-run'], { env: { STUDENT_PORTAL_EMAIL: 'me@example.com', STUDENT_PORTAL_PASSWORD: 'x-Secret-1' } });
    expect(own.stdout).toContain('Account: me@example.com (environment)');
    expect(own.stdout).not.toContain('x-Secret-1');
  });

  it('--dry-run needs no credentials: it names the account a real run would use, or the variables it lacks (#33.3)', async () => {
    const none = await runSmoke(['--env', 'qa', '--dry-run']);
    expect(none.stderr).toBe('');
    expect(none.code).toBe(0);
    expect(none.stdout).toContain('Account: none: a real run needs STUDENT_PORTAL_EMAIL and STUDENT_PORTAL_PASSWORD in the environment');
    expect(none.stdout).toMatch(/^L0\s+run\s+lists\.countries/m);
    const half = await runSmoke(['--env', 'production', '--dry-run'], { env: { STUDENT_PORTAL_PASSWORD: 'x-Secret-1' } });
    expect(half.code).toBe(0);
    expect(half.stdout).toContain('Account: none: a real run needs STUDENT_PORTAL_EMAIL in the environment');
    expect(half.stdout).not.toContain('x-Secret-1');
  });

  it('--dry-run prints the target of the environment (or --base-url) and the plan, sending nothing', async () => {
    const env = { STUDENT_PORTAL_EMAIL: 'me@example.com', STUDENT_PORTAL_PASSWORD: 'x-Secret-1' };
    const qa = await runSmoke(['--env', 'qa', '--dry-run'], { env });
    expect(qa.code).toBe(0);
    expect(qa.stdout).toContain('Target:  --env qa, brand main, https://services.qa.summitprep.test');
    expect(qa.stdout).toMatch(/^L0\s+run\s+lists\.countries/m);
    expect(qa.stdout).toMatch(/skip \(writes a change; run with --allow-writes\)\s+write\.signup/);
    const server = await startLocalServer();
    const overridden = await runSmoke(['--env', 'qa', '--base-url', server.url, '--dry-run', '--allow-writes'], { env });
    expect(overridden.stdout).toContain(`Target:  --env qa, brand main, ${server.url}`);
    expect(overridden.stdout).toContain(`${allChecks.length} of ${allChecks.length} checks would run.`);
    expect(server.received).toEqual([]);
  });

  it('--list prints id, kind, needs and title of every check and exits 0 without a request (through run())', async () => {
    const result = await runCli(['smoke', '--list', '--env', 'qa']);
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^ID\s+KIND\s+NEEDS\s+TITLE$/);
    expect(lines).toHaveLength(allChecks.length + 1);
    expect(result.stdout).toMatch(/^login\.rest\s+read\s+login\.oam\s+REST login/m);
    expect(result.stdout).toMatch(/^write\.signup\s+write\s+/m);
  });

  it('--list with --grep shows the matches, the checks they need and the logout of a run that logs in', async () => {
    const result = await runSmoke(['--list', '--grep', '^login\\.rest$']);
    const ids = result.stdout.trim().split('\n').slice(1).map((line) => line.split(/\s+/)[0]);
    expect(ids).toEqual(['login.identity', 'login.token-cookie', 'login.graphql', 'login.oam', 'login.rest', 'session.logout']);
  });

  it('--list --reporter json prints the checks as JSON, with --grep only the selected ones (#14.11)', async () => {
    const all = JSON.parse((await runSmoke(['--list', '--reporter', 'json'])).stdout) as { schemaVersion: number; checks: unknown[] };
    expect(all.schemaVersion).toBe(1);
    expect(all.checks).toHaveLength(allChecks.length);
    expect(all.checks).toContainEqual({ id: 'login.rest', title: expect.any(String), writes: false, needs: ['login.oam'] });
    const some = JSON.parse((await runSmoke(['--list', '--grep', '^login\\.identity$', '--reporter', 'json'])).stdout) as { checks: { id: string }[] };
    expect(some.checks.map((c) => c.id)).toEqual(['login.identity']);
  });

  it('documents precedence, credentials and exit codes in --help (through run())', async () => {
    const result = await runCli(['smoke', '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Target (highest precedence first)');
    expect(result.stdout).toContain('STUDENT_PORTAL_EMAIL');
    expect(result.stdout).toMatch(/3 upstream unreachable/);
    expect(result.stdout).toMatch(/130 interrupted/);
  });

  it.each([
    [['--env', 'staging']],
    [['--base-url', 'ftp://example.com']],
    [['--base-url', 'http://127.0.0.1:1/?q=1']],
    [['--base-url', 'http://127.0.0.1:1/prefix']],
    [['--timeout', '0']],
    [['--retries', '-1']],
    [['--concurrency', 'many']],
    [['--reporter', 'xml']],
    [['--brand', 'third']],
    [['--grep', '(']],
    [['--grep', 'no-check-is-called-this']],
    [['--password', 'x']],
  ])('rejects %j with exit 2', async (args) => {
    const result = await runSmoke([...args, '--dry-run']);
    expect(result.code).toBe(2);
    expect(result.stderr).not.toBe('');
  });
});
