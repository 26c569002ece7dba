import { getCountries, getPrograms, getStates } from '../../core/api/lists';
import { accountScreens } from '../../core/messages/account';
import { usePortal } from '../../lib/portal-services';
import { Loaded } from '../../ui/loaded';
import { useLoad } from '../../ui/use-load';
import { type InfoLists, InfoForm } from './info-form';
import { ProfileScreen } from './profile-form';

/**
 * `/myaccount/profile/updateuser` (account §2, §5): the student record and
 * the option lists load side by side; either failing shows its text with
 * Try again.
 */
export function EditInfoScreen() {
  const { client } = usePortal();
  const lists = useLoad<InfoLists>('info-lists', async () => {
    const [countries, states, programs] = await Promise.all([getCountries(client), getStates(client), getPrograms(client)]);
    return { countries, states, programs };
  });
  return (
    <ProfileScreen heading={accountScreens.editInfo}>
      {(data) => <Loaded load={lists}>{(value) => <InfoForm data={data} lists={value} />}</Loaded>}
    </ProfileScreen>
  );
}
