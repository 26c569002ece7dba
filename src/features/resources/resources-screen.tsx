import { type ReactNode, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BannerMessage, Course } from '../../core/api/structs/account';
import { accountScreens } from '../../core/messages/account';
import { resourcesTexts as t } from '../../core/messages/resources';
import { pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { useQuery } from '../../lib/use-query';
import { LoadFailure } from '../../ui/load-failure';
import { PortalLink } from '../../ui/portal-link';
import { ProgressBar } from '../../ui/progress-bar';
import { Screen } from '../../ui/screen';
import { usePortalId } from '../../ui/use-portal-id';
import { CourseCard } from './course-card';
import { ResourcesBanners } from './resources-banners';
import { ResourcesEvents } from './resources-events';
import { awaitsRouting } from '../../core/rules/resource-routing';
import { isLongList } from './resources-model';
import { type ResourcesData, type RoutingState, useResources } from './use-resources';
import { brandSite } from '../../core/config/brand-sites';

/** One titled part of the page (account §2 section order), an h2 the pivot can move to. */
function Section({ heading, headingRef, children }: { heading: string; headingRef?: RefObject<HTMLHeadingElement | null>; children: ReactNode }) {
  const id = usePortalId();
  return (
    <section className="sp-resources-section" aria-labelledby={id}>
      <h2 className="sp-resources-heading" id={id} tabIndex={-1} ref={headingRef}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

interface CardListProps {
  courses: readonly Course[];
  expired: boolean;
  open: ReadonlySet<string>;
  toggleOf: (enrollmentId: string) => () => void;
  messages: readonly BannerMessage[];
  routing: RoutingState;
  listRef?: RefObject<HTMLUListElement | null>;
}

/**
 * Course cards keyed by enrollmentId; every prop is stable, so a toggle (or
 * the routing answer, to the cards that await it) re-renders only the (memoised) cards concerned.
 */
function CardList({ courses, expired, open, toggleOf, messages, routing, listRef }: CardListProps) {
  return (
    <ul className="sp-resources-list" ref={listRef} data-long={isLongList(courses) ? 'true' : undefined}>
      {courses.map((course) => (
        <CourseCard
          key={course.enrollmentId}
          course={course}
          expired={expired}
          open={open.has(course.enrollmentId)}
          onToggle={toggleOf(course.enrollmentId)}
          messages={messages}
          reroutedUrl={routing.rerouted.get(course.enrollmentId) ?? null}
          routingPending={routing.pending && !expired && awaitsRouting(course)}
        />
      ))}
    </ul>
  );
}

function ResourcesContent({ data, routing, pivot }: { data: ResourcesData; routing: RoutingState; pivot: string }) {
  const services = usePortal();
  const { view, testDate, account } = data;
  // account §4: the first non-expired course is open by default.
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(view.active.slice(0, 1).map((course) => course.enrollmentId)));
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const toggles = useRef(new Map<string, () => void>());
  const contentRef = useRef<HTMLDivElement>(null);
  const eventsRef = useRef<HTMLHeadingElement>(null);
  const activeRef = useRef<HTMLUListElement>(null);
  const expiredRef = useRef<HTMLUListElement>(null);

  // One stable toggle per card, so memoised cards skip re-rendering when another card toggles.
  const toggleOf = useCallback((enrollmentId: string) => {
    let toggle = toggles.current.get(enrollmentId);
    if (!toggle) {
      toggle = () =>
        setOpen((previous) => {
          const next = new Set(previous);
          if (!next.delete(enrollmentId)) next.add(enrollmentId);
          return next;
        });
      toggles.current.set(enrollmentId, toggle);
    }
    return toggle;
  }, []);

  // account §2 `pivot` (read, not shown; our reading): `pivot=<enrollmentId>` opens that
  // course's card, `pivot=events` goes to the events, anything else (the login landing's
  // `pivot=true`) changes nothing. The target is brought into view when the content shows
  // or an in-page link changes the pivot; focus follows only after an in-portal
  // navigation, so a first screen never takes focus from the host page.
  useEffect(() => {
    let target: Element | null | undefined = null;
    if (pivot.toLowerCase() === 'events') target = eventsRef.current;
    else if (pivot) {
      const activeAt = view.active.findIndex((course) => course.enrollmentId === pivot);
      const expiredAt = activeAt < 0 ? view.expired.findIndex((course) => course.enrollmentId === pivot) : -1;
      target = activeAt >= 0 ? activeRef.current?.children[activeAt] : expiredAt >= 0 ? expiredRef.current?.children[expiredAt] : null;
      if (target) setOpen((previous) => (previous.has(pivot) ? previous : new Set(previous).add(pivot)));
    }
    if (!(target instanceof HTMLElement)) return;
    target.scrollIntoView?.({ block: 'start' });
    if (services.location.navigations() > 0) {
      const focusable = target.matches('h2') ? target : target.querySelector<HTMLElement>('button, a[href]');
      focusable?.focus();
    }
  }, [pivot, view, services]);

  const banners = useMemo(() => view.banners.filter((banner) => !dismissed.has(banner.key)), [view, dismissed]);
  const dismiss = useCallback((key: string) => setDismissed((previous) => new Set(previous).add(key)), []);
  const cards = { open, toggleOf, messages: account.messages, routing };
  const hasActiveEvents = view.activeEvents.length > 0;

  return (
    <div className="sp-resources sp-stack" ref={contentRef} tabIndex={-1}>
      <ResourcesBanners banners={banners} onDismiss={dismiss} fallback={() => contentRef.current?.focus()} />
      {view.promo ? (
        <div className="sp-resources-empty">
          <p>{accountScreens.emptyResources}</p>
          <p>
            <a className="sp-button" href={brandSite(services.brand).findPrepUrl}>
              {t.findPrep}
            </a>
          </p>
          {testDate ? (
            <p>
              {t.testDatePrompt(testDate)} <PortalLink href={pathTo('updateGoals')}>{t.updateTestDate}</PortalLink>
            </p>
          ) : null}
        </div>
      ) : null}
      {view.active.length > 0 ? (
        <Section heading={accountScreens.activeResources}>
          <CardList courses={view.active} expired={false} listRef={activeRef} {...cards} />
        </Section>
      ) : null}
      {hasActiveEvents ? (
        <Section heading={accountScreens.activeEvents} headingRef={eventsRef}>
          <ResourcesEvents events={view.activeEvents} expired={false} />
        </Section>
      ) : null}
      {view.expired.length > 0 ? (
        <Section heading={accountScreens.expiredResources}>
          <CardList courses={view.expired} expired listRef={expiredRef} {...cards} />
        </Section>
      ) : null}
      {view.expiredEvents.length > 0 ? (
        <Section heading={accountScreens.expiredEvents} headingRef={hasActiveEvents ? undefined : eventsRef}>
          <ResourcesEvents events={view.expiredEvents} expired />
        </Section>
      ) : null}
    </div>
  );
}

/** account §2 `/myaccount/resources` (login): progress screen, then banners, cards and events. */
export function ResourcesScreen() {
  const { phase, routing, retry } = useResources();
  const pivot = useQuery().get('pivot')?.trim() ?? '';
  return (
    <Screen heading={t.heading} layout="wide">
      {phase.kind === 'loading' ? (
        <div className="sp-resources-loading">
          <p className="sp-center sp-muted" role="status">
            {t.loading}
          </p>
          <ProgressBar value={phase.progress} label={t.progressLabel} />
        </div>
      ) : phase.kind === 'failed' ? (
        <LoadFailure message={phase.message} onRetry={retry} />
      ) : (
        <ResourcesContent data={phase.data} routing={routing} pivot={pivot} />
      )}
    </Screen>
  );
}
