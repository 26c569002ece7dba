// @vitest-environment node
// Reads dist/ (the built CLI): runs in the build project, after the build (tests/vitest.config.mjs distFiles).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers';

const root = join(__dirname, '../..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

describe('student-portal program', () => {
  it('prints the package version with --version and exits 0', async () => {
    const result = await runCli(['--version']);
    expect(result).toMatchObject({ code: 0, stdout: `${version}\n` });
  });

  it('lists the validate command and every exit code in --help', async () => {
    const result = await runCli(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('validate');
    // Every exit code of every command (#14.11).
    expect(result.stdout).toMatch(/Exit codes:\n\s+0\s+success.*\n\s+1\s+rejected/);
    for (const code of ['0 ', '1 ', '2 ', '3 ', '130 ']) expect(result.stdout).toMatch(new RegExp(`^\\s+${code}\\s*\\S`, 'm'));
    expect(result.stdout).toMatch(/^\s+3\s+smoke: upstream unreachable/m);
    expect(result.stdout).toMatch(/^\s+130\s+smoke: interrupted \(Ctrl-C or SIGTERM\)/m);
  });

  it('treats an unknown command or option as a usage error (exit 2)', async () => {
    expect((await runCli(['frobnicate'])).code).toBe(2);
    expect((await runCli(['validate', 'email', 'a@b.co', '--nope'])).code).toBe(2);
  });

  it('shows help and exits 2 when no command is given', async () => {
    const result = await runCli([]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('validate');
  });
});

describe('the installed bin (cli/bin.mjs → dist/cli.mjs)', () => {
  const exec = promisify(execFile);
  const bin = join(root, 'cli/bin.mjs');

  it('runs validate with the spec message and exit 1 for a rejected value', async () => {
    const failure = await exec(process.execPath, [bin, 'validate', 'email', 'not-an-email']).catch(
      (error: { code: number; stdout: string }) => error,
    );
    expect(failure).toMatchObject({
      code: 1,
      stdout: 'Please enter a valid email address, such as an example address.\n',
    });
  });

  it('prints the version and lists the rules as the README says', async () => {
    expect((await exec(process.execPath, [bin, '--version'])).stdout).toBe(`${version}\n`);
    const list = await exec(process.execPath, [bin, 'validate', '--list']);
    expect(list.stdout).toMatch(/^redirect\s+<target>/m);
  });
});
