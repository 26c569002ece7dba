import { constants } from 'node:fs';
import { access, mkdir, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { ConfigError } from '../shared/config-error';
import type { ReporterName, SmokeOptions } from './options';

const codeOf = (error: unknown) => (error instanceof Error && 'code' in error ? ` (${String(error.code)})` : '');

/**
 * Makes sure a report file can be written before the first request (#14.4):
 * creates its missing parent folders and checks that the folder (and the file,
 * if it is there) is writable. A ConfigError (exit 2) naming the path otherwise,
 * so a run never ends with its report lost. Creates no file itself.
 */
export async function prepareOutput(path: string): Promise<void> {
  const folder = dirname(resolve(path));
  try {
    await mkdir(folder, { recursive: true });
    await access(folder, constants.W_OK);
    const existing = await stat(path).catch(() => undefined);
    if (existing?.isDirectory()) throw Object.assign(new Error('a folder'), { code: 'EISDIR' });
    if (existing) await access(path, constants.W_OK);
  } catch (error) {
    throw new ConfigError(`cannot write the report to ${path}${codeOf(error)}`);
  }
}

/** Where each report goes: one format on stdout, the others to files. */
export interface ReportOutputs {
  /** The report on stdout: the human lines and summary, or a whole JSON/JUnit document. */
  stdout: ReporterName;
  files: { format: ReporterName; path: string }[];
}

/**
 * `--reporter`, `--output`, `--output-json` and `--output-junit` as outputs
 * (#14.6). `--output-json`/`--output-junit` add their reporter; `--output`
 * is the file of the one json or junit reporter without a file of its own
 * (or of the human one when it is the only reporter); every reporter without
 * a file goes to stdout, at most one of them; when all have files, the human
 * lines and summary keep stdout.
 */
export function resolveOutputs(options: Pick<SmokeOptions, 'reporter' | 'output' | 'outputJson' | 'outputJunit'>): ReportOutputs {
  const files: ReportOutputs['files'] = [];
  if (options.outputJson !== undefined) files.push({ format: 'json', path: options.outputJson });
  if (options.outputJunit !== undefined) files.push({ format: 'junit', path: options.outputJunit });
  const withoutFile = options.reporter.filter((name) => !files.some((f) => f.format === name));
  if (options.output !== undefined) {
    const documents = withoutFile.filter((name) => name !== 'human');
    const format = documents.length === 0 && withoutFile.includes('human') ? 'human' : documents[0];
    if (documents.length > 1 || format === undefined) {
      throw new ConfigError(
        `--output names the file of one reporter; with --reporter ${options.reporter.join(',')} use --output-json FILE and --output-junit FILE`,
      );
    }
    files.push({ format, path: options.output });
  }
  const onStdout = withoutFile.filter((name) => !files.some((f) => f.format === name));
  if (onStdout.length > 1) {
    throw new ConfigError(
      `--reporter ${onStdout.join(',')}: only one report can go to stdout; write the others to files with --output-json FILE or --output-junit FILE`,
    );
  }
  return { stdout: onStdout[0] ?? 'human', files };
}
