import { useEffect, useState } from 'react';
import { getZipSuggestions } from '../../core/api/lists';
import type { ZipSuggestion } from '../../core/api/structs/lists';
import { registrationDetailTexts } from '../../core/messages/registration';
import { postalCodeQuery, postalCodeQueryDelayMs } from '../../core/rules/additional-fields-postal-code';
import { usePortal } from '../../lib/portal-services';
import { usePortalId } from '../../ui/use-portal-id';
import { TextField } from '../../ui/text-field';

export interface PostalCodeFieldProps {
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  error: string | null;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * A Canadian student's postal code with suggestions (access §7 zipsearch,
 * §9 "uses the value 9"): asked for once 3 characters are typed and typing
 * pauses (services.clock), offered in a native <datalist> so the browser's
 * own keyboard and screen-reader support applies. A failed lookup only
 * means no suggestions; the field still takes any valid code.
 */
export function PostalCodeField({ value, onChange, onBlur, error, inputRef }: PostalCodeFieldProps) {
  const { client, clock } = usePortal();
  const listId = `${usePortalId()}-postal-suggestions`;
  const [suggestions, setSuggestions] = useState<ZipSuggestion[]>([]);
  const query = postalCodeQuery(value);

  useEffect(() => {
    if (!query) return setSuggestions([]);
    let live = true;
    const cancel = clock.setTimeout(() => {
      getZipSuggestions(client, query).then(
        (found) => live && setSuggestions(found),
        () => live && setSuggestions([]),
      );
    }, postalCodeQueryDelayMs);
    return () => {
      live = false;
      cancel();
    };
  }, [client, clock, query]);

  return (
    <>
      <TextField
        name="postalCode"
        label={registrationDetailTexts.postalCodeLabel}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        autoComplete="postal-code"
        maxLength={7}
        list={listId}
        inputRef={inputRef}
      />
      <datalist id={listId}>
        {suggestions.map((s) => (
          <option key={s.zipcode} value={s.zipcode}>
            {[s.city, s.state].filter(Boolean).join(', ')}
          </option>
        ))}
      </datalist>
    </>
  );
}
