import { routeForSearch } from '../../src/core/rules/class-search';
import { resolveRedirect } from '../../src/core/rules/redirect';
import { signupNextStep } from '../../src/core/rules/signup-next-step';
import { type CliRule, UsageError, accepted } from './types';

/** Routing rules of access §2 and §4 that compute a destination. */
export const routeRules: readonly CliRule[] = [
  {
    name: 'redirect',
    summary: 'safe redirect target (--brand, --host); refused targets resolve to the login page',
    values: ['target'],
    run: (values, context) => {
      const result = resolveRedirect(values[0] ?? '', { brand: context.brand, currentHost: context.host });
      return result.safe
        ? accepted(result.target)
        : { valid: false, message: result.target, value: result.target };
    },
  },
  {
    name: 'class-search',
    summary: 'header search: class code → /class/{code}, else /search?q=',
    values: ['text'],
    run: (values) => accepted(routeForSearch(values[0] ?? '')),
  },
  {
    name: 'signup-next-step',
    summary: 'screen after sign-up (--delivery-type, --free-trial, --program, --logged-in)',
    values: [],
    run: (_values, context) => {
      if (context.deliveryType === undefined) throw new UsageError('signup-next-step needs --delivery-type <n>');
      return accepted(
        signupNextStep({
          deliveryType: context.deliveryType,
          isFreeTrial: context.freeTrial,
          programCode: context.program ?? '',
          loggedIn: context.loggedIn,
        }),
      );
    },
  },
];
