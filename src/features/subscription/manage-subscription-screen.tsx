import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createCase } from '../../core/api/cases';
import { getEnrollments } from '../../core/api/enrollment-queries';
import type { Course } from '../../core/api/structs/account';
import type { InteractionSummary } from '../../core/api/structs/student';
import { accountScreens } from '../../core/messages/account';
import { accountErrors } from '../../core/messages/errors';
import { subscriptionTexts as t } from '../../core/messages/subscription';
import { cancelCaseInput, subscriptionState } from '../../core/rules/subscription';
import { fetchAccountData, studentIdOf } from '../../lib/account-data';
import { paths } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { useQuery } from '../../lib/use-query';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { LoadedScreen } from '../../ui/loaded-screen';
import { missing, useLoad } from '../../ui/use-load';
import { useSubmission } from '../../ui/use-submission';
import { BackToResources } from '../../ui/back-to-resources';

interface Subscription {
  course: Course;
  studentId: string;
  interactions: readonly InteractionSummary[];
}

function SubscriptionPanel({ subscription }: { subscription: Subscription }) {
  const { client } = usePortal();
  const [cancelled, setCancelled] = useState(false);
  const [asking, setAsking] = useState(false);
  const submission = useSubmission();
  const cancelButton = useRef<HTMLSpanElement>(null);
  const done = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const state = cancelled
    ? { ...subscriptionState({ interactions: [], expiry: subscription.course.courseAccessExpirationDateStr }), kind: 'set-to-expire' as const, cancelBy: null }
    : subscriptionState({ interactions: subscription.interactions, expiry: subscription.course.courseAccessExpirationDateStr });

  useEffect(() => {
    returnFocus.current = cancelButton.current?.querySelector('button') ?? null;
  });
  // A layout effect: focus is on what happened in the same commit that shows it, never a frame later on the body.
  useLayoutEffect(() => {
    if (cancelled) done.current?.focus();
  }, [cancelled]);

  async function confirm() {
    const result = await submission.run(async () => {
      await createCase(client, cancelCaseInput(subscription.studentId, subscription.course.enrollmentId));
    });
    if (result.state === 'skipped') return;
    if (result.state === 'done') {
      // account §4: the page then shows the set-to-expire state; focus goes to what happened (the opener is gone).
      returnFocus.current = null;
      setCancelled(true);
    }
    setAsking(false);
  }

  return (
    <div className="sp-stack">
      <h2>{subscription.course.productTitle ?? subscription.course.displayName}</h2>
      {state.kind === 'renewing' ? (
        <>
          <p>{t.renewing}</p>
          {state.date ? <p data-subscription-date="">{accountScreens.renewsOn(state.date)}</p> : null}
          <p>{t.advice(state.cancelBy)}</p>
          {submission.error ? <Alert tone="error">{accountErrors.caseFailed}</Alert> : null}
          <span ref={cancelButton}>
            <Button variant="secondary" onClick={() => setAsking(true)}>
              {t.cancel}
            </Button>
          </span>
        </>
      ) : (
        <div className="sp-stack" ref={done} tabIndex={-1}>
          {cancelled ? <Alert tone="success">{t.cancelled}</Alert> : null}
          <p>{t.setToExpire}</p>
          {state.date ? <p data-subscription-date="">{accountScreens.expiresOn(state.date)}</p> : null}
        </div>
      )}
      {asking ? (
        <ConfirmDialog
          title={t.confirmTitle}
          yes={t.yes}
          no={t.no}
          onYes={() => void confirm()}
          onNo={() => setAsking(false)}
          returnFocus={returnFocus}
          pending={submission.pending}
        >
          <p>{t.confirmBody}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/**
 * account §2 /pg/manage-subscription?enrollmentId=: the subscription of one
 * of the student's courses, renewing or set to expire (account §4: set to
 * expire once a cancel case exists), its date, the advice to cancel 3 days
 * before renewal, and Cancel with a yes/no confirmation that creates the
 * cancel case. A course that is not the student's subscription is not found.
 */
export function ManageSubscriptionScreen() {
  const services = usePortal();
  const enrollmentId = useQuery().get('enrollmentId')?.trim() || null;
  const load = useLoad(
    enrollmentId,
    async (id): Promise<Subscription | typeof missing> => {
      const { account, student } = await fetchAccountData(services);
      const course = [...account.nonExpiredCoursListArray, ...account.expiredCoursListArray].find(
        (c) => c.enrollmentId === id && c.subscriptionProduct === true,
      );
      if (!course) return missing;
      const studentId = studentIdOf({ account, student });
      const enrollments = await getEnrollments(services.client, [id]);
      const detail = enrollments.find((e) => e.enrollmentId === id);
      return { course, studentId, interactions: detail?.Interaction ?? [] };
    },
    { whenNoKey: 'missing' },
  );
  return (
    <LoadedScreen heading={paths.manageSubscription.title} load={load} loading={t.loading} missing={t.notFound}>
      {(subscription) => (
        <>
          <SubscriptionPanel subscription={subscription} />
          <BackToResources />
        </>
      )}
    </LoadedScreen>
  );
}
