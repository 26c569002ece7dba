import { useState } from 'react';
import { updateStudent } from '../../core/api/account';
import { getMcatTestDates } from '../../core/api/content';
import { getPrograms } from '../../core/api/lists';
import type { Student } from '../../core/api/structs/student';
import { isPortalError } from '../../core/errors';
import { accountScreens } from '../../core/messages/account';
import { educationGoalsTexts as texts } from '../../core/messages/profile';
import { heldGoalDate, isMcatInterest, typedGoalDate } from '../../core/rules/profile-goals';
import { studentUpdatePayload } from '../../core/rules/student-update';
import { type DateOption } from '../../core/rules/test-dates';
import { mcatDateOptions, unknownTestDate } from '../../core/rules/mcat-dates';
import { validateGoalDate } from '../../core/validators/goals';
import { parseIsoDate } from '../../core/time/calendar';
import { type PortalServices, usePortal } from '../../lib/portal-services';
import { Loaded } from '../../ui/loaded';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useField } from '../../ui/use-field';
import { useLoad } from '../../ui/use-load';
import { ProfileForm, ProfileScreen } from './profile-form';
import { brandSite } from '../../core/config/brand-sites';
import { dayText } from '../../core/messages/formats';

/** /myaccount/profile/updategoals (account §2, §5, §7). */
export function EditGoalsScreen() {
  return (
    <ProfileScreen heading={accountScreens.editGoals}>{({ student }) => <GoalsForm student={student} />}</ProfileScreen>
  );
}

/**
 * account §5: the MCAT dropdown's options, or null for the typed date — the
 * student is not an MCAT student, or the content service failed, which
 * account §8 has logged only (the code, nothing of the request).
 */
async function loadMcatOptions({ client, brand, clock }: PortalServices, poi: string): Promise<DateOption[] | null> {
  if (!poi || !isMcatInterest(await getPrograms(client), poi)) return null;
  try {
    const dates = await getMcatTestDates(client, brandSite(brand).contentToken);
    return mcatDateOptions(dates, clock.now());
  } catch (error) {
    console.warn('student-portal: MCAT test dates unavailable', isPortalError(error) ? error.code : 'unexpected');
    return null;
  }
}

function GoalsForm({ student }: { student: Student }) {
  const services = usePortal();
  const poi = (student.currentPOI ?? '').trim();
  const options = useLoad(`goals|${poi}`, () => loadMcatOptions(services, poi));
  const held = heldGoalDate(student.expectedTestDate);
  return (
    <Loaded load={options}>
      {(mcat) => (mcat ? <McatDateForm student={student} held={held} options={mcat} /> : <TypedDateForm student={student} held={held} />)}
    </Loaded>
  );
}

function useSaveTestDate(student: Student) {
  const { client } = usePortal();
  return async (testDate: string) => {
    await updateStudent(client, studentUpdatePayload(student, { testDate }));
    return 'done' as const;
  };
}

function McatDateForm({ student, held, options }: { student: Student; held: string; options: DateOption[] }) {
  const save = useSaveTestDate(student);
  // The date held is preselected when it is offered (the unknown date included).
  const offered = options.some((o) => o.value === held);
  const [value, setValue] = useState(offered ? held : '');
  // A held date that is not an official one is still said, so the student knows what is saved.
  const heldDay = !offered && held ? parseIsoDate(held) : null;
  return (
    <ProfileForm changed={value !== held} valid={value !== ''} save={() => save(value)}>
      {heldDay ? <p className="sp-muted">{texts.currentTestDate(dayText(heldDay))}</p> : null}
      <SelectField
        name="testDate"
        label={texts.testDateLabel}
        value={value}
        options={options}
        placeholder={value ? undefined : texts.selectTestDate}
        onChange={setValue}
        autoComplete="off"
        required
      />
    </ProfileForm>
  );
}

function TypedDateForm({ student, held }: { student: Student; held: string }) {
  const save = useSaveTestDate(student);
  // account §9: the unknown-date sentinel reads as its text, which clears on focus like the school's.
  const shown = held === unknownTestDate ? accountScreens.unknownTestDate : held;
  const date = useField(shown, validateGoalDate);
  return (
    <ProfileForm changed={date.value !== shown} valid={date.problem === null} save={() => save(date.value)}>
      <TextField
        name="testDate"
        label={texts.testDateLabel}
        // account §5: YYYY-MM-DD, 10 characters, auto-formatted as the student types forward.
        placeholder={texts.datePlaceholder}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        required
        format={typedGoalDate}
        onFocus={() => date.value === accountScreens.unknownTestDate && date.set('')}
        {...date.props}
      />
    </ProfileForm>
  );
}
