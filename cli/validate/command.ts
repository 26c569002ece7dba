import { type Command, InvalidArgumentError, Option } from 'commander';
import { type BrandId, brandForHost, brands, getBrand, isBrandId } from '../../src/core/config/brands';
import { exitCodes } from '../shared/exit-codes';
import type { CliIo } from '../shared/io';
import { formRules } from './form-rules';
import { routeRules } from './route-rules';
import { type CliRule, type RuleContext, type RuleOutcome, UsageError } from './types';

export const validateRules: readonly CliRule[] = [...formRules, ...routeRules];

interface ValidateOptions {
  list?: boolean;
  json?: boolean;
  country: string;
  host?: string;
  brand?: BrandId;
  old?: string;
  program?: string;
  form: 'signup' | 'profile';
  deliveryType?: number;
  freeTrial?: boolean;
  loggedIn?: boolean;
}

const parseBrand = (value: string): BrandId => {
  if (!isBrandId(value)) throw new InvalidArgumentError(`use one of: ${Object.keys(brands).join(', ')}`);
  return value;
};

const parseDeliveryType = (value: string): number => {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('a whole number, e.g. 3');
  return Number(value);
};

function listRules(io: CliIo): void {
  const args = (rule: CliRule) => rule.values.map((v) => `<${v}>`).join(' ');
  const nameWidth = Math.max(...validateRules.map((r) => r.name.length));
  const argsWidth = Math.max(...validateRules.map((r) => args(r).length));
  for (const rule of validateRules) {
    io.out(`${rule.name.padEnd(nameWidth)}  ${args(rule).padEnd(argsWidth)}  ${rule.summary}\n`);
  }
}

function contextFrom(options: ValidateOptions, io: CliIo): RuleContext {
  const brand = options.brand
    ? getBrand(options.brand)
    : (options.host && brandForHost(options.host)) || getBrand();
  return {
    brand,
    country: options.country.toUpperCase(),
    host: options.host,
    old: options.old,
    program: options.program,
    form: options.form,
    deliveryType: options.deliveryType,
    freeTrial: options.freeTrial ?? false,
    loggedIn: options.loggedIn ?? false,
    now: io.now(),
  };
}

function report(io: CliIo, rule: CliRule, values: readonly string[], context: RuleContext, outcome: RuleOutcome, json: boolean): void {
  if (json) {
    // One value prints as a string, two as an array; flag-only rules print their flags.
    const { deliveryType, freeTrial, program, loggedIn } = context;
    const input =
      rule.values.length === 0 ? { deliveryType, freeTrial, program: program ?? null, loggedIn } : values.length === 1 ? values[0] : values;
    const { valid, message, value } = outcome;
    io.out(`${JSON.stringify({ rule: rule.name, input, valid, message, value })}\n`);
  } else if (outcome.valid) {
    io.out(`${outcome.value ?? 'valid'}\n`);
  } else {
    io.out(`${outcome.message ?? 'invalid'}\n`);
  }
}

/** `validate <rule> [values...]`: runs one core validator or rule and prints its result. */
export function registerValidate(program: Command, io: CliIo): void {
  program
    .command('validate')
    .description('run one validator or rule of the shared core on a value')
    .argument('[rule]', 'rule name (see --list)')
    .argument('[values...]', 'the value(s) to check')
    .option('--list', 'list the rules and exit')
    .option('--json', 'print {"rule","input","valid","message","value"}')
    .option('--country <code>', 'country for phone and zip rules', 'US')
    .option('--host <host>', 'current host (redirect rule)')
    .addOption(new Option('--brand <id>', 'brand id (main or second)').argParser(parseBrand))
    .option('--old <password>', 'old password (password rule)')
    .option('--program <code>', 'program short name, e.g. GRE, NCLEX')
    .addOption(new Option('--form <form>', 'which form\'s messages (name rules)').choices(['signup', 'profile']).default('signup'))
    .addOption(new Option('--delivery-type <n>', 'delivery type (signup-next-step)').argParser(parseDeliveryType))
    .option('--free-trial', 'the class is a free trial (signup-next-step)')
    .option('--logged-in', 'the visitor is already logged in (signup-next-step)')
    .addHelpText(
      'after',
      '\nExit codes: 0 accepted (prints "valid" or the computed value), 1 rejected (prints the spec\'s message), 2 usage error.',
    )
    .action(async (ruleName: string | undefined, values: string[], options: ValidateOptions) => {
      if (options.list) {
        listRules(io);
        return;
      }
      const fail = (text: string) => {
        io.err(`student-portal validate: ${text}\n`);
        io.setExitCode(exitCodes.usage);
      };
      const rule = validateRules.find((r) => r.name === ruleName);
      if (!rule) {
        fail(ruleName ? `unknown rule "${ruleName}" (see --list)` : 'name a rule (see --list)');
        return;
      }
      if (values.length !== rule.values.length) {
        const expected = rule.values.map((v) => `<${v}>`).join(' ') || 'no values';
        fail(`${rule.name} takes ${expected}`);
        return;
      }
      try {
        const context = contextFrom(options, io);
        const outcome = await rule.run(values, context);
        report(io, rule, values, context, outcome, options.json ?? false);
        io.setExitCode(outcome.valid ? exitCodes.ok : exitCodes.rejected);
      } catch (error) {
        if (!(error instanceof UsageError)) throw error;
        fail(error.message);
      }
    });
}
