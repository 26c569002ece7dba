import { getPrograms } from '../../core/api/lists';
import { isQaHost } from '../../core/config/environment';
import { accessScreens } from '../../core/messages/access';
import { accountScreens } from '../../core/messages/account';
import { profileTexts } from '../../core/messages/profile';
import { registrationDetailTexts } from '../../core/messages/registration';
import { formatPhone } from '../../core/rules/phone-format';
import { displayAddress, displayTestDate, programName } from '../../core/rules/profile-info';
import { pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { useLoad } from '../../ui/use-load';
import { ProfileCard } from './profile-card';
import { ProfileScreen } from './profile-form';
import type { AccountScreenData } from '../../ui/use-account-data';

const text = (value: string | null | undefined): string | null => (value ?? '').trim() || null;

const fullName = (first: string | null | undefined, last: string | null | undefined) =>
  [text(first), text(last)].filter(Boolean).join(' ') || null;

/** The password is never known to the portal: dots for the eye, a word for screen readers. */
const maskedPassword = () => (
  <>
    <span aria-hidden="true">{profileTexts.passwordMask}</span>
    <span className="sp-visually-hidden">{profileTexts.passwordHidden}</span>
  </>
);

/**
 * `/myaccount/profile` (account §2): the My Info, My Education, My Login and
 * My Goals cards with their edit links, and the extra-time card on a QA host
 * only (account §6). The data is loaded fresh, so a save shows at once.
 */
export function ProfileOverviewScreen() {
  const { client, host } = usePortal();
  // The target test's name is a nicety: without the program list the row is left out.
  const programs = useLoad('programs', () => getPrograms(client));
  const programList = programs.state.kind === 'ready' ? programs.state.value : [];
  return (
    <ProfileScreen heading={profileTexts.heading} layout="wide">
      {(data) => <ProfileCards data={data} target={programName(programList, data.student.currentPOI)} qa={isQaHost(host)} />}
    </ProfileScreen>
  );
}

function ProfileCards({ data: { user, student }, target, qa }: { data: AccountScreenData; target: string | null; qa: boolean }) {
  const parent = student.RelationShip[0];
  const parentName = fullName(parent?.parentFirstName, parent?.parentLastName);
  const parentEmail = text(parent?.email1);
  const phone = text(student.phone1);
  const school = student.StudentSchool;
  return (
    <ul className="sp-profile-cards">
      <ProfileCard
        title={accountScreens.myInfo}
        editHref={pathTo('updateUser')}
        editLabel={accountScreens.editInfo}
        rows={[
          [profileTexts.name, fullName(student.firstName, student.lastName)],
          [profileTexts.phone, phone && formatPhone(phone)],
          [profileTexts.address, displayAddress(student.StudentAddress[0])],
          ...(parentName ? ([[profileTexts.parent, parentName]] as const) : []),
          ...(parentEmail ? ([[registrationDetailTexts.parentEmailLabel, parentEmail]] as const) : []),
        ]}
      />
      <ProfileCard
        title={accountScreens.myEducation}
        editHref={pathTo('updateEducation')}
        editLabel={accountScreens.editEducation}
        rows={[
          [profileTexts.school, text(school?.schoolName)],
          [profileTexts.schoolState, text(school?.schoolState)],
          [registrationDetailTexts.graduationYearLabel, text(school?.gradYear)],
        ]}
      />
      <ProfileCard
        title={accountScreens.myLogin}
        editHref={pathTo('updateEmail')}
        editLabel={accountScreens.editLogin}
        rows={[
          [accessScreens.emailLabel, text(user.email) ?? text(student.email)],
          [accessScreens.passwordLabel, maskedPassword()],
        ]}
      />
      <ProfileCard
        title={accountScreens.myGoals}
        editHref={pathTo('updateGoals')}
        editLabel={accountScreens.editGoals}
        rows={[
          ...(target ? ([[profileTexts.targetTest, target]] as const) : []),
          [profileTexts.testDate, displayTestDate(student.expectedTestDate)],
        ]}
      />
      {qa ? (
        <ProfileCard
          title={accountScreens.adaTitle}
          editHref={pathTo('ada')}
          editLabel={profileTexts.editExtraTime}
          rows={[[profileTexts.extraTime, user.isADAUser ? profileTexts.extraTimeOn : profileTexts.extraTimeOff]]}
        />
      ) : null}
    </ul>
  );
}
