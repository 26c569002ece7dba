import { Command } from 'commander';
import { exitCodes } from './exit-codes';
import { registerValidate } from './validate/command';
import { packageVersion } from './version';

/** Where a program writes, and its clock: injected so tests capture both. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  now(): Date;
  /** Set by commands; `run` returns it. */
  setExitCode(code: number): void;
}

/** A fresh commander program; every call builds a new one (no shared state). */
export function createProgram(io: CliIo): Command {
  const program = new Command('student-portal')
    .description('Student portal command line: validators and rules of the shared core.')
    .version(packageVersion(), '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .configureOutput({ writeOut: (s) => io.out(s), writeErr: (s) => io.err(s) })
    .showHelpAfterError('(run with --help for usage)')
    .addHelpText(
      'after',
      `\nExit codes: ${exitCodes.ok} accepted, ${exitCodes.rejected} rejected, ${exitCodes.usage} usage error.`,
    );
  registerValidate(program, io);
  return program;
}
