import { createElement, memo } from 'react';
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { accountScreens } from '../../../src/core/messages/account';
import * as courseCard from '../../../src/features/resources/course-card';
import { hashRoute } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';
import { accounts, resourcesPath, sections, showContent, signIn } from './resources-harness';

/*
 * What the page hands each course card (CourseCardProps): the page renders a probe instead of the
 * card, which shows its props and counts its renders, so these tests see the page's own decisions
 * (open state, re-pointing, stable props). The probe comes in through the module's export (a spy
 * on it, undone after this file), not vi.mock: the page reads the export when it renders, so this
 * works in a worker that has loaded the page already (the dom project shares modules, #28).
 */
const probe = { renders: new Map<string, number>() };

const ProbeCard = memo(function CourseCard(props: courseCard.CourseCardProps) {
  const id = props.course.enrollmentId;
  probe.renders.set(id, (probe.renders.get(id) ?? 0) + 1);
  return createElement(
    'li',
    {
      'data-course': id,
      'data-open': String(props.open),
      'data-expired': String(props.expired),
      'data-rerouted': props.reroutedUrl ?? '',
      'data-routing': props.routingPending ? 'pending' : undefined,
      'data-messages': String(props.messages.length),
    },
    createElement('h3', null, props.course.productTitle ?? id),
    createElement('button', { type: 'button', onClick: props.onToggle }, id),
  );
});

// The export's getter (a component is a function, which vitest's types spy on as a method).
const cardExport = vi.spyOn(courseCard as unknown as { CourseCard: object }, 'CourseCard', 'get').mockReturnValue(ProbeCard);
afterAll(() => {
  cardExport.mockRestore();
});

const card = (host: HTMLElement, id: string) => {
  const found = host.querySelector<HTMLElement>(`[data-course="${id}"]`);
  if (!found) throw new Error(`no card ${id}`);
  return found;
};
const openCards = (host: HTMLElement) => [...host.querySelectorAll<HTMLElement>('[data-open="true"]')].map((c) => c.dataset.course);

describe('/myaccount/resources course cards', () => {
  it('opens the first active course by default, and each card toggles on its own with one re-render', async () => {
    probe.renders.clear();
    const rendered = await signIn(accounts.demo);
    await showContent(rendered);
    const { host } = rendered;
    expect(openCards(host)).toEqual(['E2005']);
    expect(card(host, 'E2020').dataset.expired).toBe('true');
    expect(card(host, 'E2005').dataset.expired).toBe('false');
    expect(card(host, 'E2001').dataset.messages).toBe('3');

    const before = new Map(probe.renders);
    card(host, 'E2002').querySelector('button')?.click();
    await waitFor(() => card(host, 'E2002').dataset.open === 'true', 'E2002 open');
    expect(openCards(host)).toEqual(['E2005', 'E2002']);
    // Only the toggled card rendered again (stable props: O(1) work per toggle).
    const rerendered = [...probe.renders].filter(([id, count]) => count !== before.get(id)).map(([id]) => id);
    expect(rerendered).toEqual(['E2002']);

    card(host, 'E2005').querySelector('button')?.click();
    await waitFor(() => card(host, 'E2005').dataset.open === 'false', 'E2005 closed');
    expect(openCards(host)).toEqual(['E2002']);
    card(host, 'E2020').querySelector('button')?.click();
    await waitFor(() => card(host, 'E2020').dataset.open === 'true', 'the expired card open');
  });

  it('opens and scrolls to the course named by pivot, besides the first one', async () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    onTestFinished(() => scroll.mockRestore());
    const rendered = await signIn(accounts.demo, { landing: `${resourcesPath}?pivot=E2010` });
    await showContent(rendered);
    await waitFor(() => card(rendered.host, 'E2010').dataset.open === 'true', 'the pivot course open');
    expect(openCards(rendered.host)).toEqual(['E2005', 'E2010']);
    expect(scroll.mock.contexts).toEqual([card(rendered.host, 'E2010')]);
  });

  it('scrolls to the events for pivot=events, and to a course when an in-page link changes the pivot', async () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    onTestFinished(() => scroll.mockRestore());
    const rendered = await signIn(accounts.demo, { landing: `${resourcesPath}?pivot=events` });
    await showContent(rendered);
    await waitFor(() => scroll.mock.calls.length > 0, 'the scroll to the events');
    // The page is quiet: a second scroll is not merely late.
    await idle();
    const [target] = scroll.mock.contexts as HTMLElement[];
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(target?.tagName).toBe('H2');
    expect(target?.textContent).toBe(accountScreens.activeEvents);
    expect(openCards(rendered.host)).toEqual(['E2005']);

    rendered.handle.navigate(`${resourcesPath}?pivot=E2021`);
    await waitFor(() => card(rendered.host, 'E2021').dataset.open === 'true', 'the expired course opened');
    expect(scroll).toHaveBeenCalledTimes(2);
    expect(scroll.mock.contexts[1]).toBe(card(rendered.host, 'E2021'));
    // After an in-portal navigation the card's first control takes focus.
    expect(document.activeElement).toBe(card(rendered.host, 'E2021').querySelector('button'));
  });

  it('changes nothing for the login landing pivot=true or an unknown pivot', async () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    onTestFinished(() => scroll.mockRestore());
    const rendered = await signIn(accounts.demo, { landing: `${resourcesPath}?pivot=true` });
    await showContent(rendered);
    rendered.handle.navigate(`${resourcesPath}?pivot=E9999`);
    await waitFor(() => hashRoute() === `${resourcesPath}?pivot=E9999`, 'the unknown pivot in the route');
    // The page has taken the new pivot and gone quiet: a scroll or an opened card is not merely late.
    await idle();
    expect(scroll).not.toHaveBeenCalled();
    expect(openCards(rendered.host)).toEqual(['E2005']);
  });

  it('hands the bar student re-pointed MBE and PMBR courses their enrollment-agreement link with the URL encoded', async () => {
    const rendered = await signIn(accounts.bar);
    await showContent(rendered);
    const { host } = rendered;
    expect(sections(host)[0]?.titles).toEqual(['MBE Bar Review', 'PMBR Multistate Intensive']);
    const mbe = card(host, 'E2701').dataset.rerouted ?? '';
    const pmbr = card(host, 'E2702').dataset.rerouted ?? '';
    expect(mbe).toBe(
      '/pg/enrollment-agreement?enrollmentId=E2701&redirectUrl=https%3A%2F%2Flms-redirect-error.summitprep.test%2Ferror%3FcourseAccessId%3DCA2701',
    );
    expect(pmbr).toBe('/pg/enrollment-agreement?enrollmentId=E2702&redirectUrl=https%3A%2F%2Fservices.summitprep.test%2Famp%2Fpmix%2FCA2702');
    const query = new URLSearchParams(pmbr.split('?')[1]);
    expect(query.get('redirectUrl')).toBe('https://services.summitprep.test/amp/pmix/CA2702');
  });

  it('leaves a course whose routing URL is a normal LMS URL as it is', async () => {
    const rendered = await signIn(accounts.demo);
    await showContent(rendered);
    // E2009 (MBE) makes the lookup; its my-resource URL is the LMS, so nothing is re-pointed.
    expect(card(rendered.host, 'E2009').dataset.rerouted).toBe('');
    expect(rendered.host.querySelectorAll('[data-rerouted^="/"]')).toHaveLength(0);
  });
});
