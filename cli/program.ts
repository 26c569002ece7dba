import { Command } from 'commander';
import { exitCodes } from './shared/exit-codes';
import type { CliIo } from './shared/io';
import { registerRecord } from './record/command';
import { registerServe } from './serve/command';
import { registerSmoke } from './smoke/command';
import { smokeExitCodes } from './smoke/report';
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
      [
        '',
        'Exit codes:',
        `  ${exitCodes.ok}    success: accepted (validate), every check passed (smoke), stopped (serve)`,
        `  ${exitCodes.rejected}    rejected (validate), a check failed (smoke)`,
        `  ${exitCodes.usage}    usage or configuration error`,
        `  ${smokeExitCodes.unreachable}    smoke: upstream unreachable (every request failed at the connection)`,
        `  ${smokeExitCodes.interrupted}  smoke: interrupted (Ctrl-C or SIGTERM)`,
      ].join('\n'),
    );
  registerValidate(program, io);
  registerServe(program, io);
  registerSmoke(program, io);
  registerRecord(program, io);
  return program;
}
