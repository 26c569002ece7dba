// @vitest-environment node
// Reads dist/ (the built CLI): runs in the build project, after the build (tests/vitest.config.mjs distFiles).
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadDefaultFixture } from '../../../cli/simulator/fixture/load';
import { createSimulator } from '../../../cli/simulator/server';
import { epoch } from '../../support/epoch';
import { examplePageCsp, strictCsp } from '../../../cli/simulator/http/static';
import { startTestSimulator } from './harness';

const root = join(__dirname, '../../..');

describe('simulator infrastructure', () => {
  it('answers health and unknown routes as JSON', async () => {
    const sim = await startTestSimulator();
    const health = await sim.fetch('/__sim/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    const missing = await sim.fetch('/rest-services/no/such/thing');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
    expect(await missing.json()).toMatchObject({ error: 'not_found' });
  });

  it('answers a wrong method with 405 JSON', async () => {
    const sim = await startTestSimulator();
    const response = await sim.fetch('/__sim/reset');
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({ error: 'method_not_allowed' });
  });

  it('refuses bad GraphQL bodies with 4xx JSON, never 500', async () => {
    const sim = await startTestSimulator();
    const post = (body: string, type = 'application/json') =>
      sim.fetch('/graphql', { method: 'POST', headers: { 'content-type': type }, body });

    const malformed = await post('{"query": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: 'bad_request' });

    const wrongType = await post('query=x', 'application/x-www-form-urlencoded');
    expect(wrongType.status).toBe(415);

    const missingQuery = await post(JSON.stringify({ variables: {} }));
    expect(missingQuery.status).toBe(400);
    expect(await missingQuery.json()).toMatchObject({ field: 'query' });

    const unknown = await post(JSON.stringify({ operationName: 'Nope', query: 'query Nope { x }' }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ field: 'operationName' });
  });

  it('answers 413 to a JSON body over 1 MiB', async () => {
    const sim = await startTestSimulator();
    const big = JSON.stringify({ query: 'x'.repeat(1024 * 1024 + 10) });
    const response = await sim.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'payload_too_large' });
  });

  it('forgets runtime state on POST /__sim/reset', async () => {
    const sim = await startTestSimulator();
    sim.simulator.state().locked.add('demo@student-portal.test');
    sim.simulator.state().sessions.set('x', { studentId: 'S1001', createdAt: 0, lastSeen: 0 });
    const response = await sim.fetch('/__sim/reset', { method: 'POST' });
    expect(await response.json()).toEqual({ status: 'reset' });
    expect(sim.simulator.state().locked.has('demo@student-portal.test')).toBe(false);
    expect(sim.simulator.state().sessions.size).toBe(0);
    // The fixture's own locked account stays locked.
    expect(sim.simulator.state().locked.has('locked@student-portal.test')).toBe(true);
  });

  it('delays every answer by --latency', async () => {
    const sim = await startTestSimulator({ latencyMs: 150 });
    const started = performance.now();
    await sim.fetch('/__sim/health');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});

describe('simulator static files', () => {
  it('serves the example pages at / and files under /dist/', async () => {
    const sim = await startTestSimulator({ staticRoot: root });
    const page = await sim.fetch('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<title>Student portal');
    const built = await sim.fetch('/dist/cli.mjs');
    expect(built.status).toBe(200);
    expect(built.headers.get('content-type')).toContain('text/javascript');
  });

  it('sends the strict CSP, framing refused, with the strict-CSP example page only', async () => {
    const sim = await startTestSimulator({ staticRoot: root });
    expect(strictCsp).toBe("default-src 'self'; script-src 'self'; style-src 'self'; frame-ancestors 'none'");
    for (const path of ['/strict-csp.html', '/%73trict-csp.html', '/strict-csp.html?from=test']) {
      const page = await sim.fetch(path);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toBe(strictCsp);
      await page.text();
    }
  });

  it('sends frame-ancestors with every other example page, and no CSP with the bundle (#13.21)', async () => {
    const sim = await startTestSimulator({ staticRoot: root });
    expect(examplePageCsp).toBe("frame-ancestors 'self'");
    for (const path of ['/', '/index.html', '/two-mounts.html', '/marketing-signup.html', '/%69ndex.html']) {
      const page = await sim.fetch(path);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toBe(examplePageCsp);
      await page.text();
    }
    for (const path of ['/dist/student-portal.js', '/example.css', '/two-mounts.js']) {
      const other = await sim.fetch(path);
      expect(other.status).toBe(200);
      expect(other.headers.get('content-security-policy')).toBeNull();
      await other.text();
    }
  });

  it.each(['/dist/../package.json', '/dist/%2e%2e/package.json', '/..%2fpackage.json', '/%2e%2e/%2e%2e/etc/passwd', '/dist/.hidden', '/README.md%00.html'])(
    'never serves a file outside dist/ and examples/: %s',
    async (path) => {
      const sim = await startTestSimulator({ staticRoot: root });
      const response = await sim.fetch(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'not_found' });
    },
  );

  it('logs no stack trace for a request the client aborted (#14.11)', async () => {
    const lines: string[] = [];
    const simulator = createSimulator({ fixture: loadDefaultFixture(epoch), clock: () => epoch, log: (line) => lines.push(line) });
    let settled = () => {};
    const answered = new Promise<void>((resolve) => {
      settled = resolve;
    });
    // Resolves once the simulator has finished with the request: answered it or dropped it.
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const end = res.end.bind(res);
      const destroy = res.destroy.bind(res);
      res.end = ((...args: Parameters<typeof res.end>) => {
        settled();
        return end(...args);
      }) as typeof res.end;
      res.destroy = (error?: Error) => {
        settled();
        return destroy(error);
      };
      simulator.handle(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => {
      server.closeAllConnections();
      server.close();
    });
    const { port } = server.address() as AddressInfo;
    // Half a JSON body, then the client goes away (a cancelled fetch, a killed smoke run).
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write('POST /rest-services/userLogin/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":');
    // The simulator has the request (headers read) before the client aborts.
    await new Promise<void>((resolve) => server.once('request', () => resolve()));
    socket.destroy();
    await answered;
    expect(lines).toEqual([]);
  });
});
