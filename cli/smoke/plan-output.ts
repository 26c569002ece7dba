import { displayProxy } from './dispatcher';
import type { SmokeOptions, SmokeSettings } from './options';
import { type PlannedCheck, skipReasons } from './schedule';

function table(rows: string[][]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join('  ').trimEnd()).join('\n');
}

/**
 * `--list`: one line per check — id, `read`/`write`, needs (or `-`), title.
 * With `--grep`, the checks it selects (matches and what they need).
 */
export function formatList(plan: readonly PlannedCheck[], grep: boolean): string {
  const shown = grep ? plan.filter((p) => p.skip !== skipReasons.grep) : plan;
  const rows = shown.map(({ check }) => [check.id, check.writes ? 'write' : 'read', check.needs?.join(',') || '-', check.title]);
  return `${table([['ID', 'KIND', 'NEEDS', 'TITLE'], ...rows])}\n`;
}

/**
 * `--list --reporter json` (#14.11): `{ schemaVersion: 1, checks: [{ id, title, writes, needs }] }`,
 * the fields of the JSON report's checks; with `--grep` only the selected checks.
 */
export function formatListJson(plan: readonly PlannedCheck[], grep: boolean): string {
  const shown = grep ? plan.filter((p) => p.skip !== skipReasons.grep) : plan;
  const checks = shown.map(({ check }) => ({ id: check.id, title: check.title, writes: check.writes, needs: [...(check.needs ?? [])] }));
  return `${JSON.stringify({ schemaVersion: 1, checks }, null, 2)}\n`;
}

/** The proxies a run goes through (credentials redacted), and --insecure. */
function proxyLines(config: SmokeSettings): string[] {
  const { http, https, noProxy } = config.proxy;
  const lines: string[] = [];
  if (http && https && http.url === https.url) lines.push(`Proxy:   ${displayProxy(http.url)} (${[...new Set([http.from, https.from])].join(', ')})`);
  else {
    if (http) lines.push(`Proxy:   ${displayProxy(http.url)} (${http.from})`);
    if (https) lines.push(`Proxy:   ${displayProxy(https.url)} (${https.from}, https)`);
  }
  if ((http || https) && noProxy) lines.push(`         not for ${noProxy} (NO_PROXY)`);
  if (config.insecure) lines.push('TLS:     --insecure: any certificate of the upstream is accepted');
  return lines;
}

/** The account line: the email and where it came from (never the password), or what a real run still needs. */
function accountLine({ account }: SmokeSettings): string {
  if (account.ok) return `Account: ${account.credentials.email} (${account.source})`;
  return `Account: none: a real run needs ${account.missing.join(' and ')} in the environment`;
}

/** `--dry-run`: the target, the account (never the password) and each check's fate, level by level. */
export function formatDryRun(config: SmokeSettings, options: SmokeOptions, plan: readonly PlannedCheck[]): string {
  const bases = Object.entries(config.bases).map(([name, url]) => `  ${name.padEnd(8)}  ${url}`);
  const head = [
    `Dry run: nothing is sent.`,
    `Target:  --env ${config.env}, brand ${config.brand.id}, ${config.baseUrl}${config.localFrom && config.localFrom !== 'default' ? ` (${config.localFrom})` : ''}`,
    ...bases,
    accountLine(config),
    `Writes:  ${config.writesAllowed ? 'allowed' : 'refused by the transport (read-only)'}`,
    ...proxyLines(config),
    ...(config.secretNames.length > 0 ? [`Secrets: ${config.secretNames.join(', ')} (redacted in every report)`] : []),
    `Per request: timeout ${config.timeoutMs} ms, ${config.retries} retries (GET${config.retries > 0 ? `, pauses from ${config.retryIntervalMs} ms doubling` : ''}); concurrency ${options.concurrency}${options.bail ? '; --bail' : ''}`,
    '',
  ];
  const rows = plan.map(({ check, level, skip }) => [`L${level}`, skip ? `skip (${skip})` : 'run', check.id, check.title]);
  const runs = plan.filter((p) => !p.skip).length;
  return `${head.join('\n')}${table([['LEVEL', 'PLAN', 'ID', 'TITLE'], ...rows])}\n\n${runs} of ${plan.length} checks would run.\n`;
}
