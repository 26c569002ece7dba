import type { ReactNode } from 'react';
import { usePortal } from '../lib/portal-services';
import { Alert } from './alert';
import { Button } from './button';
import { Form } from './form';
import { PortalLink } from './portal-link';
import { useSubmission } from './use-submission';

/** How a save ended: `stay` when the form showed the failure on a field itself. */
export type SaveOutcome = 'done' | 'stay';

export interface SubmitFormProps {
  /** Some field differs from what the upstream holds: nothing to send otherwise. */
  changed: boolean;
  /** Every field passes its rule. */
  valid: boolean;
  /** Sends the change. A thrown PortalError shows its text above the buttons. */
  save: () => Promise<SaveOutcome>;
  /** The route a saved form goes to. */
  destination: string;
  submitLabel: string;
  /** The way out without saving. */
  cancel?: { href: string; label: string };
  children: ReactNode;
}

/**
 * The frame of an edit form: submit disabled until a field changed and all
 * are valid, disabled and busy while the request runs (one at a time), the
 * failure shown with the form kept as typed, and after a save the way to
 * `destination`, where the data is loaded again.
 */
export function SubmitForm({ changed, valid, save, destination, submitLabel, cancel, children }: SubmitFormProps) {
  const services = usePortal();
  const { pending, error, run } = useSubmission();
  async function submit() {
    if (!changed || !valid) return;
    const outcome: { value: SaveOutcome } = { value: 'stay' };
    const result = await run(async () => {
      outcome.value = await save();
    });
    if (result.state === 'done' && outcome.value === 'done') services.openRoute(destination);
  }
  return (
    <Form onSubmit={submit}>
      {children}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="sp-row sp-form-actions">
        <Button type="submit" disabled={!changed || !valid} pending={pending}>
          {submitLabel}
        </Button>
        {cancel ? (
          <PortalLink href={cancel.href} className="sp-cancel">
            {cancel.label}
          </PortalLink>
        ) : null}
      </div>
    </Form>
  );
}
