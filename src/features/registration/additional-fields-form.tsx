import { useMemo, useRef, useState } from 'react';
import { updateStudent } from '../../core/api/account';
import { accessScreens, medicalOriginLabels } from '../../core/messages/access';
import { registrationDetailTexts } from '../../core/messages/registration';
import { portalScreens } from '../../core/messages/shell';
import {
  type AdditionalField,
  type AdditionalFieldsVisibility,
  additionalFieldsByFamily,
  additionalFieldsVisibility,
  schoolLocationOutside,
  schoolNameShown,
  schoolStateOf,
} from '../../core/rules/additional-fields';
import { validatePostalCode } from '../../core/rules/additional-fields-postal-code';
import {
  type StudentIdentity,
  type StudentLike,
  additionalFieldsSubmission,
  isCanadianStudent,
  programChoices,
  programOfInterest,
} from '../../core/rules/additional-fields-submission';
import { type LeadFormFamily, medicalSchoolOrigins } from '../../core/rules/programs';
import { testDateOptions } from '../../core/rules/test-dates';
import { contactMaxLength } from '../../core/validators/contact';
import { type LeadValues, validateAdditionalFields } from '../../core/validators/lead';
import { nameMaxLength } from '../../core/validators/names';
import { usePortal } from '../../lib/portal-services';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Form } from '../../ui/form';
import { SelectField, type SelectOption } from '../../ui/select-field';
import { useSubmission } from '../../ui/use-submission';
import { TextField } from '../../ui/text-field';
import type { AdditionalFieldsLists } from './additional-fields-lists';
import { useSchools } from './additional-fields-lists';
import { PostalCodeField } from './additional-fields-postal-code';

export interface AdditionalFieldsFormProps {
  family: LeadFormFamily;
  programCode: string;
  classId: string;
  /** access §2: delivery type 6 says 'Save my spot'. */
  deliveryType: number | null;
  lists: AdditionalFieldsLists;
  identity: StudentIdentity;
  student: StudentLike | null;
  /** Prefill: what the student's record already holds. */
  initial: LeadValues;
  initialPostalCode: string;
  onSaved(): void;
}

type Focusable = HTMLInputElement | HTMLSelectElement;

// access §9: a Bar Rep ID is exactly 7 digits.
const barRepIdLength = 7;

/**
 * access §2 additional fields: the access §3 form of the program family with
 * the access §4 visibility rules and the access §5 messages. Submit is
 * announced as unavailable while a shown field is invalid; an attempt shows
 * every message and focuses the first invalid field. The update goes to
 * enroll/updatestudent (access §7); `onSaved` runs once it is stored.
 */
