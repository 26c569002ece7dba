import { useEffect, useState } from 'react';
import { getCountries, getGraduationYears, getPrograms, getSchools, getStates } from '../../core/api/lists';
import type { Country, ProgramEntry, School, State } from '../../core/api/structs/lists';
import { additionalFieldsByFamily } from '../../core/rules/additional-fields';
import type { LeadFormFamily } from '../../core/rules/programs';
import { usePortal } from '../../lib/portal-services';
import { failureText } from '../../ui/use-submission';

/** The option lists of one family's form (access §7 lists); a list the form does not use stays empty. */
export interface AdditionalFieldsLists {
  graduationYears: string[];
  programs: ProgramEntry[];
  states: State[];
  countries: Country[];
}

export type ListsState =
  | { kind: 'loading' }
  | { kind: 'ready'; lists: AdditionalFieldsLists }
  | { kind: 'failed'; message: string };

const none = <T>(): Promise<T[]> => Promise.resolve([]);

/** Loads the lists a family's form needs, all or nothing; `retry` asks again after a failure. */
export function useAdditionalFieldsLists(family: LeadFormFamily | null) {
  const { client } = usePortal();
  const [state, setState] = useState<ListsState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!family) return undefined;
    const fields: readonly string[] = additionalFieldsByFamily[family];
    const hasSchools = fields.includes('schoolLocation');
    let live = true;
    setState({ kind: 'loading' });
    Promise.all([
      fields.includes('graduationYear') ? getGraduationYears(client) : none<string>(),
      hasSchools ? getPrograms(client) : none<ProgramEntry>(),
      hasSchools ? getStates(client) : none<State>(),
      fields.includes('country') ? getCountries(client) : none<Country>(),
    ]).then(
      ([graduationYears, programs, states, countries]) =>
        live && setState({ kind: 'ready', lists: { graduationYears, programs, states, countries } }),
      (error: unknown) => live && setState({ kind: 'failed', message: failureText(error) }),
    );
    return () => {
      live = false;
    };
  }, [client, family, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}

export type SchoolsState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; schools: School[] }
  | { kind: 'failed'; message: string };

/** The schools of a program of interest in a state (access §7 schoolList); idle until a state is chosen. */
export function useSchools(poi: string | null, state: string | null) {
  const { client } = usePortal();
  const [schools, setSchools] = useState<SchoolsState>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!state) return setSchools({ kind: 'idle' });
    // No program of interest to ask for: only "not on the list" is left to choose.
    if (!poi) return setSchools({ kind: 'ready', schools: [] });
    let live = true;
    setSchools({ kind: 'loading' });
    getSchools(client, poi, state).then(
      (list) => live && setSchools({ kind: 'ready', schools: list }),
      (error: unknown) => live && setSchools({ kind: 'failed', message: failureText(error) }),
    );
    return () => {
      live = false;
    };
  }, [client, poi, state, attempt]);

  return { schools, retry: () => setAttempt((n) => n + 1) };
}
