import type { ProgramEntry } from '../api/structs/lists';
import type { Student, StudentAddress } from '../api/structs/student';
import { accountScreens } from '../messages/account';
import { formatIsoDate, parseUpstreamDate } from '../time/calendar';
import { canadianProvinceCodes } from './additional-fields';
import { phoneForUpdate } from './phone-format';
import { leadFormFamily } from './programs';
import type { StudentChanges } from './student-update';
import { displayZip } from './zip-display';
import { unknownTestDate } from './mcat-dates';
import { dayText } from '../messages/formats';

/*
 * Profile overview and Edit Info (account §2, §5): what the cards show and
 * what the Edit Info form starts from and sends.
 */

// access §9: a student without a country is in the US.
const defaultCountry = 'US';

/** account §5: the US and Canada have 10-digit phones and their own zip formats; they also pick a state from a list. */
export const isUsOrCanada = (country: string): boolean => country === 'US' || country === 'CA';

/** account §5/§9: the phone's max length in digits (limitPhoneDigits), 10 for the US and Canada, otherwise 15. */
export const phoneMaxLength = (country: string): number => (isUsOrCanada(country) ? 10 : 15);

/**
 * The states of a country's select: provinces for CA, every other code for the
 * US, none elsewhere (the state list answers codes without their country).
 */
export function statesOfCountry<T extends { code: string }>(states: readonly T[], country: string): T[] {
  if (!isUsOrCanada(country)) return [];
  const canadian = country === 'CA';
  return states.filter((s) => canadianProvinceCodes.has(s.code.trim().toUpperCase()) === canadian);
}

/** The program-list name of a student's target test (currentPOI), or null when unknown. */
export function programName(programs: readonly ProgramEntry[], poi: string | null | undefined): string | null {
  const id = (poi ?? '').trim();
  return (id && programs.find((p) => p.id === id)?.name) || null;
}

/**
 * account §5 "Parent fields only for certain target tests": the pre-college
 * ones (the pc lead-form family, access §3). A parent held for a student whose
 * target test is not pre-college is kept as it is, but not asked for.
 */
export function asksForParent(programNameOrCode: string | null): boolean {
  return programNameOrCode !== null && leadFormFamily(programNameOrCode) === 'pc';
}

/** account §9 MM/DD/YYYY, the "I don't know" text for 2040-12-31, or null when missing or unreadable. */
export function displayTestDate(value: string | null | undefined): string | null {
  const date = parseUpstreamDate(value ?? '');
  if (!date) return null;
  return formatIsoDate(date) === unknownTestDate ? accountScreens.unknownTestDate : dayText(date);
}

const clean = (value: string | null | undefined) => (value ?? '').trim();

/** One line: street, city, state and zip (the empty-zip and sign-up placeholders left out), country; null when all blank. */
export function displayAddress(address: StudentAddress | undefined): string | null {
  if (!address) return null;
  const place = [clean(address.state), displayZip(address.zip, address.country)].filter(Boolean).join(' ');
  const parts = [clean(address.address1), clean(address.city), place, clean(address.country)].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** The Edit Info form's fields, as typed. */
export interface InfoValues {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string;
  parentFirstName: string;
  parentLastName: string;
  parentEmail: string;
}

/** What Edit Info starts from: the student as held, the zip shown blank for 00000 or the country's placeholder (account §5). */
export function infoValues(student: Student): InfoValues {
  const address = student.StudentAddress[0];
  const parent = student.RelationShip[0];
  return {
    firstName: clean(student.firstName),
    lastName: clean(student.lastName),
    address: clean(address?.address1),
    city: clean(address?.city),
    state: clean(address?.state).toUpperCase(),
    zip: displayZip(address?.zip, address?.country).toUpperCase(),
    country: clean(address?.country).toUpperCase() || defaultCountry,
    phone: clean(student.phone1),
    parentFirstName: clean(parent?.parentFirstName),
    parentLastName: clean(parent?.parentLastName),
    parentEmail: clean(parent?.email1),
  };
}

/**
 * The account §7 changes of an Edit Info save. Parent fields go only when
 * the form asked for them; otherwise the held parent rides along unchanged
 * (studentUpdatePayload). The zip's 00000 rule is studentUpdatePayload's.
 */
export function infoChanges(values: InfoValues, withParent: boolean): StudentChanges {
  const changes: StudentChanges = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    streetAddress: values.address.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    zip: values.zip,
    country: values.country.trim(),
    phoneNumber: phoneForUpdate(values.phone),
  };
  if (withParent) {
    changes.parentFirstName = values.parentFirstName.trim();
    changes.parentLastName = values.parentLastName.trim();
    changes.parentEmail = values.parentEmail.trim();
  }
  return changes;
}