export function AdditionalFieldsForm(props: AdditionalFieldsFormProps) {
  const { family, lists } = props;
  const services = usePortal();
  const [values, setValues] = useState<LeadValues>(() => ({
    ...props.initial,
    ...(family === 'med' ? { poi: programOfInterest(programChoices(lists.programs, 'med'), props.programCode, 'med') ?? '' } : {}),
  }));
  const [postalCode, setPostalCode] = useState(props.initialPostalCode);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [attempted, setAttempted] = useState(false);
  const submission = useSubmission();
  const refs = useRef<Record<string, Focusable | null>>({});
  const testDates = useMemo(() => testDateOptions(services.clock.now()), [services.clock]);

  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value : '';
  };
  const ticked = values['noBarRepId'] === true;
  const rule = additionalFieldsVisibility(family, {
    eduBackground: text('eduBackground'),
    schoolLocation: text('schoolLocation'),
    noBarRepId: ticked,
  });
  // The school name shows only when it is needed (see schoolNameShown); a hidden one is neither checked nor sent.
  const shown = new Set(rule.visible);
  if (!schoolNameShown(rule, text('schoolDropdownName'))) shown.delete('enterSchoolName');
  const visibility: AdditionalFieldsVisibility = { visible: shown, disabled: rule.disabled };

  const canadian = isCanadianStudent(props.student);
  const errors: Record<string, string> = validateAdditionalFields(family, values, shown);
  const postalProblem = canadian ? validatePostalCode(postalCode) : null;
  if (postalProblem) errors['postalCode'] = postalProblem;
  const order = [...additionalFieldsByFamily[family], 'postalCode'];
  const errorOf = (name: string) => (attempted || touched[name] ? (errors[name] ?? null) : null);
  const touch = (name: string) => () => setTouched((t) => ({ ...t, [name]: true }));
  const refFor = (name: string) => (element: Focusable | null) => {
    refs.current[name] = element;
  };

  const schoolPoi = family === 'med' ? text('poi') || null : programOfInterest(lists.programs, props.programCode, family);
  const schoolState = shown.has('schoolDropdownName') ? schoolStateOf(text('schoolLocation')) : null;
  const { state: schools, retry: retrySchools } = useSchools(schoolPoi, schoolState);
  const schoolList = schools.kind === 'ready' ? schools.value : [];

  function set(name: string, value: string | boolean) {
    setValues((current) => {
      const next: LeadValues = { ...current, [name]: value };
      // Changing the location (the state) clears the school chosen in it.
      if (name === 'schoolLocation' || (name === 'poi' && family === 'med')) {
        next['schoolDropdownName'] = '';
        next['enterSchoolName'] = '';
      }
      // access §4: ticking 'no bar rep id' clears the Bar Rep ID.
      if (name === 'noBarRepId' && value === true) next['barRepId'] = '';
      return next;
    });
  }

  async function submit() {
    setAttempted(true);
    const first = order.find((name) => errors[name]);
    if (first) return refs.current[first]?.focus();
    const body = additionalFieldsSubmission({
      family,
      programCode: props.programCode,
      values,
      visibility,
      schools: schoolList,
      identity: props.identity,
      student: props.student,
      postalCode: canadian ? postalCode : '',
    });
    const result = await submission.run(() => updateStudent(services.client, body));
    if (result.state === 'done') {
      services.emit({ type: 'leadRegistration', classId: props.classId, programCode: props.programCode, family });
      props.onSaved();
    }
  }

  const select = (name: string, label: string, options: readonly SelectOption[], extra: { placeholder?: string; disabled?: boolean } = {}) => (
    <SelectField
      key={name}
      name={name}
      label={label}
      value={text(name)}
      options={options}
      placeholder={extra.placeholder ?? registrationDetailTexts.selectOne}
      disabled={extra.disabled}
      onChange={(value) => set(name, value)}
      onBlur={touch(name)}
      error={errorOf(name)}
      inputRef={refFor(name)}
    />
  );
  const input = (name: string, label: string, extra: { type?: 'email'; maxLength?: number; autoComplete?: string } = {}) => (
    <TextField
      key={name}
      name={name}
      label={label}
      value={text(name)}
      type={extra.type}
      maxLength={extra.maxLength}
      autoComplete={extra.autoComplete ?? 'off'}
      onChange={(value) => set(name, value)}
      onBlur={touch(name)}
      error={errorOf(name)}
      inputRef={refFor(name)}
    />
  );

  const years = lists.graduationYears.map((y) => ({ value: y, label: y }));
  const schoolPlaceholder = !schoolState
    ? registrationDetailTexts.chooseLocationFirst
    : schools.kind === 'loading'
      ? registrationDetailTexts.loadingSchools
      : registrationDetailTexts.selectOne;

  function field(name: AdditionalField) {
    if (!shown.has(name)) return null;
    switch (name) {
      case 'parentFirstName':
        return input(name, registrationDetailTexts.parentFirstNameLabel, { maxLength: nameMaxLength.first });
      case 'parentLastName':
        return input(name, registrationDetailTexts.parentLastNameLabel, { maxLength: nameMaxLength.last });
      case 'parentEmail':
        return input(name, registrationDetailTexts.parentEmailLabel, { type: 'email' });
      case 'graduationYear':
        return select(name, registrationDetailTexts.graduationYearLabel, years);
      case 'testDate':
        return select(name, registrationDetailTexts.testDateLabel, testDates);
      case 'poi':
        return select(name, registrationDetailTexts.poiLabel, programChoices(lists.programs, family).map((p) => ({ value: p.id, label: p.name })));
      case 'eduBackground':
        return select(name, registrationDetailTexts.eduBackgroundLabel, medicalSchoolOrigins.map((o) => ({ value: o, label: medicalOriginLabels[o] })));
      case 'schoolLocation':
        return select(name, registrationDetailTexts.schoolLocationLabel, [
          ...lists.states.map((s) => ({ value: s.code, label: s.name })),
          { value: schoolLocationOutside, label: registrationDetailTexts.outsideUsAndCanada },
        ]);
      case 'schoolDropdownName':
        return (
          <div key={name} className="sp-field-group">
            {select(name, registrationDetailTexts.schoolLabel, schoolState && schools.kind !== 'loading' ? [
              ...schoolList.map((s) => ({ value: s.id, label: s.name })),
              { value: '1', label: accessScreens.schoolNotOnList },
            ] : [], { placeholder: schoolPlaceholder, disabled: !schoolState || schools.kind === 'loading' })}
            {schools.kind === 'failed' ? (
              <div className="sp-row">
                <Alert tone="error">{registrationDetailTexts.schoolsFailed}</Alert>
                <Button variant="secondary" onClick={retrySchools}>
                  {portalScreens.tryAgain}
                </Button>
              </div>
            ) : null}
          </div>
        );
      case 'enterSchoolName':
        return input(name, registrationDetailTexts.schoolNameLabel, { maxLength: contactMaxLength.schoolName });
      case 'country':
        return select(
          name,
          registrationDetailTexts.countryLabel,
          lists.countries.filter((c) => !['US', 'CA'].includes(c.twoDigitCode.toUpperCase())).map((c) => ({ value: c.twoDigitCode, label: c.countryName })),
        );
      case 'barRepId':
        return (
          <TextField
            key={name}
            name={name}
            label={registrationDetailTexts.barRepIdLabel}
            value={text(name)}
            inputMode="numeric"
            maxLength={barRepIdLength}
            autoComplete="off"
            disabled={visibility.disabled.has('barRepId')}
            onChange={(value) => set(name, value)}
            onBlur={touch(name)}
            error={errorOf(name)}
            inputRef={refFor(name)}
          />
        );
      case 'noBarRepId':
        return (
          <Checkbox key={name} name={name} label={registrationDetailTexts.noBarRepId} checked={ticked} onChange={(checked) => set(name, checked)} inputRef={refFor(name)} />
        );
      default:
        return null;
    }
  }

  return (
    <Form onSubmit={submit}>
      {submission.error ? <Alert tone="error">{submission.error}</Alert> : null}
      {additionalFieldsByFamily[family].map(field)}
      {canadian ? (
        <PostalCodeField value={postalCode} onChange={setPostalCode} onBlur={touch('postalCode')} error={errorOf('postalCode')} inputRef={refFor('postalCode')} />
      ) : null}
      <Button type="submit" block pending={submission.pending} unavailable={Object.keys(errors).length > 0}>
        {props.deliveryType === 6 ? accessScreens.additionalFieldsSaveSpot : accessScreens.additionalFieldsSubmit}
      </Button>
    </Form>
  );
}
