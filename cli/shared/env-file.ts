import { readFile } from 'node:fs/promises';
import { type Failure, type Infer, array, boolean, object, optional, record, refine, size, string, validate } from 'superstruct';
import type { BrandId, ServiceBases } from '../../src/core/config/brands';
import { ConfigError } from './config-error';
import { originProblem } from './origin';

/*
 * `--env-file envs.json` (#33.2): environments beside the compiled ones
 * (src/core/config/brands.ts), so a new staging host needs no release —
 * newman's `-e environment.json`, hurl's `--variables-file`. Schema and
 * example: docs/smoke.md, "Environments in a file"; examples/envs.json.
 */

/** An http(s) origin: `--base-url`'s rule, and no credentials in a file. */
const Origin = refine(string(), 'origin', (value) => originProblem(value, { allowUser: false }) ?? true);

const Bases = object({ rest: Origin, api: Origin, identity: Origin, routing: Origin, content: Origin });

const NonBlank = refine(string(), 'non-blank', (value) => value.trim() !== '' || 'a non-blank text');

/** The smoke targets an environment may set (docs/smoke.md, Target environment variables); the variables still win. */
const Targets = object({
  classId: optional(NonBlank),
  zip: optional(NonBlank),
  schoolPoi: optional(NonBlank),
  schoolState: optional(NonBlank),
  canadianZip: optional(NonBlank),
  registrationClassIds: optional(size(array(NonBlank), 1, Infinity)),
  emailDomain: optional(NonBlank),
});

/** Per brand: its own bases (a brand without a block of its own uses `services`). */
const brandBlocks = { main: optional(Bases), second: optional(Bases) } satisfies Record<BrandId, unknown>;

const Environment = object({
  /** The bases of every brand without a block of its own. */
  services: optional(Bases),
  ...brandBlocks,
  /** Writes need --i-know-this-is-production, as for --env production. */
  production: optional(boolean()),
  targets: optional(Targets),
});

const EnvironmentName = refine(string(), 'name', (value) =>
  /^[a-z][a-z0-9-]*$/.test(value) || 'a name of lower-case letters, digits and hyphens, starting with a letter',
);

const EnvFileDocument = object({ environments: record(EnvironmentName, Environment) });

/** The smoke targets of an environment of the file. */
export type EnvironmentTargets = Infer<typeof Targets>;

/** One environment of the file, resolved per brand. */
export interface EnvironmentDefinition {
  /** The brands it defines, each with its bases (`services` filled in). */
  bases: Partial<Record<BrandId, ServiceBases>>;
  production: boolean;
  targets: EnvironmentTargets | undefined;
}

/** An --env-file, read and checked. */
export interface EnvFile {
  /** As given on the command line (error messages name it so). */
  path: string;
  environments: Record<string, EnvironmentDefinition>;
}

const brandIds = Object.keys(brandBlocks) as BrandId[];

/** The fields an object at `path` may hold, for "unknown field" messages. */
function knownFields(path: readonly unknown[]): string[] {
  if (path.length <= 1) return Object.keys(EnvFileDocument.schema);
  if (path.length === 3) return Object.keys(Environment.schema);
  return Object.keys(path[2] === 'targets' ? Targets.schema : Bases.schema);
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

function describeFailure(failure: Failure): string {
  if (failure.type === 'never') return `unknown field; use ${knownFields(failure.path).join(', ')}`;
  if (failure.value === undefined) return 'missing';
  if (failure.refinement) return failure.message;
  return `expected ${article(failure.type)}, got ${JSON.stringify(failure.value)?.slice(0, 60) ?? String(failure.value)}`;
}

/**
 * An env file's text, checked: a ConfigError naming the file and the JSON
 * path of the first problem (`envs.json: environments.staging.main.rest: …`).
 */
export function parseEnvFile(text: string, path: string): EnvFile {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`${path} is not valid JSON (${error instanceof Error ? error.message : 'parse error'})`);
  }
  const [error, parsed] = validate(document, EnvFileDocument);
  if (error) {
    const failure = error.failures()[0] ?? error;
    throw new ConfigError(`${path}: ${failure.path.join('.') || '(root)'}: ${describeFailure(failure)}`);
  }
  const environments: Record<string, EnvironmentDefinition> = {};
  for (const [name, environment] of Object.entries(parsed.environments)) {
    const at = `${path}: environments.${name}`;
    // The simulator's origin follows --port, STUDENT_PORTAL_PORT and a running serve; a file naming it would hide that.
    if (name === 'local') throw new ConfigError(`${at}: local is the simulator and cannot be redefined (use --port or --base-url)`);
    const bases: Partial<Record<BrandId, ServiceBases>> = {};
    for (const brand of brandIds) {
      const own = environment[brand] ?? environment.services;
      if (own) bases[brand] = own;
    }
    if (Object.keys(bases).length === 0) throw new ConfigError(`${at}: give "services" (every brand) or a block per brand (${brandIds.join(', ')})`);
    environments[name] = { bases, production: environment.production === true, targets: environment.targets };
  }
  return { path, environments };
}

/** Reads and checks `--env-file`; a ConfigError when it cannot be read or is not a valid env file. */
export async function readEnvFile(path: string): Promise<EnvFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? ` (${String(error.code)})` : '';
    throw new ConfigError(`cannot read --env-file ${path}${code}`);
  }
  return parseEnvFile(text, path);
}
