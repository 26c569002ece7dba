import type { ReactNode } from 'react';
import { profileTexts } from '../../core/messages';
import { pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Form } from '../../ui/form';
import { Loaded } from '../../ui/loaded';
import { PortalLink } from '../../ui/portal-link';
import { Screen } from '../../ui/screen';
import { useSubmission } from '../../ui/use-submission';
import { type ProfileData, useProfileData } from './use-profile-data';

/**
 * A profile screen's data gate: loading text, the failure with Try again, or
 * the screen's body with the freshly loaded profile.
 */
export function ProfileScreen({
  heading,
  layout,
  children,
}: {
  heading: string;
  layout?: 'card' | 'wide';
  children: (data: ProfileData) => ReactNode;
}) {
  const data = useProfileData();
  return (
    <Screen heading={heading} layout={layout}>
      <Loaded load={data}>{children}</Loaded>
    </Screen>
  );
}

/** How a save ended: `stay` when the form showed the failure on a field itself. */
export type SaveOutcome = 'done' | 'stay';

export interface ProfileFormProps {
  /** Some field differs from what the student holds (account §4). */
  changed: boolean;
  /** Every field passes its rule (account §4). */
  valid: boolean;
  /** Sends the update. A thrown PortalError shows its text above the buttons. */
  save: () => Promise<SaveOutcome>;
  /** Where a saved form goes (account §4: the profile; the extra-time form: /updatesuccess). */
  destination?: string;
  submitLabel?: string;
  children: ReactNode;
}

/**
 * The form frame every profile edit shares (account §4): submit disabled
 * until a field changed and all are valid, disabled and busy while the
 * request runs, the failure shown with the form kept as typed, and after a
 * save the way back to the profile, where the data is loaded again.
 */
export function ProfileForm({ changed, valid, save, destination, submitLabel, children }: ProfileFormProps) {
  const services = usePortal();
  const { pending, error, run } = useSubmission();
  const target = destination ?? pathTo('profile');
  async function submit() {
    if (!changed || !valid) return;
    const outcome: { value: SaveOutcome } = { value: 'stay' };
    const result = await run(async () => {
      outcome.value = await save();
    });
    if (result.state === 'done' && outcome.value === 'done') services.openRoute(target);
  }
  return (
    <Form onSubmit={submit}>
      {children}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="sp-row sp-form-actions">
        <Button type="submit" disabled={!changed || !valid} pending={pending}>
          {submitLabel ?? profileTexts.save}
        </Button>
        <PortalLink href={pathTo('profile')} className="sp-cancel">
          {profileTexts.cancel}
        </PortalLink>
      </div>
    </Form>
  );
}
