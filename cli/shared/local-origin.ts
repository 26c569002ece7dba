import { localOrigin } from '../../src/core/config/environment';
import { ConfigError } from './config-error';
import type { EnvSource } from './credentials';
import { type ServeState, readServeState } from './serve-state';

/** The variable that sets the simulator's port for `serve` and `--env local`. */
export const portVariable = 'STUDENT_PORTAL_PORT';

/** The simulator's origin for `--env local`, and what decided it (shown by --dry-run). */
export interface LocalTarget {
  origin: string;
  from: string;
}

/** STUDENT_PORTAL_PORT as a port, undefined when unset or blank; a ConfigError when it is not a port. */
export function portFromVariable(variables: EnvSource): number | undefined {
  const value = variables[portVariable]?.trim();
  if (!value) return undefined;
  const port = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(port >= 1 && port <= 65535)) throw new ConfigError(`${portVariable} must be a port number from 1 to 65535`);
  return port;
}

const atPort = (port: number) => {
  const url = new URL(localOrigin);
  url.port = String(port);
  return url.origin;
};

/** A URL serve printed for a wildcard host (`--host 0.0.0.0`) is reached on loopback. */
function reachable(url: string): string {
  const parsed = new URL(url);
  if (parsed.hostname === '0.0.0.0' || parsed.hostname === '[::]') parsed.hostname = new URL(localOrigin).hostname;
  return parsed.origin;
}

/**
 * The simulator's origin for `--env local` (#33.3): `--port`, then
 * STUDENT_PORTAL_PORT, then the URL a running `serve` printed, then 4173.
 * (`--base-url` wins over all of them before this is asked.)
 */
export function localTarget(port: number | undefined, variables: EnvSource, served: ServeState | undefined): LocalTarget {
  if (port !== undefined) return { origin: atPort(port), from: `--port ${port}` };
  const fromVariable = portFromVariable(variables);
  if (fromVariable !== undefined) return { origin: atPort(fromVariable), from: portVariable };
  if (served) return { origin: reachable(served.url), from: `the serve of pid ${served.pid}` };
  return { origin: localOrigin, from: 'default' };
}

/** `localTarget`, reading the state of a running `serve` only when neither --port nor the variable decides. */
export async function resolveLocalTarget(port: number | undefined, variables: EnvSource): Promise<LocalTarget> {
  const decided = port !== undefined || portFromVariable(variables) !== undefined;
  return localTarget(port, variables, decided ? undefined : await readServeState(variables));
}
