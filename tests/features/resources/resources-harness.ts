import { vi } from 'vitest';
import { resourcesProgress } from '../../../src/core/rules/progress-steps';
import { type RenderedPortal, hashRoute, renderSignedIn } from '../render-portal';
import { accounts as demoAccounts } from '../../support/accounts';
import { waitFor } from '../../support/wait';

/** The route under test and the demo accounts these tests sign in as (docs/fixtures.md). */
export const resourcesPath = '/myaccount/resources';
export const accounts = {
  demo: demoAccounts.demo.email,
  bar: demoAccounts.bar.email,
  precollege: demoAccounts.precollege.email,
  registered: demoAccounts.registered.email,
} as const;

/** A page the student can land on first, so the resources page loads only when a test opens it. */
const elsewhere = '/updatesuccess?message=profile';

export const progressBar = (host: ParentNode) => host.querySelector<HTMLElement>('[role="progressbar"]');

/**
 * Signs in through the login form on a manual clock (hash routing), landing
 * on `landing` (the resources page unless a test wants to open it itself).
 * `before` runs against the simulator before the login, to shape its data.
 */
export async function signIn(
  email: string = accounts.demo,
  options: { landing?: string; before?: (rendered: RenderedPortal) => void; faults?: boolean } = {},
) {
  return renderSignedIn(options.landing ?? resourcesPath, { email, before: options.before, faults: options.faults, viaForm: true });
}

/** Signs in elsewhere; `open()` then goes to the resources page (after a test has set up its fetch). */
export async function signInElsewhere(email: string = accounts.demo, options: { faults?: boolean } = {}) {
  const rendered = await signIn(email, { landing: elsewhere, faults: options.faults });
  /** Opens the page; resolves with the progress bar, or null when the page has already moved past it. */
  const open = async (path: string = resourcesPath) => {
    rendered.handle.navigate(path);
    await waitFor(() => hashRoute() === path && rendered.host.querySelector('h1'), `the page ${path}`);
    return progressBar(rendered.host);
  };
  return { ...rendered, open };
}

/**
 * Waits for the data (the bar at 100), then moves the clock past the 500 ms
 * hold (account §9). The routing lookup is not part of the load (issue #13.11):
 * unless `routing: 'pending'`, it also waits until no card waits for it.
 */
export async function showContent(
  { host, clock }: { host: HTMLElement; clock: { advance(ms: number): void } },
  { routing = 'settled' }: { routing?: 'settled' | 'pending' } = {},
) {
  await waitFor(() => progressBar(host)?.getAttribute('aria-valuenow') === '100', 'the bar at 100');
  clock.advance(resourcesProgress.revealMs);
  await waitFor(() => !progressBar(host) && host.querySelector('.sp-resources'), 'the resources content');
  if (routing === 'settled') await waitFor(() => !host.querySelector('[data-routing="pending"]'), 'the routing answer');
}

export interface FetchCall {
  url: string;
  authorization: string | null;
}

/**
 * Puts `answer` in front of the page's fetch (renderPortal's recording spy):
 * a Response answers the request, undefined lets it through to the simulator.
 * Returns every call seen from now on, with its Authorization header.
 */
export function interceptFetch(answer: (url: string) => Promise<Response | undefined> | Response | undefined = () => undefined): FetchCall[] {
  const spy = vi.mocked(window.fetch);
  const through = spy.getMockImplementation();
  if (!through) throw new Error('renderPortal has not wrapped fetch');
  const calls: FetchCall[] = [];
  spy.mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    calls.push({ url, authorization: headers.get('authorization') });
    return (await answer(url)) ?? through(input, init);
  });
  return calls;
}

/** A request held until `release()`. */
export function gate() {
  let release = () => {};
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { opened, release: () => release() };
}

/** The cookie the identity login set (the routing service's bearer token). */
export function cookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The h3 titles under each h2, in page order. */
export function sections(host: ParentNode): { heading: string; titles: string[] }[] {
  const result: { heading: string; titles: string[] }[] = [];
  for (const el of host.querySelectorAll('h2, h3')) {
    const text = el.textContent?.trim() ?? '';
    if (el.tagName === 'H2') result.push({ heading: text, titles: [] });
    else result.at(-1)?.titles.push(text);
  }
  return result;
}
