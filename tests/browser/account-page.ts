import type { BrowserContext, Locator, Page, Route } from 'playwright-core';
import { accounts as demoAccounts } from '../support/accounts';
import { expect } from 'vitest';
import { accountScreens } from '../../src/core/messages/account';
import { courseCardTexts, resourcesTexts } from '../../src/core/messages/resources';
import { resourcesProgress } from '../../src/core/rules/progress-steps';
import { type BrowserSuite, type OpenedPage, hasClock } from './browser-suite';
import { accounts, heading, loginHeading, submitLogin } from './portal-page';
import { currentRoute, defaultFixture, portalPath, waitForRoutePath } from './registration-page';

/*
 * Locators and helpers of the issue #7 account screens (resources, course
 * cards, live online, pmix, profile and its edit forms), built from the
 * src/core/messages/ texts like portal-page.ts.
 */

type Scope = Page | Locator;

/** Fixture accounts of the account area (docs/fixtures.md "Default fixture: account scenarios"). */
export const accountUsers = {
  demo: accounts.demo,
  precollege: demoAccounts.precollege.email,
  bar: demoAccounts.bar.email,
  /** No courses or events: the empty state. */
  registered: demoAccounts.registered.email,
  password: accounts.password,
} as const;

/**
 * Opens the full portal's login with `redirectUrl` = `route`, logs in and
 * waits until the portal shows `route`'s path (the account routes are guarded).
 * The page's Date stands at `fixtureTime`, the instant the fixture's dates
 * are relative to, so "expires today" and future test dates hold at any hour.
 * On the file's reused page; `{ clock: true }` for a test that stops the
 * page's timers (Playwright's clock), `{ fresh: true }` for one that drives
 * the page below what the reuse undoes (a CDP session): both a fresh context.
 */
export async function signInTo(
  suite: BrowserSuite,
  route: string,
  email: string = accountUsers.demo,
  { clock = false, fresh = false }: { clock?: boolean; fresh?: boolean } = {},
): Promise<OpenedPage> {
  const opened = await suite.open(portalPath(`/login?redirectUrl=${encodeURIComponent(route)}`), clock ? { clock } : { fixedDate: true, fresh });
  await signInHere(opened.page, route, email);
  return opened;
}

/** On a page showing the login screen: logs in and waits for `route`'s path. */
export async function signInHere(page: Page, route: string, email: string = accountUsers.demo, password: string = accountUsers.password): Promise<void> {
  await heading(page, loginHeading()).waitFor();
  await submitLogin(page, email, password);
  await waitForRoutePath(page, route.split('?')[0] ?? route);
}

/**
 * The suite opens pages on 127.0.0.1 only: this opens a fresh context (with
 * the suite's checks) and then the same simulator under another host name,
 * e.g. `qa.localhost` (a QA host that is also loopback, so the page's origin
 * still serves every service).
 */
export async function openOnHost(suite: BrowserSuite, host: string, path: string): Promise<OpenedPage> {
  // Another origin's storage is not the reused page's to clean: a fresh context.
  const opened = await suite.open('/__sim/health', { fixedDate: true, fresh: true });
  const url = new URL(suite.url);
  url.hostname = host;
  await opened.page.goto(`${url.origin}${path}`);
  return opened;
}

