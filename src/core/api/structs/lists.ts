import { type Infer, array, coerce, string, type } from 'superstruct';
import { id, maybe } from './common';

/*
 * access §3: "Program list entry: id, name, type. Country: twoDigitCode,
 * countryName. School list entry: name mapped to id". Each list answer is a
 * bare JSON array (the wrapping is not shown); state and graduation-year
 * entries are not described and are our choice.
 */

export const Country = type({ twoDigitCode: string(), countryName: string() });
export type Country = Infer<typeof Country>;
export const CountryList = array(Country);

/** A state: `{ code, name }`, or a bare code string taken as both. */
export const State = coerce(type({ code: string(), name: string() }), string(), (code) => ({ code, name: code }));
export type State = Infer<typeof State>;
export const StateList = array(State);

/** Graduation years as strings (select values), also when sent as numbers. */
export const GraduationYearList = array(id);

export const ProgramEntry = type({ id: id, name: string(), type: maybe(string()) });
export type ProgramEntry = Infer<typeof ProgramEntry>;
export const ProgramList = array(ProgramEntry);

export const School = type({ id: id, name: string() });
export type School = Infer<typeof School>;
export const SchoolList = array(School);

/** account §7 zip autosuggest: zipcode, city, state. */
export const ZipSuggestion = type({ zipcode: string(), city: maybe(string()), state: maybe(string()) });
export type ZipSuggestion = Infer<typeof ZipSuggestion>;

/** access §7 zipsearch answer. */
export const ZipSuggestions = type({ canadaZipSuggestions: array(ZipSuggestion) });
