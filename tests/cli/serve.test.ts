// @vitest-environment node
// Reads dist/ (the built CLI): runs in the build project, after the build (tests/vitest.config.mjs distFiles).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';

const root = join(__dirname, '../..');
const bin = join(root, 'cli/bin.mjs');
// `npm start` builds, then runs `node cli/bin.mjs serve`. The tests spawn that
// command on the dist/ already built: a rebuild inside a test outlasts its limit.
const serveArgs = ['cli/bin.mjs', 'serve'];
// The state file each serve writes while it runs (#33.3) goes to a folder of this file's, not the user's.
const stateDir = join(tmpdir(), `sp-serve-test-state-${process.pid}`);
afterAll(() => rm(stateDir, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  url: string;
  stdout: () => string;
  exited: Promise<number | null>;
}

/** Spawns a command and waits for the simulator's "Press Ctrl-C" line. */
function startServing(command: string, args: string[], timeoutMs = 20000): Promise<Started> {
  const child = spawn(command, args, { cwd: root, detached: true, env: { ...process.env, NO_COLOR: '1', STUDENT_PORTAL_STATE_DIR: stateDir } });
  let out = '';
  let err = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  onTestFinished(() => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within ${timeoutMs} ms:\n${out}\n${err}`)), timeoutMs);
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /simulator on (http:\/\/\S+)/.exec(out)?.[1];
      if (url && out.includes('Press Ctrl-C')) {
        clearTimeout(timer);
        resolve({ child, url, stdout: () => out, exited });
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited ${code} before starting:\n${out}\n${err}`));
    });
  });
}

function runToEnd(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: root, env: { ...process.env, STUDENT_PORTAL_STATE_DIR: stateDir } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('student-portal serve', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sp-serve-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('prints the URL and the demo accounts, answers the API and stops on SIGTERM with exit 0', async () => {
    const served = await startServing(process.execPath, [bin, 'serve', '--port', '0']);
    expect(served.stdout()).toMatch(/demo@student-portal\.test\s+Demo-pass1!/);
    expect(served.stdout()).toMatch(/locked@student-portal\.test/);
    const health = await fetch(`${served.url}/__sim/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const countries = await fetch(`${served.url}/rest-services/countryList`);
    expect(countries.status).toBe(200);
    // Where smoke --env local finds it, until it stops (#33.3).
    const state = join(stateDir, 'serve.json');
    expect(JSON.parse(await readFile(state, 'utf8'))).toEqual({ url: served.url, port: Number(new URL(served.url).port), pid: served.child.pid });
    served.child.kill('SIGTERM');
    expect(await served.exited).toBe(0);
    await expect(readFile(state, 'utf8')).rejects.toThrow('ENOENT');
  });

  it('stops with exit 2 and names the failing path for a bad fixture', async () => {
    const file = join(dir, 'bad.json');
    await writeFile(file, JSON.stringify({ students: [{ studentId: 'S1', email: 'x@y.z' }] }));
    const result = await runToEnd(['serve', '--port', '0', '--fixture', file]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/bad fixture: students\.0\.\w+/);
  });

  it('stops with exit 2 for a fixture that is not JSON or not there', async () => {
    const file = join(dir, 'broken.json');
    await writeFile(file, '{ "students": ');
    expect((await runToEnd(['serve', '--fixture', file])).stderr).toContain('is not valid JSON');
    const missing = await runToEnd(['serve', '--fixture', join(dir, 'missing.json')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot read');
  });

  it('prints the default fixture, which serves again when passed back with --fixture', async () => {
    const printed = await runToEnd(['serve', '--print-fixture']);
    expect(printed.code).toBe(0);
    expect(printed.stdout).toContain('$usday(');
    const file = join(dir, 'default.json');
    await writeFile(file, printed.stdout);
    const served = await startServing(process.execPath, [bin, 'serve', '--port', '0', '--fixture', file]);
    expect(served.stdout()).toContain('demo@student-portal.test');
  });

  it('lets pages on the --cors origins call it with credentials (repeatable and comma-separated), no other origin (#19.9)', async () => {
    const served = await startServing(process.execPath, [
      bin, 'serve', '--port', '0', '--cors', 'http://localhost:3000,http://localhost:5173', '--cors', 'https://portal.test',
    ]);
    expect(served.stdout()).toContain('CORS:    http://localhost:3000, http://localhost:5173, https://portal.test (with credentials)');
    for (const origin of ['http://localhost:3000', 'http://localhost:5173', 'https://portal.test']) {
      const answer = await fetch(`${served.url}/__sim/health`, { headers: { origin } });
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    }
    const other = await fetch(`${served.url}/__sim/health`, { headers: { origin: 'http://localhost:3001' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('stops with exit 2 when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve()));
    onTestFinished(() => new Promise<void>((resolve) => blocker.close(() => resolve())));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const result = await runToEnd(['serve', '--port', String(port)]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('EADDRINUSE');
  });
});

describe('npm start (README)', () => {
  it('builds only when dist/ is older than its sources (as `npm test` does), then runs the serve command', async () => {
    const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(manifest.scripts.start).toBe(`node cli/build/build-if-stale.mjs && node ${serveArgs.join(' ')}`);
    expect(manifest.scripts.test).toBe('node cli/build/test-all.mjs');
    expect(await readFile(join(root, 'cli/build/test-all.mjs'), 'utf8')).toContain("'cli/build/build-if-stale.mjs'");
  });

  it('serves the built portal page and the API on one origin, and stops on Ctrl-C with exit 0', async () => {
    const served = await startServing(process.execPath, [...serveArgs, '--port', '0']);
    const page = await fetch(`${served.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Student portal');
    const built = await fetch(`${served.url}/dist/student-portal.js`);
    expect(built.status).toBe(200);
    expect((await fetch(`${served.url}/rest-services/countryList`)).status).toBe(200);
    expect(served.stdout()).toContain('demo@student-portal.test');
    served.child.kill('SIGINT');
    expect(await served.exited).toBe(0);
  });
});
