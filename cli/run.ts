import { CommanderError } from 'commander';
import { exitCodes } from './shared/exit-codes';
import type { CliIo } from './shared/io';
import { createProgram } from './program';

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
