import { run } from '../../cli/run';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in-process with captured output and a fixed clock. */
export async function runCli(args: string[], now = new Date('2026-11-21T15:00:00Z')): Promise<CliResult> {
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
