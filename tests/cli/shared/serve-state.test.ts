import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localTarget } from '../../../cli/shared/local-origin';
import { type ServeState, readServeState, serveStatePath } from '../../../cli/shared/serve-state';
import { registerServe } from '../../../cli/serve/command';
import type { CliIo } from '../../../cli/shared/io';
import { epoch } from '../../support/epoch';
import { runSmoke } from '../smoke/harness';

const served: ServeState = { url: 'http://127.0.0.1:4603', port: 4603, pid: 4242 };

describe('--env local follows --port, STUDENT_PORTAL_PORT, then the port serve printed (#33.3)', () => {
  it.each([
    ['--port first', 4601, { STUDENT_PORTAL_PORT: '4602' }, served, 'http://127.0.0.1:4601', '--port 4601'],
    ['then STUDENT_PORTAL_PORT', undefined, { STUDENT_PORTAL_PORT: '4602' }, served, 'http://127.0.0.1:4602', 'STUDENT_PORTAL_PORT'],
    ['then the running serve', undefined, { STUDENT_PORTAL_PORT: ' ' }, served, 'http://127.0.0.1:4603', 'the serve of pid 4242'],
    ['then 4173', undefined, {}, undefined, 'http://127.0.0.1:4173', 'default'],
  ] as const)('%s', (_case, port, variables, state, origin, from) => {
    expect(localTarget(port, variables, state)).toEqual({ origin, from });
  });

  it.each([
    [['--env', 'local'], { STUDENT_PORTAL_PORT: '80a' }, 'STUDENT_PORTAL_PORT must be a port number from 1 to 65535'],
    [['--env', 'local'], { STUDENT_PORTAL_PORT: '0' }, 'STUDENT_PORTAL_PORT must be a port number from 1 to 65535'],
    [['--env', 'qa', '--port', '4601'], {}, '--port is for --env local (the simulator); use --base-url for another host'],
  ])('refuses %j with exit 2', async (args, env, message) => {
    const result = await runSmoke([...args, '--dry-run'], { env });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });

  describe('the state file of serve', () => {
    let dir = '';
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'sp-serve-state-'));
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    /** `serve` in-process with these variables, until `stop()`: resolves once it listens (and has written its state). */
    async function startServe(args: string[], env: Record<string, string>) {
      let out = '';
      let err = '';
      const io: CliIo = { out: (s) => void (out += s), err: (s) => void (err += s), now: () => epoch, setExitCode: () => {} };
      let listening = () => {};
      const started = new Promise<void>((resolve) => (listening = resolve));
      let stop = () => {};
      const stopped = new Promise<void>((resolve) => (stop = resolve));
      const program = new Command('student-portal').exitOverride();
      registerServe(program, io, () => (listening(), stopped), env);
      const ended = program.parseAsync(['serve', ...args], { from: 'user' });
      await Promise.race([started, ended.then(() => Promise.reject(new Error(`serve ended: ${err}`)))]);
      return { out: () => out, err: () => err, stop: async () => (stop(), await ended) };
    }

    it('is written while serve listens, followed by smoke --env local, and removed when it stops', async () => {
      const env = { STUDENT_PORTAL_STATE_DIR: dir };
      const serve = await startServe(['--port', '0'], env);
      const url = /simulator on (http:\/\/\S+)/.exec(serve.out())?.[1] ?? 'no url';
      const state = JSON.parse(await readFile(serveStatePath(env), 'utf8')) as ServeState;
      expect(state).toEqual({ url, port: Number(new URL(url).port), pid: process.pid });
      const dry = await runSmoke(['--dry-run'], { env });
      expect(dry.stdout).toContain(`Target:  --env local, brand main, ${url} (the serve of pid ${process.pid})`);
      await serve.stop();
      await expect(readFile(serveStatePath(env), 'utf8')).rejects.toThrow('ENOENT');
      expect((await runSmoke(['--dry-run'], { env })).stdout).toContain('Target:  --env local, brand main, http://127.0.0.1:4173\n');
    });

    it('is ignored when its process is gone', async () => {
      const env = { STUDENT_PORTAL_STATE_DIR: join(dir, 'stale') };
      await rm(env.STUDENT_PORTAL_STATE_DIR, { recursive: true, force: true });
      const { mkdir } = await import('node:fs/promises');
      await mkdir(env.STUDENT_PORTAL_STATE_DIR);
      // A pid above Linux's pid_max (2^22): no process has it.
      await writeFile(serveStatePath(env), JSON.stringify({ ...served, pid: 2 ** 30 }));
      expect(await readServeState(env)).toBeUndefined();
      await writeFile(serveStatePath(env), JSON.stringify({ ...served, pid: process.pid }));
      expect(await readServeState(env)).toEqual({ ...served, pid: process.pid });
      await writeFile(serveStatePath(env), 'not json');
      expect(await readServeState(env)).toBeUndefined();
    });

    it('serve listens on STUDENT_PORTAL_PORT when no --port is given', async () => {
      const free = await new Promise<number>((resolve) => {
        const probe = createServer().listen(0, '127.0.0.1', () => {
          const address = probe.address();
          probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
        });
      });
      const env = { STUDENT_PORTAL_STATE_DIR: join(dir, 'by-variable'), STUDENT_PORTAL_PORT: String(free) };
      const serve = await startServe([], env);
      expect(serve.out()).toContain(`simulator on http://127.0.0.1:${free}\n`);
      await serve.stop();
    });
  });
});
