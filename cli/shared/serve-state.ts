import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import type { EnvSource } from './credentials';

/*
 * `serve` says where it listens in a small file while it runs, so that
 * `smoke --env local` (and `record`) follow a simulator started with
 * `--port 0` or another port (#33.3). The file is per user, its folder
 * redirectable for tests: STUDENT_PORTAL_STATE_DIR.
 */

/** The variable that moves the state folder (tests point it at a folder of their own). */
export const stateDirVariable = 'STUDENT_PORTAL_STATE_DIR';

/** What `serve` writes once it listens. */
export interface ServeState {
  /** The URL it printed (`http://127.0.0.1:4173`). */
  url: string;
  port: number;
  /** Its process; the file counts only while that process lives. */
  pid: number;
}

/** A per-user folder in the system's temporary folder, unless STUDENT_PORTAL_STATE_DIR names one. */
function stateDir(env: EnvSource): string {
  const own = env[stateDirVariable]?.trim();
  if (own) return own;
  const user = process.getuid?.() ?? userInfo().username;
  return join(tmpdir(), `student-portal-${user}`);
}

/** The state file: `<state folder>/serve.json`. */
export function serveStatePath(env: EnvSource): string {
  return join(stateDir(env), 'serve.json');
}

/**
 * Writes the state of a listening `serve` (the folder only the user may
 * enter) and answers the function that removes it again — unless another
 * `serve` has written its own since.
 */
export async function writeServeState(env: EnvSource, state: ServeState): Promise<() => Promise<void>> {
  const path = serveStatePath(env);
  await mkdir(stateDir(env), { recursive: true, mode: 0o700 });
  await writeFile(path, `${JSON.stringify(state)}\n`, { mode: 0o600 });
  return async () => {
    const current = await readStateFile(path);
    if (current?.pid === state.pid) await rm(path, { force: true });
  };
}

/** True while a process with this pid runs (EPERM: it runs as another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

const isServeState = (value: unknown): value is ServeState => {
  if (typeof value !== 'object' || value === null) return false;
  const { url, port, pid } = value as Record<string, unknown>;
  return typeof url === 'string' && URL.canParse(url) && Number.isInteger(port) && Number.isInteger(pid);
};

async function readStateFile(path: string): Promise<ServeState | undefined> {
  try {
    // Another user's file in a shared temporary folder could point a run (and its password) elsewhere.
    const info = await stat(path);
    if (process.getuid && info.uid !== process.getuid()) return undefined;
    const value: unknown = JSON.parse(await readFile(path, 'utf8'));
    return isServeState(value) ? { url: value.url, port: value.port, pid: value.pid } : undefined;
  } catch {
    return undefined;
  }
}

/** The state of a `serve` that is still running, or undefined (no file, not ours, unreadable, or its process gone). */
export async function readServeState(env: EnvSource, alive: (pid: number) => boolean = processAlive): Promise<ServeState | undefined> {
  const state = await readStateFile(serveStatePath(env));
  return state && alive(state.pid) ? state : undefined;
}
