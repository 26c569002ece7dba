import { updateStudent } from '../../core/api/account';
import type { Country, ProgramEntry, State } from '../../core/api/structs/lists';
import { accessScreens } from '../../core/messages/access';
import { accountScreens } from '../../core/messages/account';
import { profileTexts } from '../../core/messages/profile';
import { registrationDetailTexts } from '../../core/messages/registration';
import {
  asksForParent,
  infoChanges,
  infoValues,
  isUsOrCanada,
  phoneMaxLength,
  programName,
  statesOfCountry,
} from '../../core/rules/profile-info';
import { studentUpdatePayload } from '../../core/rules/student-update';
import { limitPhoneDigits } from '../../core/rules/phone-format';
import { contactMaxLength, validateAddress, validateCity, validatePhone, validateZip } from '../../core/validators/contact';
import { maxEmailLength } from '../../core/validators/email';
import {
  nameMaxLength,
  validateFirstName,
  validateLastName,
  validateParentEmail,
  validateParentFirstName,
  validateParentLastName,
} from '../../core/validators/names';
import { pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { PortalLink } from '../../ui/portal-link';
import { type SelectOption, SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { type Field, useField } from '../../ui/use-field';
import { ProfileForm } from './profile-form';
import type { AccountScreenData } from '../../ui/use-account-data';

/** The option lists Edit Info needs (account §7 "states, countries, … program list"). */
export interface InfoLists {
  countries: Country[];
  states: State[];
  programs: ProgramEntry[];
}

const anything = () => null;

/** A select's options, with the held value kept when the list does not offer it (odd data stays visible). */
function withHeld(options: SelectOption[], held: string): SelectOption[] {
  return held && !options.some((o) => o.value === held) ? [{ value: held, label: held }, ...options] : options;
}

/**
 * Edit Info (account §5): name, address, country, phone and, for pre-college
 * target tests, the parent. The email and the shipping address are not
 * edited here. Saving sends the whole student record with the changes
 * (account §7 student data update) and returns to the profile.
 */
export function InfoForm({ data: { student }, lists }: { data: AccountScreenData; lists: InfoLists }) {
  const { client } = usePortal();
  const initial = infoValues(student);
  const withParent = asksForParent(programName(lists.programs, student.currentPOI));
  const country = useField(initial.country, anything);
  const countryCode = country.value;
  const firstName = useField(initial.firstName, (v) => validateFirstName(v, { context: 'profile' }));
  const lastName = useField(initial.lastName, (v) => validateLastName(v, { context: 'profile' }));
  const address = useField(initial.address, validateAddress);
  const city = useField(initial.city, validateCity);
  const state = useField(initial.state, anything);
  const zip = useField(initial.zip, (v) => validateZip(v, { country: countryCode }));
  const phone = useField(initial.phone, (v) => validatePhone(v, { country: countryCode }));
  const parentFirstName = useField(initial.parentFirstName, validateParentFirstName);
  const parentLastName = useField(initial.parentLastName, validateParentLastName);
  const parentEmail = useField(initial.parentEmail, validateParentEmail);

  const own: [keyof typeof initial, Field][] = [
    ['firstName', firstName],
    ['lastName', lastName],
    ['address', address],
    ['city', city],
    ['state', state],
    ['zip', zip],
    ['country', country],
    ['phone', phone],
  ];
  const parent: [keyof typeof initial, Field][] = [
    ['parentFirstName', parentFirstName],
    ['parentLastName', parentLastName],
    ['parentEmail', parentEmail],
  ];
  const shown = withParent ? [...own, ...parent] : own;
  const changed = shown.some(([key, f]) => f.value.trim() !== initial[key]);
  const valid = shown.every(([, f]) => f.problem === null);

  async function save() {
    const values = { ...initial };
    for (const [key, f] of shown) values[key] = f.value;
    await updateStudent(client, studentUpdatePayload(student, infoChanges(values, withParent)));
    return 'done' as const;
  }

  function pickCountry(code: string) {
    country.set(code);
    // Another country has other states, and other zip and phone formats: say so at once.
    state.set('');
    zip.touch();
    phone.touch();
  }

  const countryOptions = withHeld(
    lists.countries.map((c) => ({ value: c.twoDigitCode.trim().toUpperCase(), label: c.countryName })),
    initial.country,
  );
  const stateOptions = statesOfCountry(lists.states, countryCode).map((s) => ({ value: s.code.trim().toUpperCase(), label: s.name }));

  return (
    <ProfileForm changed={changed} valid={valid} save={save}>
      <TextField name="firstName" label={profileTexts.firstName} autoComplete="given-name" maxLength={nameMaxLength.first} required {...firstName.props} />
      <TextField name="lastName" label={profileTexts.lastName} autoComplete="family-name" maxLength={nameMaxLength.last} required {...lastName.props} />
      <div className="sp-field">
        <span className="sp-label">{accessScreens.emailLabel}</span>
        <p className="sp-readonly">{student.email}</p>
        <p className="sp-muted">
          {profileTexts.emailNote} <PortalLink href={pathTo('updateEmail')}>{accountScreens.editEmail}</PortalLink>
        </p>
      </div>
      <TextField name="address" label={profileTexts.address} autoComplete="address-line1" maxLength={contactMaxLength.address} {...address.props} />
      <TextField name="city" label={profileTexts.city} autoComplete="address-level2" maxLength={contactMaxLength.city} {...city.props} />
      <SelectField
        name="country"
        label={profileTexts.country}
        autoComplete="country"
        options={countryOptions}
        value={countryCode}
        onChange={pickCountry}
      />
      {isUsOrCanada(countryCode) ? (
        <SelectField
          name="state"
          label={profileTexts.state}
          autoComplete="address-level1"
          placeholder={profileTexts.selectState}
          options={withHeld(stateOptions, state.value)}
          value={state.value}
          onChange={state.set}
        />
      ) : null}
      <TextField
        name="zip"
        label={profileTexts.zip}
        autoComplete="postal-code"
        maxLength={contactMaxLength.zip}
        {...zip.props}
        onChange={(value) => zip.set(value.toUpperCase())}
      />
      <TextField
        name="phone"
        label={profileTexts.phone}
        type="tel"
        autoComplete="tel"
        // The max length counts digits, not the spaces and brackets around them (issue 13 item 14).
        format={(_previous, next) => limitPhoneDigits(next, phoneMaxLength(countryCode))}
        {...phone.props}
      />
      {withParent ? (
        <>
          <TextField
            name="parentFirstName"
            label={registrationDetailTexts.parentFirstNameLabel}
            autoComplete="section-parent given-name"
            maxLength={nameMaxLength.first}
            required
            {...parentFirstName.props}
          />
          <TextField
            name="parentLastName"
            label={registrationDetailTexts.parentLastNameLabel}
            autoComplete="section-parent family-name"
            maxLength={nameMaxLength.last}
            required
            {...parentLastName.props}
          />
          <TextField
            name="parentEmail"
            label={registrationDetailTexts.parentEmailLabel}
            type="email"
            autoComplete="section-parent email"
            maxLength={maxEmailLength}
            required
            {...parentEmail.props}
          />
        </>
      ) : null}
    </ProfileForm>
  );
}
