import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { PortalEvent } from '../../core/api/structs/account';
import { unenrollEvent } from '../../core/api/unenroll';
import { accountScreens } from '../../core/messages/account';
import { unenrollTexts as t } from '../../core/messages/unenroll';
import { eventWhen } from '../../core/rules/portal-event';
import { fetchAccountData } from '../../lib/account-data';
import { pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { useQuery } from '../../lib/use-query';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { LoadedScreen } from '../../ui/loaded-screen';
import { PortalLink } from '../../ui/portal-link';
import { missing, useLoad } from '../../ui/use-load';
import { usePortalId } from '../../ui/use-portal-id';
import { useSubmission } from '../../ui/use-submission';

function Confirmation({ event }: { event: PortalEvent }) {
  const { client } = usePortal();
  const [, navigate] = useLocation();
  const submission = useSubmission();
  const nameId = usePortalId();
  const name = event.displayName?.trim() || event.enrollmentId;
  const when = eventWhen(event);
  const actions = useRef<HTMLDivElement>(null);
  // The pending button was disabled, which drops focus to the body: after a failure it goes back to Yes, unenroll.
  useEffect(() => {
    if (submission.error) actions.current?.querySelector('button')?.focus();
  }, [submission.error]);

  async function confirm() {
    const result = await submission.run(() => unenrollEvent(client, event.enrollmentId));
    // Back to My Active Events, which reads myaccount afresh; the page for a gone event leaves the history.
    if (result.state === 'done') navigate(pathTo('resources'), { replace: true });
  }

  return (
    <section className="sp-stack" aria-labelledby={nameId} data-unenroll={event.enrollmentId}>
      <p>{t.question}</p>
      <h2 id={nameId}>{name}</h2>
      {when ? <p>{when}</p> : null}
      <p>{t.consequence}</p>
      {submission.error ? <Alert tone="error">{submission.error}</Alert> : null}
      <div className="sp-row" ref={actions}>
        <Button onClick={() => void confirm()} pending={submission.pending}>
          {t.confirm}
        </Button>
        <PortalLink href={pathTo('resources')} className="sp-button" variant="secondary">
          {t.cancel}
        </PortalLink>
      </div>
    </section>
  );
}

/**
 * account §2 /unenrollevent (login) and /pgm/un-enroll-event?enrollmentId=:
 * the confirmation page titled Unenroll, naming one of the student's active
 * events (My Active Events links it by its enrollmentId), its date and Eastern
 * time. "Yes, unenroll" calls the unenroll (core/api/unenroll.ts) and returns
 * to My Resources, where the event is gone; Cancel returns there unchanged.
 * The page itself is the confirmation: no second dialog.
 */
export function UnenrollScreen() {
  const services = usePortal();
  const enrollmentId = useQuery().get('enrollmentId')?.trim() || null;
  const load = useLoad(
    enrollmentId,
    async (id): Promise<PortalEvent | typeof missing> => {
      const { account } = await fetchAccountData(services);
      return account.nonExpiredEventListArray.find((e) => e.enrollmentId === id) ?? missing;
    },
    { whenNoKey: 'missing' },
  );
  return (
    <LoadedScreen heading={accountScreens.unenroll} load={load} loading={t.loading} missing={t.notFound}>
      {(event) => <Confirmation event={event} />}
    </LoadedScreen>
  );
}
