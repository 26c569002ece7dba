import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command, CommanderError } from 'commander';
import { run } from '../../cli/run';
import type { CliIo } from '../../cli/shared/io';
import { epoch } from '../support/epoch';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in-process with captured output and a fixed clock (the test epoch unless given). */
export async function runCli(args: string[], now = epoch): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await run(args, {
    out: (s) => {
      stdout += s;
    },
    err: (s) => {
      stderr += s;
    },
    now: () => now,
  });
  return { code, stdout, stderr };
}

/** A state folder no serve ever writes to: a developer's running `npm start` is not the tests' --env local. */
export const noServeState = join(tmpdir(), `sp-no-serve-state-${process.pid}`);

/**
 * Runs `student-portal <name> …` in-process, the command added by `register`
 * (with the surroundings the test injects), output captured and the clock at
 * `now`. Commander's own failures map to exit 2, as in cli/run.ts.
 */
export async function runRegistered(
  name: string,
  args: string[],
  register: (program: Command, io: CliIo) => void,
  now: Date = epoch,
): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  let code = 0;
  const io: CliIo = {
    out: (s) => {
      stdout += s;
    },
    err: (s) => {
      stderr += s;
    },
    now: () => now,
    setExitCode: (c) => {
      code = c;
    },
  };
  const program = new Command('student-portal').exitOverride().configureOutput({ writeOut: io.out, writeErr: io.err });
  register(program, io);
  for (const command of program.commands) command.exitOverride();
  try {
    await program.parseAsync([name, ...args], { from: 'user' });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    code = error.exitCode === 0 ? 0 : 2;
  }
  return { code, stdout, stderr };
}
