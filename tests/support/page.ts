import { onTestFinished, vi } from 'vitest';
import { waitFor } from './wait';

/*
 * The happy-dom page the component tests mount on: its origin, its cookies,
 * and the portal's requests (recorded and counted, so a test ends — and its
 * simulator closes — only once every request was answered, and `idle()` can
 * tell when nothing is left to come).
 */

/** The page's own fetch, taken before any test wraps it. */
const nativeFetch = window.fetch.bind(window);

/** Requests the portal sent and has not yet seen answered. */
let inFlight = 0;

interface HappyDomWindow {
  happyDOM: { setURL(url: string): void };
}

/** Puts the page on `url` (the simulator's origin: requests are same-origin, cookies land in document.cookie). */
export function setPageUrl(url: string): void {
  (window as unknown as HappyDomWindow).happyDOM.setURL(url);
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

/** `fetchFn` counted in the requests in flight (for a client built by hand around its own fetch). */
export function countedFetch(fetchFn: typeof fetch): typeof fetch {
  return async (input, init) => {
    inFlight += 1;
    try {
      return await fetchFn(input, init);
    } finally {
      inFlight -= 1;
    }
  };
}

/** Waits until every counted request has its answer. */
export const requestsAnswered = (what = 'requests in flight') => waitFor(() => inFlight === 0, what);

export interface PageRequest {
  url: string;
  body: string;
}

/**
 * Spies on the page's fetch for this test: records each request (URL and
 * string body) and counts it in flight; the spy is removed once the test's
 * requests are answered. `stubRequests` (render-portal) builds on the spy.
 */
export function trackPageRequests(): PageRequest[] {
  const requests: PageRequest[] = [];
  const counted = countedFetch(nativeFetch);
  const spy = vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    requests.push({ url, body: typeof init?.body === 'string' ? init.body : '' });
    return counted(input, init);
  });
  onTestFinished(async () => {
    await requestsAnswered();
    spy.mockRestore();
  });
  return requests;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Waits until the portal is idle: no request in flight and no DOM change
 * over three frames in a row (renders, effects and the answers they wait on
 * have all run). Use it before asserting that something did NOT happen —
 * after advancing the manual clock, say — where there is nothing to wait for.
 */
export async function idle(timeoutMs = 4000): Promise<void> {
  let changed = false;
  const observer = new MutationObserver(() => {
    changed = true;
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const end = Date.now() + timeoutMs;
  try {
    for (let quiet = 0; quiet < 3; ) {
      await nextFrame();
      quiet = inFlight === 0 && !changed ? quiet + 1 : 0;
      changed = false;
      if (Date.now() > end) throw new Error('timed out waiting for the portal to go idle');
    }
  } finally {
    observer.disconnect();
  }
}
