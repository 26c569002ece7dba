import { constants } from 'node:fs';
import { access, mkdir, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { ConfigError } from './options';

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
