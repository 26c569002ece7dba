import { run } from '../../cli/run';
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
