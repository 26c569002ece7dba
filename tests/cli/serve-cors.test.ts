import { connect } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadDefaultFixture } from '../../cli/simulator/fixture/load';
import { startSimulator } from '../../cli/simulator/server';
import { accounts, demoPassword } from '../support/accounts';
import { epoch } from '../support/epoch';
import { runCli } from './helpers';

const page = 'http://localhost:3000';
const other = 'http://localhost:3001';
const login = '/rest-services/userLogin/login';

async function simulator(corsOrigins?: string[]) {
  const started = await startSimulator({ fixture: loadDefaultFixture(epoch), port: 0, log: () => {}, ...(corsOrigins ? { corsOrigins } : {}) });
  onTestFinished(() => started.close());
  return started.url;
}

const corsHeaders = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => name.startsWith('access-control-') || name === 'vary'));

/**
 * The raw head of the answer to `GET <target>` from `origin`. A target `new URL` cannot parse
 * (`http://[`) is the one request that reaches the simulator's 500 path from outside.
 */
function rawAnswerHead(url: string, target: string, origin: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\nOrigin: ${origin}\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('end', () => resolve(text.split('\r\n\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

const allowed = { vary: 'Origin', 'access-control-allow-origin': page, 'access-control-allow-credentials': 'true' };

function preflight(url: string, origin: string) {
  return fetch(`${url}${login}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
}

describe('serve --cors (#19.9)', () => {
  it('answers a preflight from an allowed origin: its exact origin, credentials, methods, headers, max-age', async () => {
    const url = await simulator([page]);
    const answer = await preflight(url, page);
    expect(answer.status).toBe(204);
    expect(corsHeaders(answer)).toEqual({
      ...allowed,
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'content-type, authorization, ref',
      'access-control-max-age': '600',
    });
  });

  it('adds the headers to answers for an allowed origin, errors and the session cookies included', async () => {
    const url = await simulator([other, page]);
    const ok = await fetch(`${url}${login}`, {
      method: 'POST',
      headers: { origin: page, 'content-type': 'application/json' },
      body: JSON.stringify({ email: accounts.demo.email, password: demoPassword }),
    });
    expect(ok.status).toBe(200);
    expect(corsHeaders(ok)).toEqual(allowed);
    // The cookies keep their attributes: Lax works for a page on the same host (another port).
    expect(ok.headers.getSetCookie().every((cookie) => cookie.includes('SameSite=Lax') && !cookie.includes('SameSite=None'))).toBe(true);
    const refused = await fetch(`${url}${login}`, {
      method: 'POST',
      headers: { origin: page, 'content-type': 'application/json' },
      body: JSON.stringify({ email: accounts.demo.email, password: 'wrong-Pass1!' }),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(corsHeaders(refused)).toEqual(allowed);
    const notFound = await fetch(`${url}/rest-services/nothing-here`, { headers: { origin: page } });
    expect(notFound.status).toBe(404);
    expect(corsHeaders(notFound)).toEqual(allowed);
    const wrongMethod = await fetch(`${url}${login}`, { headers: { origin: page } });
    expect(wrongMethod.status).toBe(405);
    expect(corsHeaders(wrongMethod)).toEqual(allowed);
    const badBody = await fetch(`${url}${login}`, { method: 'POST', headers: { origin: page, 'content-type': 'application/json' }, body: '{' });
    expect(badBody.status).toBe(400);
    expect(corsHeaders(badBody)).toEqual(allowed);
    const failed = (await rawAnswerHead(url, 'http://[', page)).toLowerCase();
    expect(failed).toMatch(/^http\/1\.1 500 /);
    expect(failed).toContain(`\r\naccess-control-allow-origin: ${page}\r\n`);
    expect(failed).toContain('\r\naccess-control-allow-credentials: true\r\n');
  });

  it('never echoes an origin not on the list: no CORS headers on answers or preflights', async () => {
    const url = await simulator([page]);
    for (const origin of ['http://localhost:3002', 'http://127.0.0.1:3000', 'https://localhost:3000', 'null']) {
      const answer = await fetch(`${url}/__sim/health`, { headers: { origin } });
      expect(answer.status).toBe(200);
      expect(corsHeaders(answer)).toEqual({ vary: 'Origin' });
      expect(corsHeaders(await preflight(url, origin))).toEqual({ vary: 'Origin' });
    }
    expect(corsHeaders(await fetch(`${url}/__sim/health`))).toEqual({ vary: 'Origin' });
  });

  it('sends no CORS headers at all without --cors', async () => {
    const url = await simulator();
    expect(corsHeaders(await fetch(`${url}/__sim/health`, { headers: { origin: page } }))).toEqual({});
    const answer = await preflight(url, page);
    expect(answer.status).toBe(405);
    expect(corsHeaders(answer)).toEqual({});
  });

  it.each([
    ['*'],
    ['http://*.example.com'],
    ['localhost:3000'],
    ['http://localhost:3000/'],
    ['http://localhost:3000/app'],
    ['http://localhost:3000?x=1'],
    ['ftp://localhost:3000'],
    ['http://user@localhost:3000'],
    ['http://localhost:3000,*'],
    [''],
  ])('refuses --cors %j with a usage error (exit 2) naming the value', async (value) => {
    const result = await runCli(['serve', '--port', '0', '--cors', value]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`option '--cors <origin>' argument '${value}' is invalid`);
    expect(result.stderr).toContain('an exact origin such as http://localhost:3000');
  });

  it('documents the option in serve --help', async () => {
    const result = await runCli(['serve', '--help']);
    expect(result.stdout.replace(/\s+/g, ' ')).toContain('--cors <origin> let pages on this exact origin (e.g. http://localhost:3000) call the API with cookies; repeatable or comma-separated');
  });
});
