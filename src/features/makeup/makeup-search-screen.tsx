import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { getMyAccount } from '../../core/api/account';
import { getEnrollmentSessions } from '../../core/api/enrollment-records';
import { type SessionSearchResult, searchSessions, signUpMakeupSession } from '../../core/api/makeup';
import type { MakeupSession } from '../../core/api/structs/makeup';
import { accountScreens } from '../../core/messages/account';
import { makeupSearchTexts as texts } from '../../core/messages/makeup-search';
import { liveOnlineTexts } from '../../core/messages/resources';
import { accountValidation } from '../../core/messages/validation';
import { isPortalError } from '../../core/errors';
import { validateMakeupDates, validateMakeupSession } from '../../core/validators/makeup';
import { pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { useRawSearch } from '../../lib/use-query';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Form } from '../../ui/form';
import { Loaded } from '../../ui/loaded';
import { PortalLink } from '../../ui/portal-link';
import { Screen } from '../../ui/screen';
import { useLoad } from '../../ui/use-load';
import { useSubmission } from '../../ui/use-submission';
import { rememberBooking } from './makeup-booking';
import {
  type FilterErrors,
  MakeupFilterFields,
  type MakeupFilters,
  type MissedSession,
  blankFilters,
  filtersFromQuery,
  isLiveOnline,
  missedSessions,
  searchOf,
} from './makeup-filters';
import { MakeupResults, resultIsLol } from './makeup-results';

/** What the screen loads for an enrollment; whether it is live online also depends on the query. */
interface MakeupLoad {
  sessions: MissedSession[];
  deliveryType: number | null | undefined;
}

interface SearchContext {
  sessions: MissedSession[];
  lol: boolean;
}

/**
 * account §2 /pg/makeupsession and /resources/makeupsession?enrollmentId=:
 * the enrollment's active sessions (which one was missed) and whether the
 * course is live online (the `lol` query, else its delivery type 11).
 */
export function MakeupSearchScreen() {
  const { client } = usePortal();
  const search = useRawSearch();
  const query = new URLSearchParams(search);
  const enrollmentId = query.get('enrollmentId')?.trim() || null;
  const load = useLoad(
    enrollmentId,
    async (id): Promise<MakeupLoad> => {
      const [entries, account] = await Promise.all([getEnrollmentSessions(client, id, 'ACTIVE'), getMyAccount(client)]);
      const course = [...account.nonExpiredCoursListArray, ...account.expiredCoursListArray].find((c) => c.enrollmentId === id);
      return { sessions: missedSessions(entries), deliveryType: course?.deliveryType };
    },
    { whenNoKey: 'missing' },
  );
  return (
    <Screen heading={accountScreens.findMakeup} layout="wide">
      <Loaded load={load} missing={texts.noCourse}>
        {({ sessions, deliveryType }) =>
          // #29.3: the query is read on every render (lol included), and a new query is a new
          // form filled from it; the same query keeps the form and what was typed into it.
          enrollmentId ? (
            <SearchForm
              key={search}
              enrollmentId={enrollmentId}
              context={{ sessions, lol: isLiveOnline(query, deliveryType) }}
              initial={filtersFromQuery(query, sessions)}
            />
          ) : null
        }
      </Loaded>
      {/* account §2: back to the resources page, that course's card open (its `pivot`). */}
      <p>
        <PortalLink href={pathTo('resources', enrollmentId ? { pivot: enrollmentId } : {})}>{liveOnlineTexts.backToResources}</PortalLink>
      </p>
    </Screen>
  );
}

const noErrors: FilterErrors = { sessionId: null, startDate: null, endDate: null };

function filterErrors(filters: MakeupFilters): FilterErrors {
  const dates = validateMakeupDates(filters.startDate, filters.endDate);
  return {
    sessionId: validateMakeupSession(filters.sessionId),
    startDate: dates?.field === 'startDate' ? dates.message : null,
    endDate: dates?.field === 'endDate' ? dates.message : null,
  };
}

