import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { type Check, CheckFailure } from '../../../cli/smoke/checks/types';
import { jsonReport, runSmoke } from './harness';

const apiKey = 'k3y-0f-the-gateway';
const tenant = 'tenant-7f3a9c';

/** Answers every request with the secrets in a header, in JSON and in its text, as a careless gateway would. */
async function echoingServer(): Promise<string> {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'x-echo': `${apiKey} ${tenant}` });
    res.end(JSON.stringify({ seen: req.url, note: `key ${apiKey}, tenant ${tenant}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => void server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A check that sends both secrets in its path and query, then fails quoting the answer. */
const leaky: Check = {
  id: 'leaky.echo',
  title: 'sends the gateway key and fails with what came back',
  writes: false,
  run: async (ctx) => {
    const answer = await ctx.rawFetch(`/gateway/${apiKey}/echo?tenant=${tenant}`);
    throw new CheckFailure(`upstream said ${await answer.text()} (${answer.headers.get('x-echo') ?? ''})`);
  },
};

describe('--secret NAME=VALUE: values redacted like the password (#33.3)', () => {
  it('in the human (verbose), JSON and JUnit reports, from flags and STUDENT_PORTAL_SECRET_<NAME>', async () => {
    const url = await echoingServer();
    const outputs: string[] = [];
    for (const reporter of ['human', 'json', 'junit']) {
      const extra = reporter === 'human' ? ['--verbose'] : [];
      const result = await runSmoke(['--base-url', url, '--secret', `API_KEY=${apiKey}`, '--reporter', reporter, ...extra], {
        checks: [leaky],
        env: { STUDENT_PORTAL_SECRET_TENANT: tenant },
      });
      expect(result.code).toBe(1);
      outputs.push(result.stdout, result.stderr);
    }
    const json = JSON.parse(outputs[2] ?? '{}') as ReturnType<typeof jsonReport>;
    expect(json.checks[0]?.error?.message).toContain('[REDACTED]');
    expect(json.checks[0]?.error?.request?.path).toBe('/gateway/[REDACTED]/echo');
    expect(outputs[0]).toMatch(/^ {4}GET \/gateway\/\[REDACTED\]\/echo → 200/m);
    for (const output of outputs) {
      expect(output).not.toContain(apiKey);
      expect(output).not.toContain(tenant);
    }
  });

  it('--dry-run names the secrets, never their values', async () => {
    const result = await runSmoke(['--secret', `API_KEY=${apiKey}`, '--secret', 'OTHER=x', '--dry-run'], { env: { STUDENT_PORTAL_SECRET_TENANT: tenant } });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Secrets: API_KEY, OTHER, TENANT (redacted in every report)');
    expect(result.stdout).not.toContain(apiKey);
    expect(result.stdout).not.toContain(tenant);
  });

  it.each([['s3cret-without-a-name'], ['1BAD=s3cret'], ['bad-name=s3cret'], ['EMPTY=']])('refuses --secret %j with exit 2, without printing it', async (spec) => {
    const result = await runSmoke(['--secret', spec, '--dry-run']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--secret takes NAME=VALUE');
    expect(result.stderr).not.toContain('s3cret');
  });
});
