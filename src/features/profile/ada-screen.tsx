import { useState } from 'react';
import { updateContact } from '../../core/api/login-profile';
import { accountScreens } from '../../core/messages/account';
import { profileTexts } from '../../core/messages/profile';
import { zipForUpdate } from '../../core/rules/student-update';
import { pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { Checkbox } from '../../ui/checkbox';
import { ProfileForm, ProfileScreen } from './profile-form';
import type { AccountScreenData } from '../../ui/use-account-data';

const text = (value: string | null | undefined) => (value ?? '').trim();

/**
 * `/myaccount/profile/ada` (account §2): the extra-time flag. Saving sends
 * the account §7 extra-time update — the flag with the login and the address
 * and phone as held — and goes to the update success page.
 */
export function AdaScreen() {
  return (
    <ProfileScreen heading={accountScreens.adaTitle}>{(data) => <AdaForm data={data} />}</ProfileScreen>
  );
}

function AdaForm({ data: { user, student } }: { data: AccountScreenData }) {
  const { client } = usePortal();
  const held = user.isADAUser === true;
  const [extraTime, setExtraTime] = useState(held);
  async function save() {
    const address = student.StudentAddress[0];
    await updateContact(client, {
      email: text(user.email) || student.email,
      userId: text(user.userId) || text(student.userId),
      isADAUser: extraTime,
      phoneNumber: text(student.phone1),
      address1: text(address?.address1),
      city: text(address?.city),
      state: text(address?.state),
      zip: zipForUpdate(text(address?.zip)),
      country: text(address?.country),
    });
    return 'done' as const;
  }
  return (
    <ProfileForm
      changed={extraTime !== held}
      valid
      save={save}
      destination={pathTo('updateSuccess', { message: 'profile' })}
    >
      <Checkbox name="isADAUser" label={profileTexts.extraTimeCheckbox} checked={extraTime} onChange={setExtraTime} />
    </ProfileForm>
  );
}