function SearchForm({ enrollmentId, context, initial }: { enrollmentId: string; context: SearchContext; initial: MakeupFilters }) {
  const services = usePortal();
  const [, navigate] = useLocation();
  const [filters, setFilters] = useState(initial);
  const [tried, setTried] = useState(false);
  const [found, setFound] = useState<{ result: SessionSearchResult; lol: boolean } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [signingUp, setSigningUp] = useState<string | null>(null);
  const search = useSubmission();
  const signUp = useSubmission();
  const { lol } = context;
  const missed = context.sessions.find((s) => s.sessionId === filters.sessionId);
  // #29.6: the search service refused the zip the student typed (400 naming it): its field's message.
  const [zipRefused, setZipRefused] = useState<string | null>(null);
  const errors = { ...(tried ? filterErrors(filters) : noErrors), zip: zipRefused };
  // #29.5: after a search, focus moves to what it found (the results, or the message saying why not);
  // after a refused or failed sign-up, to its message. Never left on a button that went away.
  const rootRef = useRef<HTMLDivElement>(null);
  const [focusTo, setFocusTo] = useState<{ key: 'search' | 'signUp' | 'zip'; tick: number } | null>(null);
  const moveFocus = (key: 'search' | 'signUp' | 'zip') => setFocusTo((now) => ({ key, tick: (now?.tick ?? 0) + 1 }));
  useEffect(() => {
    if (!focusTo) return;
    const selector = focusTo.key === 'zip' ? 'input[name="zip"]' : `[data-focus="${focusTo.key}"]`;
    rootRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [focusTo]);

  async function onSearch() {
    setTried(true);
    const problems = filterErrors(filters);
    if (problems.sessionId || problems.startDate || problems.endDate || !missed) return;
    setRefusal(null);
    signUp.clearError();
    setZipRefused(null);
    let zipWasRefused = false;
    const outcome = await search.run(async () => {
      setFound(null);
      try {
        const result = await searchSessions(services.client, searchOf(filters, missed.sessionTemplateId, lol));
        setFound({ result, lol });
      } catch (error) {
        if (!(isPortalError(error) && error.code === 'upstream.input' && error.field === 'zip')) throw error;
        zipWasRefused = true;
        setZipRefused(accountValidation.zipInvalid);
      }
    });
    if (outcome.state === 'skipped') return;
    moveFocus(zipWasRefused ? 'zip' : 'search');
  }

  function onReset() {
    setFilters(blankFilters);
    setTried(false);
    setFound(null);
    setRefusal(null);
    search.clearError();
    signUp.clearError();
  }

  async function onSignUp(session: MakeupSession) {
    const isLol = resultIsLol(session, lol);
    let booked = false;
    setRefusal(null);
    setSigningUp(session.sessionId);
    const outcome = await signUp.run(async () => {
      // account §7 msfSignUp: the session found, the missed one it replaces, and what it is.
      const answer = await signUpMakeupSession(services.client, {
        sessionId: session.sessionId,
        oldSessionId: missed?.sessionId,
        enrollmentId,
        isLol,
        sessionName: session.name ?? undefined,
        classCode: session.classCode ?? undefined,
        sessionDate: session.sessionDate ?? undefined,
        sessionStartTime: session.sessionStartTime ?? undefined,
        sessionEndTime: session.sessionEndTime ?? undefined,
        address1: session.address1 ?? undefined,
        city: session.facilityCity ?? undefined,
        state: session.state ?? undefined,
        zip: session.zip ?? undefined,
        roomName: session.roomName ?? undefined,
      });
      if (answer.kind === 'message') setRefusal(answer.text);
      else booked = true;
    });
    if (outcome.state === 'skipped') return;
    setSigningUp(null);
    if (outcome.state === 'done' && booked) {
      rememberBooking(services, { session, enrollmentId, isLol });
      navigate(pathTo('makeupConfirmation'));
      return;
    }
    moveFocus('signUp');
  }

  const result = found?.result;
  return (
    <div className="sp-stack" ref={rootRef}>
      <Form onSubmit={onSearch}>
        <MakeupFilterFields
          filters={filters}
          sessions={context.sessions}
          lol={lol}
          errors={errors}
          onChange={(field, value) => {
            if (field === 'zip') setZipRefused(null);
            setFilters((now) => ({ ...now, [field]: value }));
          }}
        />
        <div className="sp-row">
          <Button type="submit" pending={search.pending} disabled={signUp.pending}>
            {texts.search}
          </Button>
          <Button variant="secondary" onClick={onReset} disabled={search.pending || signUp.pending}>
            {texts.reset}
          </Button>
        </div>
      </Form>
      <div className="sp-stack">
        {search.error ? <Alert tone="error" focusKey="search">{search.error}</Alert> : null}
        {search.pending ? (
          <p className="sp-muted" role="status">
            {texts.searching}
          </p>
        ) : null}
        {refusal ? <Alert tone="error" focusKey="signUp">{refusal}</Alert> : null}
        {signUp.error ? <Alert tone="error" focusKey="signUp">{signUp.error}</Alert> : null}
        {result?.kind === 'message' ? <Alert tone="info" focusKey="search">{result.text}</Alert> : null}
        {result?.kind === 'sessions' && result.sessions.length === 0 ? <Alert tone="info" focusKey="search">{accountValidation.makeupNoResults}</Alert> : null}
        {result?.kind === 'sessions' && result.sessions.length > 0 && found ? (
          <MakeupResults sessions={result.sessions} lol={found.lol} pendingId={signUp.pending ? signingUp : null} onSignUp={(s) => void onSignUp(s)} />
        ) : null}
      </div>
    </div>
  );
}
