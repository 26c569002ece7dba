import { type Command, InvalidArgumentError, Option } from 'commander';
import { type Brand, type BrandId, type ServiceBases, brands, getBrand, isBrandId } from '../../src/core/config/brands';
import { type EnvironmentName, localOrigin, serviceBases } from '../../src/core/config/environment';
import { credentialVariables, type EnvSource, smokeCredentials } from './credentials';
import { type ProxySettings, readProxySettings } from './dispatcher';

/** The options commander parses for `smoke`. */
export interface SmokeOptions {
  env: EnvironmentName;
  baseUrl?: string;
  brand: BrandId;
  allowWrites?: boolean;
  iKnowThisIsProduction?: boolean;
  timeout: number;
  retries: number;
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
  insecure?: boolean;
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

/** A run's settings once checked: target, account and switches. */
export interface SmokeConfig {
  env: EnvironmentName;
  brand: Brand;
  bases: ServiceBases;
  /** The REST origin (all services there with --base-url or --env local). */
  baseUrl: string;
  credentials: { email: string; password: string };
  credentialSource: 'environment' | 'demo account';
  writesAllowed: boolean;
  grep: RegExp | undefined;
  /** HTTP_PROXY / HTTPS_PROXY / NO_PROXY of the environment. */
  proxy: ProxySettings;
  /** `--insecure`: any TLS certificate of the upstream is accepted. */
  insecure: boolean;
}

/** A usage or configuration error: exit 2, before any request. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const wholeNumber = (min: number, max: number) => (value: string): number => {
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new InvalidArgumentError(`a whole number from ${min} to ${max}`);
  }
  return Number(value);
};

const parseBrand = (value: string): BrandId => {
  if (!isBrandId(value)) throw new InvalidArgumentError(`use one of: ${Object.keys(brands).join(', ')}`);
  return value;
};

const parseBaseUrl = (value: string): string => {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  // Every service sits at this one origin (the simulator's layout), so a path would be ambiguous.
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash) {
    throw new InvalidArgumentError('an http(s) origin without path or query, e.g. http://127.0.0.1:4173');
  }
  return url.origin;
};

/** Adds the options of `smoke` to its command. */
export function addSmokeOptions(command: Command): Command {
  return command
    .addOption(new Option('--env <name>', 'environment whose service bases to check').choices(['local', 'qa', 'production']).default('local'))
    .addOption(new Option('--base-url <url>', "one origin for every service; overrides the --env's URLs").argParser(parseBaseUrl))
    .addOption(new Option('--brand <id>', 'brand id (main or second)').argParser(parseBrand).default('main'))
    .option('--allow-writes', 'also run the checks that change data (sign-up, registrations, profile, cases, make-up)')
    .option('--i-know-this-is-production', 'confirm --allow-writes with --env production')
    .addOption(new Option('--timeout <ms>', 'limit per request in milliseconds').argParser(wholeNumber(1, 600000)).default(10000))
    .addOption(new Option('--retries <n>', 'retries of a network error or a timeout, GET and HEAD requests only').argParser(wholeNumber(0, 10)).default(0))
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
    .addOption(new Option('--verbose', "human report: each check's requests (method, path, status, time) under its line").conflicts('quiet'))
    .option('--insecure', 'accept any TLS certificate of the upstream (a QA host with a self-signed one); off by default');
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
 * writes against production need the confirmation flag, and outside the
 * simulator the account must come from STUDENT_PORTAL_EMAIL / _PASSWORD.
 */
export function resolveConfig(options: SmokeOptions, variables: EnvSource): SmokeConfig {
  if (options.allowWrites && options.env === 'production' && !options.iKnowThisIsProduction) {
    throw new ConfigError('--allow-writes against --env production changes real data; add --i-know-this-is-production to confirm');
  }
  const grep = grepPattern(options.grep);
  const found = smokeCredentials(options.env, variables);
  if (!found.ok) {
    const names = found.missing.join(' and ');
    throw new ConfigError(
      `set ${names} in the environment for --env ${options.env} (credentials are never taken from flags; ` +
        `only --env local defaults to the simulator's demo account)`,
    );
  }
  const proxy = readProxySettings(variables);
  if ('invalid' in proxy) throw new ConfigError(`${proxy.invalid} is not an http(s) URL (its value is not printed: it may hold credentials)`);
  const bases = serviceBases(options.brand, options.env, options.baseUrl);
  return {
    env: options.env,
    brand: getBrand(options.brand),
    bases,
    baseUrl: bases.rest,
    credentials: found.credentials,
    credentialSource: found.source,
    writesAllowed: options.allowWrites === true,
    grep,
    proxy: proxy.proxy,
    insecure: options.insecure === true,
  };
}

/** The --help text on targets, precedence, credentials and exit codes. */
export const smokeHelp = `
Target (highest precedence first):
  --base-url URL      every service at that one origin (the simulator serves them all)
  --env local         the simulator at ${localOrigin}
  --env qa|production the --brand's service bases (src/core/config/brands.ts)

Credentials come only from ${credentialVariables.email} and ${credentialVariables.password};
with --env local and neither set, the simulator's demo account is used. Passwords,
tokens and cookie values are redacted in every report (docs/smoke.md, Output).

Network: HTTPS_PROXY, HTTP_PROXY and NO_PROXY (or lowercase) are honoured as curl
does (https falls back to HTTP_PROXY); credentials in a proxy URL are redacted.
--insecure accepts a self-signed or otherwise invalid certificate of the upstream.

Read-only by default: the transport sends GET requests, the login sequence, logout
and GraphQL queries only; any other request fails the run before it is sent.

Exit codes: 0 every check passed (flaky counts as passed), 1 a check failed,
2 usage or configuration error, 3 upstream unreachable (no request got an HTTP
answer), 130 interrupted (Ctrl-C or SIGTERM; the reports are still written).`;
