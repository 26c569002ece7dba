import type { ReactNode } from 'react';
import { profileTexts } from '../../core/messages/profile';
import { pathTo } from '../../lib/paths';
import { LoadedScreen } from '../../ui/loaded-screen';
import { SubmitForm, type SubmitFormProps } from '../../ui/submit-form';
import { type AccountScreenData, useAccountData } from '../../ui/use-account-data';

/** A profile screen: its heading, then the freshly loaded account and student (account §4). */
export function ProfileScreen({ heading, layout, children }: { heading: string; layout?: 'card' | 'wide'; children: (data: AccountScreenData) => ReactNode }) {
  return (
    <LoadedScreen heading={heading} layout={layout} load={useAccountData()}>
      {children}
    </LoadedScreen>
  );
}

/**
 * The profile edits' form (account §4): Save, Cancel back to the profile,
 * and after a save the profile (or `destination`), loaded again.
 */
export function ProfileForm({
  destination = pathTo('profile'),
  submitLabel = profileTexts.save,
  ...props
}: Omit<SubmitFormProps, 'destination' | 'submitLabel' | 'cancel'> & { destination?: string; submitLabel?: string }) {
  return <SubmitForm {...props} destination={destination} submitLabel={submitLabel} cancel={{ href: pathTo('profile'), label: profileTexts.cancel }} />;
}
