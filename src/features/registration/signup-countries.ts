import { getCountries } from '../../core/api/lists';
import { signupTexts } from '../../core/messages/registration';
import { defaultSignupCountry } from '../../core/rules/signup-form';
import { usePortal } from '../../lib/portal-services';
import type { SelectOption } from '../../ui/select-field';
import { useLoad } from '../../ui/use-load';

const fallback = (): readonly SelectOption[] => [{ value: defaultSignupCountry, label: signupTexts.fallbackCountryName }];

/**
 * The country select's options (access §7 countryList). Until the list
 * arrives — or when it cannot be loaded — only the US default is offered, so
 * a failed list never blocks signing up.
 */
export function useSignupCountries(): readonly SelectOption[] {
  const { client } = usePortal();
  const { state } = useLoad('countries', () => getCountries(client));
  if (state.kind !== 'ready' || state.value.length === 0) return fallback();
  const loaded = state.value.map((c) => ({ value: c.twoDigitCode.trim().toUpperCase(), label: c.countryName }));
  // The default must stay selectable even when the list leaves it out.
  return loaded.some((o) => o.value === defaultSignupCountry) ? loaded : [...fallback(), ...loaded];
}
