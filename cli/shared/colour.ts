/**
 * Whether a command colours its output (#14.11), in this order:
 * - `FORCE_COLOR` set and not empty: `0` or `false` turns colour off, any other value on,
 *   whatever the terminal (as Node, chalk and supports-color read it);
 * - `NO_COLOR` set and not empty turns it off (no-color.org: an empty value is unset);
 * - `TERM=dumb` turns it off;
 * - otherwise colour only on a terminal.
 */
export function colourEnabled(isTty: boolean, env: Readonly<Record<string, string | undefined>>): boolean {
  const force = env['FORCE_COLOR'];
  if (force !== undefined && force !== '') return force !== '0' && force.toLowerCase() !== 'false';
  if (env['NO_COLOR'] !== undefined && env['NO_COLOR'] !== '') return false;
  if (env['TERM'] === 'dumb') return false;
  return isTty;
}
