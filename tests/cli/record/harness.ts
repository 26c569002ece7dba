import { Command, CommanderError } from 'commander';
import { type RecordDeps, registerRecord } from '../../../cli/record/command';
import type { CliIo } from '../../../cli/shared/io';
import { epoch } from '../../support/epoch';
import type { CliResult } from '../helpers';

/**
 * Runs `student-portal record …` in-process: no environment variables unless
 * given, a fixed salt, the clock at the test epoch (where the test
 * simulator's clock starts). Commander's own failures are exit 2, as in cli/run.ts.
 */
export async function runRecord(args: string[], deps: Partial<RecordDeps> = {}, now: Date = epoch): Promise<CliResult> {
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
  registerRecord(program, io, { env: {}, salt: () => 'test-salt', ...deps });
  for (const command of program.commands) command.exitOverride();
  try {
    await program.parseAsync(['record', ...args], { from: 'user' });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    code = error.exitCode === 0 ? 0 : 2;
  }
  return { code, stdout, stderr };
}

/** The credentials of a demo account, as `record` reads them. */
export const accountEnv = (email: string, password: string) => ({ STUDENT_PORTAL_EMAIL: email, STUDENT_PORTAL_PASSWORD: password });
