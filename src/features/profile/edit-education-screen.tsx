import { useState } from 'react';
import { updateStudent } from '../../core/api/account';
import { getGraduationYears, getSchools, getStates } from '../../core/api/lists';
import type { State } from '../../core/api/structs/lists';
import type { Student } from '../../core/api/structs/student';
import { accessScreens } from '../../core/messages/access';
import { accountScreens } from '../../core/messages/account';
import { educationGoalsTexts as texts } from '../../core/messages/profile';
import {
  educationChanged,
  educationChanges,
  freeTextSchoolId,
  heldSchoolChoice,
  typedSchoolName,
} from '../../core/rules/profile-education';
import { studentUpdatePayload } from '../../core/rules/student-update';
import { validateSchoolName } from '../../core/validators/contact';
import { usePortal } from '../../lib/portal-services';
import { Loaded } from '../../ui/loaded';
import { SelectField, type SelectOption } from '../../ui/select-field';
import { useLoad } from '../../ui/use-load';
import { EducationSchoolField } from './education-school-field';
import { ProfileForm, ProfileScreen } from './profile-form';

/** /myaccount/profile/updateeducation (account §2, §4, §5, §7). */
export function EditEducationScreen() {
  return (
    <ProfileScreen heading={accountScreens.editEducation}>
      {({ student }) => <EducationLists student={student} />}
    </ProfileScreen>
  );
}

// A held value the list does not offer (an old year, an unlisted state) stays choosable, so the prefill is not lost.
const withHeld = (options: SelectOption[], held: string): SelectOption[] =>
  !held || options.some((o) => o.value === held) ? options : [{ value: held, label: held }, ...options];

function EducationLists({ student }: { student: Student }) {
  const { client } = usePortal();
  const lists = useLoad('education-lists', () => Promise.all([getStates(client), getGraduationYears(client)]));
  return <Loaded load={lists}>{([states, years]) => <EducationForm student={student} states={states} years={years} />}</Loaded>;
}

function EducationForm({ student, states, years }: { student: Student; states: State[]; years: string[] }) {
  const { client } = usePortal();
  const held = student.StudentSchool;
  const heldState = (held?.schoolState ?? '').trim();
  const poi = (student.currentPOI ?? '').trim();
  const [state, setState] = useState(heldState);
  const [year, setYear] = useState((held?.gradYear ?? '').trim());
  // null: untouched, so the school the student holds shows once the state's list is known.
  const [picked, setPicked] = useState<string | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const [nameLeft, setNameLeft] = useState(false);
  // No program of interest or state to ask for: nothing to load, the name is typed.
  const schools = useLoad(poi && state ? `${poi}|${state}` : null, () => getSchools(client, poi, state));
  const loaded = schools.state;
  const list = loaded.kind === 'ready' && loaded.value.length > 0 ? loaded.value : null;
  const sameState = state === heldState;
  const heldChoice = sameState && list ? heldSchoolChoice(held, list) : '';
  const choice = picked ?? heldChoice;
  const heldName = sameState && (!list || heldChoice === freeTextSchoolId) ? (held?.schoolName ?? '') : '';
  const name = typed ?? heldName;
  const changes = loaded.kind === 'loading' ? null : educationChanges({ state, choice, name, year }, list, held);

  function chooseState(value: string) {
    // account §4: a new state clears the chosen school; the button waits for a school.
    setState(value);
    setPicked('');
    setTyped('');
    setNameLeft(false);
  }

  // account §5: the not-on-list text clears on focus (a name saved as that text by older forms).
  function focusName() {
    if (name.trim() === accessScreens.schoolNotOnList) setTyped('');
  }

  async function save() {
    if (!changes) return 'stay' as const;
    await updateStudent(client, studentUpdatePayload(student, changes));
    return 'done' as const;
  }

  return (
    <ProfileForm changed={changes ? educationChanged(changes, held) : true} valid={changes !== null} save={save}>
      <SelectField
        name="schoolState"
        label={texts.schoolStateLabel}
        value={state}
        options={withHeld(states.map((s) => ({ value: s.code, label: s.name })), heldState)}
        placeholder={state ? undefined : texts.selectState}
        onChange={chooseState}
        autoComplete="off"
        required
      />
      <EducationSchoolField
        state={state}
        schools={loaded}
        onRetry={schools.retry}
        choice={choice}
        onChoice={setPicked}
        name={name}
        onName={setTyped}
        onNameFocus={focusName}
        onNameBlur={() => setNameLeft(true)}
        nameError={nameLeft ? validateSchoolName(typedSchoolName(name), { required: true }) : null}
      />
      <SelectField
        name="graduationYear"
        label={texts.graduationYearLabel}
        value={year}
        options={withHeld(years.map((y) => ({ value: y, label: y })), (held?.gradYear ?? '').trim())}
        placeholder={year ? undefined : texts.selectYear}
        onChange={setYear}
        autoComplete="off"
      />
    </ProfileForm>
  );
}
