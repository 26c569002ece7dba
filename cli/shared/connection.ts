import { type Command, InvalidArgumentError, Option } from 'commander';
import { type Brand, type BrandId, type ServiceBases, brands, getBrand, isBrandId } from '../../src/core/config/brands';
import { serviceBases, singleOriginBases } from '../../src/core/config/environment';
import { ConfigError } from './config-error';
import { type CredentialLookup, type CredentialSource, type EnvSource, lookupCredentials, missingCredentialsText } from './credentials';
import { type EnvFile, type EnvironmentTargets, readEnvFile } from './env-file';
import { resolveLocalTarget } from './local-origin';
import { originProblem } from './origin';
import { type ProxySettings, proxyFromFlag, readProxySettings } from './proxy-settings';

/**
 * The target and connection options `smoke` and `record` share (#33): which
 * services, as whom, and how requests travel. Each command adds its own
 * options beside them.
 */
export interface ConnectionOptions {
  /** local, qa, production, or a name the --env-file defines. */
  env: string;
  envFile?: string;
  baseUrl?: string;
  brand: BrandId;
  /** `--port`: the simulator's port for --env local. */
  port?: number;
  timeout: number;
  retries: number;
  /** `--retry-interval`: the base of the exponential pauses between attempts. */
  retryInterval: number;
  /** `--proxy`: the proxy of every request, over the variables ('' for none); checked by resolveConnection, never echoed. */
  proxy?: string;
  /** `--secret NAME=VALUE`, each as given (repeatable); checked by resolveConnection, never echoed. */
  secret?: string[];
  insecure?: boolean;
}

