import type { School } from '../api/structs/lists';
import type { StudentSchool } from '../api/structs/student';
import { accessScreens } from '../messages/access';
import { validateSchoolName } from '../validators/contact';

/** account §5 Education: the schoolId of a school typed as free text; also the value of the not-on-list choice. */
export const freeTextSchoolId = '1';

/** What the Education form holds: `choice` is a listed school's id, `freeTextSchoolId`, or '' (none picked). */
export interface EducationDraft {
  state: string;
  choice: string;
  name: string;
  year: string;
}

/** The account §7 Education fields of the student data update. */
export interface EducationChanges {
  schoolId: string;
  schoolName: string;
  schoolState: string;
  graduationYear: string;
}

const text = (value: string | null | undefined): string => (value ?? '').trim();

/**
 * The school select's value for the school the student holds, once the
 * state's list is known: its id when listed, else the not-on-list choice when
 * a name is held (a typed school), else nothing picked.
 */
export function heldSchoolChoice(held: StudentSchool | null | undefined, schools: readonly School[]): string {
  const id = text(held?.schoolId);
  if (id && schools.some((s) => s.id === id)) return id;
  return text(held?.schoolName) ? freeTextSchoolId : '';
}

/**
 * account §5: a name that still reads as the not-on-list option was never
 * typed (older records saved the option's text as the name); it counts as empty.
 */
export function typedSchoolName(value: string): string {
  const name = value.trim();
  return name === accessScreens.schoolNotOnList ? '' : name;
}

/**
 * account §4/§5/§7: the Education update a draft stands for, or null while a
 * state or a school is missing (§4: the button waits for a school) or the
 * typed name fails its rule (max 100). `schools` is the state's list, or null
 * when there is none to pick from (empty, or it failed to load): the name is
 * then typed. A typed school gets schoolId "1" (§5), except that the very name
 * and state the student holds keep their id, so an unchanged school stays
 * unchanged when the list is unavailable.
 */
export function educationChanges(
  draft: EducationDraft,
  schools: readonly School[] | null,
  held: StudentSchool | null | undefined,
): EducationChanges | null {
  const schoolState = draft.state.trim();
  const graduationYear = draft.year.trim();
  if (!schoolState) return null;
  if (schools && schools.length > 0 && draft.choice !== freeTextSchoolId) {
    const school = schools.find((s) => s.id === draft.choice);
    return school ? { schoolId: school.id, schoolName: school.name, schoolState, graduationYear } : null;
  }
  const schoolName = typedSchoolName(draft.name);
  if (!schoolName || validateSchoolName(schoolName) !== null) return null;
  const keepsHeld = schoolName === text(held?.schoolName) && schoolState === text(held?.schoolState) && text(held?.schoolId);
  return { schoolId: keepsHeld ? text(held?.schoolId) : freeTextSchoolId, schoolName, schoolState, graduationYear };
}

/** account §4: whether the update differs from the school the student holds. */
export function educationChanged(changes: EducationChanges, held: StudentSchool | null | undefined): boolean {
  return (
    changes.schoolId !== text(held?.schoolId) ||
    changes.schoolName !== text(held?.schoolName) ||
    changes.schoolState !== text(held?.schoolState) ||
    changes.graduationYear !== text(held?.gradYear)
  );
}
