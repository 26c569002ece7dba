import { useEffect, useState } from 'react';
import { getCountries } from '../../core/api/lists';
import { signupTexts } from '../../core/messages';
import { defaultSignupCountry } from '../../core/rules/signup-form';
import { usePortal } from '../../lib/portal-services';
import type { SelectOption } from '../../ui/select-field';

const fallback: readonly SelectOption[] = [{ value: defaultSignupCountry, label: signupTexts.fallbackCountryName }];

/**
 * The country select's options (access §7 countryList). Until the list
 * arrives — or when it cannot be loaded — only the US default is offered, so
 * a failed list never blocks signing up.
 */
export function useSignupCountries(): readonly SelectOption[] {
  const { client } = usePortal();
  const [options, setOptions] = useState(fallback);
  useEffect(() => {
    let live = true;
    getCountries(client).then(
      (countries) => {
        if (!live || countries.length === 0) return;
        const loaded = countries.map((c) => ({ value: c.twoDigitCode.trim().toUpperCase(), label: c.countryName }));
        // The default must stay selectable even when the list leaves it out.
        setOptions(loaded.some((o) => o.value === defaultSignupCountry) ? loaded : [...fallback, ...loaded]);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client]);
  return options;
}