/** Moves the full portal to another route the way a link would (hash change, no reload) and waits for it. */
export async function goTo(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${route}`);
  await waitForRoutePath(page, route.split('?')[0] ?? route);
}

/** The hash route's path and query. */
export const route = currentRoute;

/** The default fixture's course entry for an enrollment id (dates resolved against `fixtureTime`). */
export function fixtureCourse(enrollmentId: string) {
  const entry = defaultFixture().courses.find((c) => c.course.enrollmentId === enrollmentId);
  if (!entry) throw new Error(`the default fixture has no course ${enrollmentId}`);
  return entry.course;
}

/** The default fixture's event for an enrollment id. */
export function fixtureEvent(enrollmentId: string) {
  const entry = defaultFixture().events.find((e) => e.event.enrollmentId === enrollmentId);
  if (!entry) throw new Error(`the default fixture has no event ${enrollmentId}`);
  return entry.event;
}

/** A level-2 heading with this exact text. */
export const sectionHeading = (scope: Scope, name: string) => scope.getByRole('heading', { level: 2, name, exact: true });

/** The resources page (account §2 /myaccount/resources). */
export function resourcesScreen(scope: Scope) {
  return {
    progress: scope.getByRole('progressbar'),
    activeResources: sectionHeading(scope, accountScreens.activeResources),
    activeEvents: sectionHeading(scope, accountScreens.activeEvents),
    expiredResources: sectionHeading(scope, accountScreens.expiredResources),
    expiredEvents: sectionHeading(scope, accountScreens.expiredEvents),
    dismiss: scope.getByRole('button', { name: resourcesTexts.dismissBanner }),
  };
}

/**
 * account §9: once the data is in, the progress bar is full and `content`
 * shows 500 ms later. Waits for the full bar and, on a page with Playwright's
 * clock (`clock: true`), runs that half second on it; the reused page waits it out.
 */
export async function revealResources(page: Page, content: Locator): Promise<void> {
  const full = resourcesScreen(page).progress.and(page.locator('[aria-valuenow="100"]'));
  await full.or(content).waitFor({ timeout: 15000 });
  if (hasClock(page) && (await full.isVisible())) await page.clock.fastForward(resourcesProgress.revealMs);
  await content.waitFor();
}

/** Waits for the resources page's content (after its progress screen). */
export async function resourcesLoaded(page: Page): Promise<void> {
  await revealResources(page, resourcesScreen(page).activeResources);
}

/** The course card (a list item) whose h3 is `title`. */
export function courseCard(scope: Scope, title: string) {
  const page = 'page' in scope ? scope.page() : scope;
  const card = scope.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
  return {
    card,
    title: card.getByRole('heading', { level: 3, name: title, exact: true }),
    launch: card.getByRole('button', { name: courseCardTexts.launch }),
    seeDetails: card.getByRole('button', { name: accountScreens.seeDetails }),
    hideDetails: card.getByRole('button', { name: accountScreens.hideDetails }),
    toggle: card.getByRole('button', { name: accountScreens.seeDetails }).or(card.getByRole('button', { name: accountScreens.hideDetails })),
  };
}

/** The h3 texts under a section's h2 (up to the next h2), in page order. */
export async function titlesUnder(page: Page, sectionName: string): Promise<string[]> {
  return page.evaluate((name) => {
    const titles: string[] = [];
    let inside = false;
    for (const el of document.querySelectorAll('h2, h3')) {
      const text = el.textContent?.trim() ?? '';
      if (el.tagName === 'H2') inside = text === name;
      else if (inside) titles.push(text);
    }
    return titles;
  }, sectionName);
}

/** The h2 texts of the page, in order. */
export const sectionOrder = (page: Page) => page.locator('h2').allInnerTexts();

/**
 * Holds every request to `urlPattern` until `release()`, then answers it with
 * `answer` (default: a small page, for external hosts that do not resolve).
 * While a navigation is held the portal page stays, but Playwright cannot
 * evaluate in it: watch it through its console instead (`watchDisabled`).
 */
export async function holdRoute(context: BrowserContext, urlPattern: string, answer?: (route: Route) => Promise<void>) {
  const requested: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(urlPattern, async (r) => {
    requested.push(r.request().url());
    await released;
    const reply = answer ?? ((x: Route) => x.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Stub</title><p>stub</p>' }));
    await reply(r).catch(() => {});
  });
  return {
    requested,
    release,
    /** Resolves once the page asked for the held URL; returns it. */
    async firstRequest(): Promise<string> {
      await expect.poll(() => requested.length, { timeout: 10000 }).toBeGreaterThan(0);
      return requested[0] ?? '';
    },
  };
}

/**
 * Reports each change of a button's `disabled` property as a console line
 * `<tag>:true|false` into the returned list, even while the page is being left.
 */
export async function watchDisabled(page: Page, button: Locator, tag: string): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.text().startsWith(`${tag}:`)) seen.push(m.text());
  });
  await button.evaluate((el: HTMLButtonElement, t) => {
    new MutationObserver(() => console.log(`${t}:${el.disabled}`)).observe(el, { attributes: true, attributeFilter: ['disabled'] });
  }, tag);
  return seen;
}

/** The overview card (a list item) whose h2 is `title`. */
export function profileCard(scope: Scope, title: string) {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

/** A card's rows as shown: each <dt> text → its <dd> text (what a sighted student reads). */
export function cardRows(card: Locator): Promise<Record<string, string>> {
  return card.evaluate((el) => {
    const rows: Record<string, string> = {};
    for (const dt of el.querySelectorAll('dt')) {
      const dd = dt.nextElementSibling;
      if (dd?.tagName === 'DD') rows[dt.textContent?.trim() ?? ''] = (dd as HTMLElement).innerText.trim();
    }
    return rows;
  });
}

/** The text of the elements a field names in aria-describedby (its error, hints), '' when none. */
export function describedText(field: Locator): Promise<string> {
  return field.evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids.map((id) => el.ownerDocument.getElementById(id)?.textContent?.trim() ?? '').join(' ');
  });
}

/** Resolves when a field's description (its error) contains `text`. */
export async function waitForFieldError(field: Locator, text: string): Promise<void> {
  await expect.poll(() => describedText(field), { timeout: 5000 }).toContain(text);
  expect(await field.getAttribute('aria-invalid')).toBe('true');
}

/** The answer of the next student-data update (account §7 updatestudent), with the body it sent. */
export async function nextStudentUpdate(page: Page): Promise<Record<string, unknown>> {
  const request = await page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/rest-services/enroll/updatestudent'));
  const body = request.postDataJSON() as Record<string, unknown>;
  expect((await request.response())?.ok(), 'the update was accepted').toBe(true);
  return body;
}

/** The option labels of a select, in order, without the empty "Select…" choice. */
export function optionLabels(select: Locator): Promise<string[]> {
  return select.evaluate((el: HTMLSelectElement) => [...el.options].filter((o) => o.value !== '').map((o) => o.textContent?.trim() ?? ''));
}

/** The visible label of a select's chosen option ('' for none). */
export function chosenLabel(select: Locator): Promise<string> {
  return select.evaluate((el: HTMLSelectElement) => (el.value === '' ? '' : (el.selectedOptions[0]?.textContent?.trim() ?? '')));
}

/** Whether the page scrolls sideways (content wider than the viewport). */
export const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
