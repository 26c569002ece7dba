import { type Command, InvalidArgumentError, Option } from 'commander';
import { localOrigin } from '../../src/core/config/environment';
import { ConfigError } from '../shared/config-error';
import { type Connection, type ConnectionOptions, addConnectionOptions, lookupConnectionCredentials, resolveConnection, secretVariablePrefix, wholeNumber } from '../shared/connection';
import { type CredentialLookup, type CredentialSource, type EnvSource, credentialVariables, missingCredentialsText } from '../shared/credentials';

/** The options commander parses for `smoke`: the shared target and connection options, and its own. */
export interface SmokeOptions extends ConnectionOptions {
  allowWrites?: boolean;
  iKnowThisIsProduction?: boolean;
  concurrency: number;
  grep?: string;
  bail?: boolean;
  list?: boolean;
  dryRun?: boolean;
  /** `--reporter`, comma-separated: each at most once, in the order given. */
  reporter: ReporterName[];
  output?: string;
  outputJson?: string;
  outputJunit?: string;
  quiet?: boolean;
  verbose?: boolean;
}

/** The report formats. */
export const reporterNames = ['human', 'json', 'junit'] as const;
export type ReporterName = (typeof reporterNames)[number];

const isReporterName = (value: string): value is ReporterName => (reporterNames as readonly string[]).includes(value);

/** `--reporter human,junit`: a comma-separated list of report formats, each at most once. */
export const parseReporters = (value: string): ReporterName[] => {
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.find((name) => !isReporterName(name));
  if (unknown !== undefined) throw new InvalidArgumentError(`${JSON.stringify(unknown)}: use one or more of ${reporterNames.join(', ')}, comma-separated`);
  return [...new Set(names.filter(isReporterName))];
};

/** A run's settings once checked — the target and connection, the switches — and its account, found or not (`--dry-run` needs none). */
export interface SmokeSettings extends Connection {
  account: CredentialLookup;
  writesAllowed: boolean;
  grep: RegExp | undefined;
}

/** The settings of a run that sends requests: its account was found. */
export interface SmokeConfig extends Omit<SmokeSettings, 'account'> {
  credentials: { email: string; password: string };
  credentialSource: CredentialSource;
}

/** Adds the options of `smoke` to its command: the shared target and connection options first. */
export function addSmokeOptions(command: Command): Command {
  return addConnectionOptions(command)
    .option('--allow-writes', 'also run the checks that change data (sign-up, registrations, profile, cases, make-up)')
    .option('--i-know-this-is-production', 'confirm --allow-writes with --env production')
    .addOption(new Option('--concurrency <n>', 'checks run at once').argParser(wholeNumber(1, 64)).default(4))
    .option('--grep <pattern>', 'run only the checks whose id or title matches this regular expression (case-insensitive), the checks they need and, if they log in, the logout; the others are left out of the report')
    .option('--bail', 'stop after the first failure; the checks not yet started are skipped')
    .option('--list', 'print the checks (id, read/write, needs, title) and exit; sends nothing')
    .option('--dry-run', 'print the target and what would run; sends nothing')
    .addOption(
      new Option('--reporter <names>', 'report formats, comma-separated: human, json, junit (one on stdout, the others to --output-json/--output-junit files)')
        .argParser(parseReporters)
        .default(['human'], 'human'),
    )
    .option('--output <file>', 'write the report of the one json or junit reporter (or the human one) to this file; the human lines and summary go to stdout')
    .option('--output-json <file>', 'also write the JSON report to this file (adds the json reporter)')
    .option('--output-junit <file>', 'also write the JUnit XML report to this file (adds the junit reporter)')
    .addOption(new Option('--quiet', 'human report: only the failures and the summary, no line per check'))
    .addOption(new Option('--verbose', "human report: each check's requests (method, path, status, time) under its line").conflicts('quiet'));
}

/** `--grep` as a regular expression (case-insensitive), or a ConfigError. */
export function grepPattern(pattern: string | undefined): RegExp | undefined {
  if (pattern === undefined) return undefined;
  try {
    return new RegExp(pattern, 'i');
  } catch (error) {
    throw new ConfigError(`--grep ${JSON.stringify(pattern)} is not a regular expression (${error instanceof Error ? error.message : 'invalid'})`);
  }
}

/**
 * Checks the options against each other and the environment variables:
 * the target and connection (`resolveConnection`), writes against production
 * need the confirmation flag; the account is looked up (STUDENT_PORTAL_EMAIL /
 * _PASSWORD, or the demo account for --env local), and `requireAccount` says
 * whether a real run may start.
 */
export async function resolveSettings(options: SmokeOptions, variables: EnvSource): Promise<SmokeSettings> {
  const connection = await resolveConnection(options, variables);
  if (options.allowWrites && connection.production && !options.iKnowThisIsProduction) {
    throw new ConfigError(`--allow-writes against --env ${connection.env} changes real data; add --i-know-this-is-production to confirm`);
  }
  return {
    ...connection,
    account: lookupConnectionCredentials(connection, variables),
    writesAllowed: options.allowWrites === true,
    grep: grepPattern(options.grep),
  };
}

/** The settings of a real run: outside the simulator the account must come from the environment (a ConfigError naming what is missing). */
export function requireAccount({ account, ...settings }: SmokeSettings): SmokeConfig {
  if (!account.ok) throw new ConfigError(missingCredentialsText(settings.env, account.missing));
  return { ...settings, credentials: account.credentials, credentialSource: account.source };
}

/** The --help text on targets, precedence, credentials and exit codes. */
export const smokeHelp = `
Target (highest precedence first):
  --base-url URL      every service at that one origin (the simulator serves them all)
  --env local         the simulator: --port, else STUDENT_PORTAL_PORT, else the port
                      a running serve printed, else ${localOrigin}
  --env qa|production the --brand's service bases (src/core/config/brands.ts)
  --env NAME          an environment of --env-file FILE (JSON; it may also override qa
                      and production per brand: docs/smoke.md, Environments in a file)

Credentials come only from ${credentialVariables.email} and ${credentialVariables.password};
with --env local and neither set, the simulator's demo account is used. Passwords,
tokens and cookie values are redacted in every report (docs/smoke.md, Output), and
so is each --secret NAME=VALUE; flags show in ps, so ${secretVariablePrefix}<NAME>=VALUE
in the environment declares a secret unseen.

Network: HTTPS_PROXY, HTTP_PROXY and NO_PROXY (or lowercase) are honoured as curl
does (https falls back to HTTP_PROXY); --proxy URL overrides the first two, NO_PROXY
still applies. Credentials in a proxy URL are redacted, but a flag shows in ps:
put a proxy with a password in HTTPS_PROXY.
--insecure accepts a self-signed or otherwise invalid certificate of the upstream.

Read-only by default: the transport sends GET requests, the login sequence, logout
and GraphQL queries only; any other request fails the run before it is sent.

Exit codes: 0 every check passed (flaky counts as passed), 1 a check failed (a
timeout too: it is named "timed out after N ms"), 2 usage or configuration error,
3 upstream unreachable (every request failed at the connection: refused, DNS,
TLS), 130 interrupted (Ctrl-C or SIGTERM; the reports are still written).`;
