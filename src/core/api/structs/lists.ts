import { type Infer, array, coerce, string, type } from 'superstruct';
import { deferred, id, maybe } from './common';

/*
 * access §3: "Program list entry: id, name, type. Country: twoDigitCode,
 * countryName. School list entry: name mapped to id". Each list answer is a
 * bare JSON array (the wrapping is not shown); state and graduation-year
 * entries are not described and are our choice.
 */

export const Country = deferred(() => type({ twoDigitCode: string(), countryName: string() }));
export type Country = Infer<typeof Country>;
export const CountryList = deferred(() => array(Country));

/** A state: `{ code, name }`, or a bare code string taken as both. */
export const State = deferred(() => coerce(type({ code: string(), name: string() }), string(), (code) => ({ code, name: code })));
export type State = Infer<typeof State>;
export const StateList = deferred(() => array(State));

/** Graduation years as strings (select values), also when sent as numbers. */
export const GraduationYearList = deferred(() => array(id));

export const ProgramEntry = deferred(() => type({ id: id, name: string(), type: maybe(string()) }));
export type ProgramEntry = Infer<typeof ProgramEntry>;
export const ProgramList = deferred(() => array(ProgramEntry));

export const School = deferred(() => type({ id: id, name: string() }));
export type School = Infer<typeof School>;
export const SchoolList = deferred(() => array(School));

/** account §7 zip autosuggest: zipcode, city, state. */
export const ZipSuggestion = deferred(() => type({ zipcode: string(), city: maybe(string()), state: maybe(string()) }));
export type ZipSuggestion = Infer<typeof ZipSuggestion>;

/** access §7 zipsearch answer. */
export const ZipSuggestions = deferred(() => type({ canadaZipSuggestions: array(ZipSuggestion) }));
