import { Command } from 'commander';
import { exitCodes } from './shared/exit-codes';
import type { CliIo } from './shared/io';
import { registerServe } from './serve/command';
import { registerSmoke } from './smoke/command';
import { registerValidate } from './validate/command';
import { packageVersion } from './version';

/** A fresh commander program; every call builds a new one (no shared state). */
export function createProgram(io: CliIo): Command {
  const program = new Command('student-portal')
    .description('Student portal command line: validators and rules of the shared core, and the contract simulator.')
    .version(packageVersion(), '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .configureOutput({ writeOut: (s) => io.out(s), writeErr: (s) => io.err(s) })
    .showHelpAfterError('(run with --help for usage)')
    .addHelpText(
      'after',
      `\nExit codes: ${exitCodes.ok} success or accepted, ${exitCodes.rejected} rejected, ${exitCodes.usage} usage or configuration error.`,
    );
  registerValidate(program, io);
  registerServe(program, io);
  registerSmoke(program, io);
  return program;
}
