import { useEffect, useRef, useState } from 'react';
import { useQuery } from '../../lib/use-query';
import { useSnapshot } from 'valtio';
import type { ClassDetails } from '../../core/api/structs/registration';
import { accessScreens } from '../../core/messages/access';
import { accountScreens } from '../../core/messages/account';
import { accessErrors } from '../../core/messages/errors';
import { signupTexts } from '../../core/messages/registration';
import { portalScreens } from '../../core/messages/shell';
import { parseUpstreamDate } from '../../core/time/calendar';
import { pathTo, paths } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { Alert } from '../../ui/alert';
import { Screen } from '../../ui/screen';
import { AccountSignup, goAfterAccountSignup } from './signup-account';
import { SignedInEventSignup } from './signup-signed-in';
import { VisitorEventSignup } from './signup-event';
import { useClassDetails, useClassIdParam } from './use-class-details';
import { LoadFailure } from '../../ui/load-failure';
import { longDayText } from '../../core/messages/formats';

type Viewer = 'anonymous' | 'authenticated';

/**
 * Who this visit is for, fixed once the session check has answered: the
 * sign-up itself logs the visitor in, which must not turn the form into the
 * logged-in student's automatic registration halfway through.
 */
function useViewerOfVisit(): Viewer | null {
  const { session } = usePortal();
  const { status } = useSnapshot(session);
  const [viewer, setViewer] = useState<Viewer | null>(status === 'unknown' ? null : status);
  useEffect(() => {
    if (viewer === null && status !== 'unknown') setViewer(status);
  }, [status, viewer]);
  return viewer;
}

function Loading({ text }: { text: string }) {
  return (
    <p className="sp-muted" role="status">
      {text}
    </p>
  );
}

function eventLead(details: ClassDetails): string {
  const day = parseUpstreamDate(details.startDateEST ?? details.startDate ?? '');
  const name = signupTexts.eventLead(details.name ?? details.code);
  return day ? `${name} ${accountScreens.startsOn(longDayText(day))}` : name;
}

/**
 * access §2 /pg/signup. With a class id (`classId` or `classid`) the class is
 * looked up: a visitor gets the form, a logged-in student is registered
 * automatically; no id or no class shows accessErrors.noEvent (one analytics
 * event per visit). A class with a question not yet answered in this mount
 * goes to its gate first. `registerUser=true` without a class id is the account
 * sign-up of access §4.
 */
export function SignupScreen() {
  const services = usePortal();
  const query = useQuery();
  const classId = useClassIdParam();
  const accountOnly = !classId && query.get('registerUser') === 'true';
  const { state, retry } = useClassDetails(accountOnly ? null : classId);
  const viewer = useViewerOfVisit();
  const noEventSent = useRef(false);
  const missing = !accountOnly && state.kind === 'missing';
  // access §2: a class with a question is reached through /pg/questkey, not around it (issue 13 item 9).
  const gated = state.kind === 'ready' && state.value.hasQuestion === true && classId !== null && !services.answeredQuestions.has(classId);

  useEffect(() => {
    if (gated && classId) services.openRoute(pathTo('questionGate', { clid: classId }), { replace: true });
  }, [gated, classId, services]);

  useEffect(() => {
    if (!missing || noEventSent.current) return;
    noEventSent.current = true;
    services.emit({ type: 'analyticsEvent', event: 'noEventFound', classId: classId ?? undefined });
  }, [missing, classId, services]);

  // Signing up for an account while logged in has nothing to do: go where the sign-up would have led.
  const redirectUrl = query.get('redirectUrl');
  useEffect(() => {
    if (accountOnly && viewer === 'authenticated') goAfterAccountSignup(services, redirectUrl);
  }, [accountOnly, viewer]);

  if (accountOnly) {
    return (
      <Screen heading={accessScreens.signUp} title={paths.signup.title} lead={signupTexts.accountLead}>
        {viewer === 'anonymous' ? <AccountSignup /> : <Loading text={portalScreens.loading} />}
      </Screen>
    );
  }
  if (state.kind === 'missing' || !classId) {
    return (
      <Screen heading={accessScreens.signUp} title={paths.signup.title}>
        <Alert tone="error">{accessErrors.noEvent}</Alert>
      </Screen>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Screen heading={accessScreens.signUp} title={paths.signup.title}>
        <LoadFailure message={state.message} onRetry={retry} />
      </Screen>
    );
  }
  if (state.kind === 'loading' || viewer === null || gated) {
    return (
      <Screen heading={accessScreens.signUp} title={paths.signup.title}>
        <Loading text={signupTexts.loadingEvent} />
      </Screen>
    );
  }
  const details = state.value;
  return (
    <Screen heading={accessScreens.signUp} title={paths.signup.title} lead={eventLead(details)}>
      {viewer === 'authenticated' ? (
        <SignedInEventSignup details={details} classId={classId} />
      ) : (
        <VisitorEventSignup details={details} classId={classId} />
      )}
    </Screen>
  );
}
