import type { Command } from 'commander';
import { colourEnabled } from '../shared/colour';
import type { CliIo } from '../shared/io';
import { allChecks } from './checks/catalogue';
import { ConfigError } from '../shared/config-error';
import type { EnvSource } from '../shared/credentials';
import { type SmokeOptions, addSmokeOptions, grepPattern, requireAccount, resolveSettings, smokeHelp } from './options';
import { prepareOutput, resolveOutputs } from './outputs';
import { formatDryRun, formatList, formatListJson } from './plan-output';
import { smokeExitCodes } from './report';
import { PlanError, planRun, selectedChecks } from './schedule';
import { executeSmoke } from './smoke-run';
import { targetsFor } from './targets';
import type { Check } from './checks/types';

/** What `smoke` takes from its surroundings; tests inject each. */
export interface SmokeDeps {
  /** The checks, in run order. Default: the catalogue. */
  checks: readonly Check[];
  /** Environment variables (credentials, targets, NO_COLOR, FORCE_COLOR, TERM). Default: process.env. */
  env: EnvSource;
  /** Subscribes to interrupts and returns the unsubscribe. Default: SIGINT and SIGTERM. */
  interrupts(listener: () => void): () => void;
  /** stdout is a terminal. Default: process.stdout.isTTY. */
  isTty: boolean;
}

/**
 * SIGINT (Ctrl-C) or SIGTERM (a CI cancellation, `timeout`) while a run is in
 * progress: stop scheduling, abort requests, write the reports marked
 * interrupted, exit 130 (#14.5). Once per run: a second signal, after the
 * listener is gone, ends the process as usual.
 */
function onInterruptSignal(listener: () => void): () => void {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const once = () => {
    for (const signal of signals) process.off(signal, once);
    listener();
  };
  for (const signal of signals) process.on(signal, once);
  return () => {
    for (const signal of signals) process.off(signal, once);
  };
}

const defaultDeps = (): SmokeDeps => ({
  checks: allChecks,
  env: process.env,
  interrupts: onInterruptSignal,
  isTty: process.stdout.isTTY === true,
});

/** `smoke`: checks the upstream contract of QA, production or the simulator (issue #4; docs/smoke.md). */
export function registerSmoke(program: Command, io: CliIo, deps: Partial<SmokeDeps> = {}): void {
  const command = program
    .command('smoke')
    .description('check that the upstream services still keep the contract the portal relies on');
  addSmokeOptions(command)
    .addHelpText('after', smokeHelp)
    .action(async (options: SmokeOptions) => {
      const d = { ...defaultDeps(), ...deps };
      const fail = (message: string) => {
        io.err(`student-portal smoke: ${message}\n`);
        io.setExitCode(smokeExitCodes.usage);
      };
      try {
        if (options.list) {
          const plan = planRun(d.checks, { grep: grepPattern(options.grep), writesAllowed: true });
          // JSON for `--reporter json` (without human), else the table.
          const json = options.reporter.includes('json') && !options.reporter.includes('human');
          io.out((json ? formatListJson : formatList)(plan, options.grep !== undefined));
          return;
        }
        const settings = await resolveSettings(options, d.env);
        const outputs = resolveOutputs(options);
        const plan = selectedChecks(planRun(d.checks, { grep: settings.grep, writesAllowed: settings.writesAllowed }));
        if (settings.grep && !plan.some((p) => p.matched)) throw new ConfigError(`--grep ${options.grep ?? ''} matches no check (see --list)`);
        // A dry run sends nothing, so it needs no account: it says which one a real run would use, or what is missing (#33.3).
        if (options.dryRun) {
          io.out(formatDryRun(settings, options, plan));
          return;
        }
        const config = requireAccount(settings);
        for (const file of outputs.files) await prepareOutput(file.path);
        const targets = targetsFor(config.env, d.env, config.targets);
        const colour = colourEnabled(d.isTty, d.env);
        io.setExitCode(await executeSmoke(config, options, plan, io, { targets, interrupts: d.interrupts, colour, outputs }));
      } catch (error) {
        if (error instanceof ConfigError) return fail(error.message);
        if (error instanceof PlanError) return fail(`the check catalogue cannot be scheduled: ${error.message}`);
        throw error;
      }
    });
}
