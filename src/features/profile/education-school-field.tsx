import type { School } from '../../core/api/structs/lists';
import { contactMaxLength } from '../../core/validators/contact';
import { accessScreens } from '../../core/messages/access';
import { educationGoalsTexts as texts } from '../../core/messages/profile';
import { portalScreens } from '../../core/messages/shell';
import { freeTextSchoolId } from '../../core/rules/profile-education';
import type { LoadState } from '../../ui/use-load';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';

export interface EducationSchoolFieldProps {
  /** The chosen school state; nothing shows until there is one. */
  state: string;
  schools: LoadState<School[]>;
  onRetry: () => void;
  /** The select's value: a listed school's id, the not-on-list choice, or ''. */
  choice: string;
  onChoice: (value: string) => void;
  name: string;
  onName: (value: string) => void;
  onNameFocus: () => void;
  onNameBlur: () => void;
  nameError: string | null;
}

/**
 * The school of Edit Education (account §5): the state's school list plus the
 * not-on-list choice that reveals the free-text name; the name field alone
 * when the state has no list; while the list loads a status line; when it
 * fails, the failure with Try again and the free-text name meanwhile.
 */
export function EducationSchoolField(props: EducationSchoolFieldProps) {
  const { schools } = props;
  if (!props.state) return null;
  if (schools.kind === 'loading') {
    return (
      <p className="sp-muted" role="status">
        {texts.loadingSchools}
      </p>
    );
  }
  const nameField = (
    <TextField
      name="schoolName"
      label={texts.schoolNameLabel}
      value={props.name}
      onChange={props.onName}
      onFocus={props.onNameFocus}
      onBlur={props.onNameBlur}
      error={props.nameError}
      autoComplete="off"
      maxLength={contactMaxLength.schoolName}
      required
    />
  );
  if (schools.kind === 'failed') {
    return (
      <>
        <Alert tone="error">{texts.schoolsFailed}</Alert>
        <Button variant="secondary" onClick={props.onRetry}>
          {portalScreens.tryAgain}
        </Button>
        {nameField}
      </>
    );
  }
  if (schools.kind !== 'ready' || schools.value.length === 0) return nameField;
  const options = [
    ...schools.value.map((s) => ({ value: s.id, label: s.name })),
    { value: freeTextSchoolId, label: accessScreens.schoolNotOnList },
  ];
  return (
    <>
      <SelectField
        name="school"
        label={texts.schoolLabel}
        value={props.choice}
        options={options}
        placeholder={texts.selectSchool}
        onChange={props.onChoice}
        autoComplete="off"
        required
      />
      {props.choice === freeTextSchoolId ? nameField : null}
    </>
  );
}
