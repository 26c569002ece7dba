import { type Command, InvalidArgumentError, Option } from 'commander';
import { type Brand, type BrandId, type ServiceBases, brands, getBrand, isBrandId } from '../../src/core/config/brands';
import { type EnvironmentName, serviceBases } from '../../src/core/config/environment';
import { ConfigError } from './config-error';
import { type CredentialLookup, type CredentialSource, type EnvSource, lookupCredentials, missingCredentialsText } from './credentials';
import { type ProxySettings, readProxySettings } from './proxy-settings';

/**
 * The target and connection options `smoke` and `record` share (#33): which
 * services, as whom, and how requests travel. Each command adds its own
 * options beside them.
 */
export interface ConnectionOptions {
  env: EnvironmentName;
  baseUrl?: string;
  brand: BrandId;
  timeout: number;
  retries: number;
  insecure?: boolean;
}

/** A target and connection once checked: what a command's transport and client are built from. */
export interface Connection {
  /** `--env`. */
  env: EnvironmentName;
  /** Writes against it need `--i-know-this-is-production`. */
  production: boolean;
  brand: Brand;
  /** Every service's base (all at one origin with --base-url or --env local). */
  bases: ServiceBases;
  /** The REST origin (all services there with --base-url or --env local). */
  baseUrl: string;
  /** The proxies requests go through (HTTP_PROXY, HTTPS_PROXY, NO_PROXY). */
  proxy: ProxySettings;
  /** `--insecure`: any TLS certificate of the upstream is accepted. */
  insecure: boolean;
  /** `--timeout`: the limit of one request (of each attempt). */
  timeoutMs: number;
  /** `--retries`: extra attempts of a GET/HEAD after a network error or a timeout. */
  retries: number;
}

/** A whole number from `min` to `max` (commander argument parser). */
export const wholeNumber = (min: number, max: number) => (value: string): number => {
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new InvalidArgumentError(`a whole number from ${min} to ${max}`);
  }
  return Number(value);
};

const parseBrand = (value: string): BrandId => {
  if (!isBrandId(value)) throw new InvalidArgumentError(`use one of: ${Object.keys(brands).join(', ')}`);
  return value;
};

/** What `--base-url` takes: an http(s) origin without path, query or fragment; answers the origin. */
export function originProblem(value: string): string | undefined {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  // Every service sits at this one origin (the simulator's layout), so a path would be ambiguous.
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash) {
    return 'an http(s) origin without path or query, e.g. http://127.0.0.1:4173';
  }
  return undefined;
}

const parseBaseUrl = (value: string): string => {
  const problem = originProblem(value);
  if (problem) throw new InvalidArgumentError(problem);
  return new URL(value).origin;
};

/** Adds the target and connection options to a command (`smoke`, `record`). */
export function addConnectionOptions(command: Command): Command {
  return command
    .addOption(new Option('--env <name>', 'environment whose service bases to use').choices(['local', 'qa', 'production']).default('local'))
    .addOption(new Option('--base-url <url>', "one origin for every service; overrides the --env's URLs").argParser(parseBaseUrl))
    .addOption(new Option('--brand <id>', 'brand id (main or second)').argParser(parseBrand).default('main'))
    .addOption(new Option('--timeout <ms>', 'limit per request in milliseconds').argParser(wholeNumber(1, 600000)).default(10000))
    .addOption(new Option('--retries <n>', 'retries of a network error or a timeout, GET and HEAD requests only').argParser(wholeNumber(0, 10)).default(0))
    .option('--insecure', 'accept any TLS certificate of the upstream (a QA host with a self-signed one); off by default');
}

/**
 * Checks the target and connection options against each other and the
 * environment variables: the service bases of `--env` and `--brand` (or
 * `--base-url`), and the proxy variables. A ConfigError (exit 2) otherwise.
 */
export async function resolveConnection(options: ConnectionOptions, variables: EnvSource): Promise<Connection> {
  const proxy = readProxySettings(variables);
  if ('invalid' in proxy) throw new ConfigError(`${proxy.invalid} is not an http(s) URL (its value is not printed: it may hold credentials)`);
  const bases = serviceBases(options.brand, options.env, options.baseUrl);
  return {
    env: options.env,
    production: options.env === 'production',
    brand: getBrand(options.brand),
    bases,
    baseUrl: bases.rest,
    proxy: proxy.proxy,
    insecure: options.insecure === true,
    timeoutMs: options.timeout,
    retries: options.retries,
  };
}

/** The account a run signs in with, or the lookup's missing variables (see `connectionCredentials`). */
export function lookupConnectionCredentials(connection: Pick<Connection, 'env'>, variables: EnvSource): CredentialLookup {
  return lookupCredentials(connection.env, variables);
}

/**
 * The account a run signs in with: STUDENT_PORTAL_EMAIL and
 * STUDENT_PORTAL_PASSWORD, or for `--env local` with neither set the
 * simulator's demo account. A ConfigError naming the missing variables otherwise.
 */
export function connectionCredentials(
  connection: Pick<Connection, 'env'>,
  variables: EnvSource,
): { credentials: { email: string; password: string }; source: CredentialSource } {
  const found = lookupConnectionCredentials(connection, variables);
  if (!found.ok) throw new ConfigError(missingCredentialsText(connection.env, found.missing));
  return { credentials: found.credentials, source: found.source };
}
