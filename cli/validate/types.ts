import type { Brand } from '../../src/core/config/brands';

/** What a rule may need beyond its value(s): filled from the command's options. */
export interface RuleContext {
  brand: Brand;
  country: string;
  host: string | undefined;
  old: string | undefined;
  program: string | undefined;
  form: 'signup' | 'profile';
  deliveryType: number | undefined;
  freeTrial: boolean;
  loggedIn: boolean;
  now: Date;
}

export interface RuleOutcome {
  valid: boolean;
  /** The spec's message when rejected, else null. */
  message: string | null;
  /** The computed value when the rule computes one (route, label, normalised input). */
  value: string | null;
}

export interface CliRule {
  name: string;
  summary: string;
  /** Names of the positional values, e.g. ['start', 'end']; empty for flag-only rules. */
  values: readonly string[];
  run(values: readonly string[], context: RuleContext): RuleOutcome | Promise<RuleOutcome>;
}

/** A problem with how the command was called (exit 2), not with the value. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export const accepted = (value: string | null = null): RuleOutcome => ({ valid: true, message: null, value });

/** A validator's `string | null` as an outcome. */
export const fromMessage = (message: string | null, value: string | null = null): RuleOutcome =>
  message === null ? accepted(value) : { valid: false, message, value };