/** A target and connection once checked: what a command's transport and client are built from. */
export interface Connection {
  /** `--env`: local, qa, production or a name of the --env-file. */
  env: string;
  /** Writes against it need `--i-know-this-is-production` (--env production, or `"production": true` in the env file). */
  production: boolean;
  brand: Brand;
  /** Every service's base (all at one origin with --base-url or --env local). */
  bases: ServiceBases;
  /** The REST origin (all services there with --base-url or --env local). */
  baseUrl: string;
  /** For --env local without --base-url: what chose the simulator's port (`--port 4601`, `STUDENT_PORTAL_PORT`, `the serve of pid 123`, `default`). */
  localFrom: string | undefined;
  /** The proxies requests go through (`--proxy`, or HTTP_PROXY and HTTPS_PROXY; NO_PROXY). */
  proxy: ProxySettings;
  /** `--insecure`: any TLS certificate of the upstream is accepted. */
  insecure: boolean;
  /** The values of `--secret NAME=VALUE` and STUDENT_PORTAL_SECRET_<NAME>: redacted like the password everywhere. */
  secrets: string[];
  /** Their names, each once, in order (`--dry-run` lists them). */
  secretNames: string[];
  /** `--timeout`: the limit of one request (of each attempt). */
  timeoutMs: number;
  /** `--retries`: extra attempts of a GET/HEAD after a network error or a timeout. */
  retries: number;
  /** `--retry-interval`: the pause after attempt n is 2^n times it, halved plus up to the other half at random, at most 30 s. */
  retryIntervalMs: number;
  /** The smoke targets the --env-file gives the environment (the variables still win). */
  targets: EnvironmentTargets | undefined;
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

/** `--base-url`: an http(s) origin without path, query or fragment; answers the origin. */
const parseBaseUrl = (value: string): string => {
  const problem = originProblem(value);
  if (problem) throw new InvalidArgumentError(problem);
  return new URL(value).origin;
};

/** Adds the target and connection options to a command (`smoke`, `record`). */
export function addConnectionOptions(command: Command): Command {
  return command
    .addOption(new Option('--env <name>', 'environment whose service bases to use: local, qa, production, or one the --env-file defines').default('local'))
    .option('--env-file <file>', 'JSON file of environments that adds to or overrides the compiled ones, per brand (docs/smoke.md)')
    .addOption(new Option('--base-url <url>', "one origin for every service; overrides the --env's URLs").argParser(parseBaseUrl))
    .addOption(new Option('--brand <id>', 'brand id (main or second)').argParser(parseBrand).default('main'))
    .addOption(new Option('--port <port>', "the simulator's port for --env local (default: STUDENT_PORTAL_PORT, the port a running serve printed, or 4173)").argParser(wholeNumber(1, 65535)))
    .addOption(new Option('--timeout <ms>', 'limit per request in milliseconds').argParser(wholeNumber(1, 600000)).default(10000))
    .addOption(new Option('--retries <n>', 'retries of a network error or a timeout, GET and HEAD requests only').argParser(wholeNumber(0, 10)).default(0))
    .addOption(
      new Option('--retry-interval <ms>', 'base of the pauses between retries: the nth waits 2^n times it, with jitter (half to all of it), at most 30 s')
        .argParser(wholeNumber(0, 30000))
        .default(50),
    )
    // No argument parser: commander would print a refused value, and a proxy URL may hold a password.
    .option('--proxy <url>', "proxy of every request, over HTTP(S)_PROXY (NO_PROXY still applies; '' for none); visible in ps: prefer HTTPS_PROXY for one with a password")
    .option(
      '--secret <NAME=VALUE>',
      `a value to redact like the password in every output (repeatable); visible in ps: prefer ${secretVariablePrefix}<NAME>=VALUE in the environment`,
      (spec: string, previous: string[] = []) => [...previous, spec],
    )
    .option('--insecure', 'accept any TLS certificate of the upstream (a QA host with a self-signed one); off by default');
}

/** Variables that declare a secret as `--secret` does: STUDENT_PORTAL_SECRET_<NAME>=VALUE (kept out of `ps`). */
export const secretVariablePrefix = 'STUDENT_PORTAL_SECRET_';

const secretName = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The secrets of `--secret NAME=VALUE` (in order), then of the
 * STUDENT_PORTAL_SECRET_<NAME> variables that are not blank. A malformed
 * `--secret` is a ConfigError that prints no part of it: a mistyped one may
 * be all value.
 */
export function declaredSecrets(specs: readonly string[], variables: EnvSource): { name: string; value: string }[] {
  const secrets = specs.map((spec, index) => {
    const eq = spec.indexOf('=');
    const name = spec.slice(0, Math.max(0, eq));
    const value = spec.slice(eq + 1);
    if (eq < 0 || !secretName.test(name) || value === '') {
      throw new ConfigError(
        `--secret takes NAME=VALUE: NAME of letters, digits and _ not starting with a digit, VALUE not empty (--secret number ${index + 1} is not; it is not printed)`,
      );
    }
    return { name, value };
  });
  for (const [variable, value] of Object.entries(variables)) {
    const name = variable.slice(secretVariablePrefix.length);
    if (variable.startsWith(secretVariablePrefix) && secretName.test(name) && value) secrets.push({ name, value });
  }
  return secrets;
}

/** The compiled environments (src/core/config/brands.ts); `local` is the simulator. */
const compiledEnvironments = ['local', 'qa', 'production'] as const;

const names = (list: readonly string[]) => (list.length > 1 ? `${list.slice(0, -1).join(', ')} or ${list.at(-1) ?? ''}` : list.join(''));

/** The service bases of `--env` for `--brand`, whether writes there count as production, and the file's targets. */
function environmentOf(env: string, brand: BrandId, file: EnvFile | undefined): { bases: ServiceBases; production: boolean; targets: EnvironmentTargets | undefined } {
  const defined = file?.environments[env];
  const own = defined?.bases[brand];
  if (own) return { bases: own, production: env === 'production' || defined.production, targets: defined.targets };
  if (env === 'local' || env === 'qa' || env === 'production') {
    // A file that overrides qa for one brand leaves the other brand its compiled qa.
    return { bases: serviceBases(brand, env), production: env === 'production' || defined?.production === true, targets: defined?.targets };
  }
  if (defined && file) {
    const brandsDefined = Object.keys(defined.bases);
    throw new ConfigError(
      `${file.path} defines --env ${env} for brand ${names(brandsDefined)} only; add "${brand}" or "services" to environments.${env}`,
    );
  }
  const known = [...compiledEnvironments, ...Object.keys(file?.environments ?? {}).filter((name) => !(compiledEnvironments as readonly string[]).includes(name))];
  throw new ConfigError(
    `unknown --env ${env}: use ${names(known)}${file ? '' : ', or define it in an --env-file (docs/smoke.md, Environments in a file)'}`,
  );
}

/**
 * Checks the target and connection options against each other and the
 * environment variables: the service bases of `--env` (compiled, or from the
 * `--env-file`) and `--brand`, or `--base-url`; the proxy variables. A
 * ConfigError (exit 2) otherwise.
 */
export async function resolveConnection(options: ConnectionOptions, variables: EnvSource): Promise<Connection> {
  const proxy = options.proxy === undefined ? readProxySettings(variables) : proxyFromFlag(options.proxy, variables);
  if ('invalid' in proxy) throw new ConfigError(`${proxy.invalid} is not an http(s) URL (its value is not printed: it may hold credentials)`);
  if (options.port !== undefined && options.env !== 'local') throw new ConfigError('--port is for --env local (the simulator); use --base-url for another host');
  const file = options.envFile === undefined ? undefined : await readEnvFile(options.envFile);
  // The environment must be known even with --base-url: it decides the targets and the production guard.
  const environment = environmentOf(options.env, options.brand, file);
  // --env local: --port, STUDENT_PORTAL_PORT, a running serve, 4173 — all below --base-url (#33.3).
  const local = options.env === 'local' && !options.baseUrl ? await resolveLocalTarget(options.port, variables) : undefined;
  const bases = options.baseUrl ? singleOriginBases(options.baseUrl) : local ? singleOriginBases(local.origin) : environment.bases;
  const secrets = declaredSecrets(options.secret ?? [], variables);
  return {
    env: options.env,
    production: environment.production,
    brand: getBrand(options.brand),
    bases,
    baseUrl: bases.rest,
    localFrom: local?.from,
    proxy: proxy.proxy,
    insecure: options.insecure === true,
    secrets: secrets.map((s) => s.value),
    secretNames: [...new Set(secrets.map((s) => s.name))],
    timeoutMs: options.timeout,
    retries: options.retries,
    retryIntervalMs: options.retryInterval,
    targets: environment.targets,
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
