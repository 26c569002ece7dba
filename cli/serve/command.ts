import { readFile } from 'node:fs/promises';
import { type Command, InvalidArgumentError } from 'commander';
import { localOrigin } from '../../src/core/config/environment';
import { FixtureError, loadDefaultFixture, loadFixture } from '../simulator/fixture/load';
import { defaultFixtureDocument } from '../simulator/fixture/default';
import type { Fixture } from '../simulator/fixture/schema';
import { parseCorsOrigin } from '../simulator/http/cors';
import { startSimulator } from '../simulator/server';
import { ConfigError } from '../shared/config-error';
import type { EnvSource } from '../shared/credentials';
import { exitCodes } from '../shared/exit-codes';
import { portFromVariable, portVariable } from '../shared/local-origin';
import { packageRoot } from '../shared/package-root';
import type { CliIo } from '../shared/io';
import { serveStatePath, writeServeState } from '../shared/serve-state';
import { describeAccounts } from './accounts';

interface ServeOptions {
  port?: number;
  host: string;
  fixture?: string;
  latency: number;
  printFixture?: boolean;
  cors?: string[];
}

const wholeNumber = (max: number) => (value: string): number => {
  if (!/^\d+$/.test(value) || Number(value) > max) throw new InvalidArgumentError(`a whole number from 0 to ${max}`);
  return Number(value);
};

/** `--cors a,b --cors c`: each value one or more exact origins, collected in order without repeats. */
const corsOrigins = (value: string, previous: string[] = []): string[] => {
  const origins = value.split(',').map((part) => {
    const parsed = parseCorsOrigin(part.trim());
    if ('problem' in parsed) throw new InvalidArgumentError(parsed.problem);
    return parsed.origin;
  });
  return [...new Set([...previous, ...origins])];
};

async function readFixture(path: string | undefined, start: Date): Promise<Fixture> {
  if (!path) return loadDefaultFixture(start);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new FixtureError(`cannot read ${path}`);
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new FixtureError(`${path} is not valid JSON (${error instanceof Error ? error.message : 'parse error'})`);
  }
  return loadFixture(document, start);
}

/** Resolves when the process is asked to stop (Ctrl-C or a termination signal). */
function untilStopped(): Promise<void> {
  return new Promise((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
}

/** The port when no --port is given: STUDENT_PORTAL_PORT, else 4173 (#33.3). */
function defaultPort(env: EnvSource): number {
  return portFromVariable(env) ?? Number(new URL(localOrigin).port);
}

/**
 * `serve`: the contract simulator of the upstream services, with dist/ and
 * examples/ on the same origin. While it listens, its URL and pid are in the
 * state file `smoke --env local` reads (cli/shared/serve-state.ts).
 */
export function registerServe(program: Command, io: CliIo, stopped: () => Promise<void> = untilStopped, env: EnvSource = process.env): void {
  program
    .command('serve')
    .description('run the contract simulator of the upstream services, the built bundle and the example pages')
    .option('--port <port>', `port to listen on (0 picks a free one; default: ${portVariable}, else 4173)`, wholeNumber(65535))
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('--fixture <file>', 'fixture JSON (docs/fixtures.md); default: the bundled demo fixture')
    .option('--latency <ms>', 'delay every answer by this many milliseconds', wholeNumber(600000), 0)
    .option('--cors <origin>', 'let pages on this exact origin (e.g. http://localhost:3000) call the API with cookies; repeatable or comma-separated', corsOrigins)
    .option('--print-fixture', 'print the default fixture document (with its date tokens) and exit')
    .addHelpText('after', '\nExit codes: 0 stopped, 2 bad fixture, options or port.')
    .action(async (options: ServeOptions) => {
      if (options.printFixture) {
        io.out(`${JSON.stringify(defaultFixtureDocument(), null, 2)}\n`);
        return;
      }
      let fixture: Fixture;
      try {
        fixture = await readFixture(options.fixture, io.now());
      } catch (error) {
        if (!(error instanceof FixtureError)) throw error;
        io.err(`student-portal serve: bad fixture: ${error.message}\n`);
        io.setExitCode(exitCodes.usage);
        return;
      }
      let port: number;
      try {
        port = options.port ?? defaultPort(env);
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        io.err(`student-portal serve: ${error.message}\n`);
        io.setExitCode(exitCodes.usage);
        return;
      }
      let running: Awaited<ReturnType<typeof startSimulator>>;
      try {
        running = await startSimulator({
          fixture,
          port,
          host: options.host,
          latencyMs: options.latency,
          corsOrigins: options.cors ?? [],
          staticRoot: packageRoot(),
          log: (line) => io.err(`${line}\n`),
        });
      } catch (error) {
        const code = error instanceof Error && 'code' in error ? String(error.code) : '';
        io.err(`student-portal serve: cannot listen on ${options.host}:${port}${code ? ` (${code})` : ''}\n`);
        io.setExitCode(exitCodes.usage);
        return;
      }
      io.out(`Student portal simulator on ${running.url}\n`);
      io.out(`  portal:  ${running.url}/\n  health:  ${running.url}/__sim/health\n  reset:   POST ${running.url}/__sim/reset\n`);
      if (options.latency > 0) io.out(`  latency: ${options.latency} ms per answer\n`);
      if (options.cors) io.out(`  CORS:    ${options.cors.join(', ')} (with credentials)\n`);
      io.out(`\n${describeAccounts(fixture)}\nPress Ctrl-C to stop.\n`);
      // smoke --env local follows this serve while it runs; without the file it still works, on --port.
      const forget = await writeServeState(env, { url: running.url, port: Number(new URL(running.url).port), pid: process.pid }).catch((error: unknown) => {
        const code = error instanceof Error && 'code' in error ? ` (${String(error.code)})` : '';
        io.err(`student-portal serve: cannot write ${serveStatePath(env)}${code}; smoke --env local will not find this port\n`);
        return async () => {};
      });
      try {
        await stopped();
      } finally {
        await forget();
        await running.close();
      }
    });
}
