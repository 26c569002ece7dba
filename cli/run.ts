import { CommanderError } from 'commander';
import { exitCodes } from './shared/exit-codes';
import type { CliIo } from './shared/io';
import { createProgram } from './program';

let pipesGuarded = false;

/**
 * The reader of stdout (or stderr) went away, as `smoke | head -1` or
 * `serve --print-fixture | head` do: exit 0 at once, quietly, instead of
 * Node's unhandled EPIPE stack trace (#14.11). The reader has what it wanted;
 * nothing is left to say to it. Any other stream error stays an error.
 */
function exitQuietlyOnClosedPipes(): void {
  if (pipesGuarded) return;
  pipesGuarded = true;
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(exitCodes.ok);
      throw error;
    });
  }
}

const processIo = (state: { code: number }): CliIo => ({
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s),
  now: () => new Date(),
  setExitCode: (code) => {
    state.code = code;
  },
});

/**
 * Runs the CLI with user arguments (without `node` and the script path) and
 * resolves to the exit code. Commander's own failures (unknown option, missing
 * argument) are usage errors: exit 2, not commander's 1.
 */
export async function run(args: readonly string[], io?: Partial<CliIo>): Promise<number> {
  // Only when this process's own stdout is written (not with an injected io, as in tests).
  if (io?.out === undefined) exitQuietlyOnClosedPipes();
  const state = { code: exitCodes.ok as number };
  const base = processIo(state);
  const full: CliIo = { ...base, ...io, setExitCode: base.setExitCode };
  const program = createProgram(full).exitOverride();
  for (const command of program.commands) command.exitOverride();
  try {
    await program.parseAsync([...args], { from: 'user' });
    return state.code;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version exit 0; help shown for a missing command is a usage error.
      return error.exitCode === 0 ? exitCodes.ok : exitCodes.usage;
    }
    throw error;
  }
}
