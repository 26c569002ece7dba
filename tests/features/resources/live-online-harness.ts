import { vi } from 'vitest';
import { createManualClock } from '../../../src/app/clock';
import { accessScreens } from '../../../src/core/messages';
import { button, demo, field, hashRoute, renderPortal, settle, type, waitFor } from '../render-portal';

/**
 * Logs a demo student in through the login form, whose redirectUrl then opens
 * `path` (hash routing). `beforeLogin` runs once the portal is mounted, before
 * the screen under test asks for anything (to stub its requests).
 */
export async function renderSignedIn(path: string, { email = demo.email, beforeLogin }: { email?: string; beforeLogin?: () => void } = {}) {
  const clock = createManualClock();
  const rendered = await renderPortal(`/login?redirectUrl=${encodeURIComponent(path)}`, { routing: 'hash', clock });
  const { host } = rendered;
  await settle();
  type(field(host, accessScreens.emailLabel), email);
  type(field(host, accessScreens.passwordLabel), demo.password);
  await settle();
  beforeLogin?.();
  button(host, accessScreens.logIn).click();
  await waitFor(() => hashRoute() === path, `the route ${path}`);
  return { ...rendered, clock };
}

/**
 * Answers the portal's requests whose URL contains `part` with `answer()`
 * (a failing status, an odd body) while `times` lasts; every other request
 * goes to the simulator. Returns how many were answered so.
 */
export function stubRequests(part: string, answer: () => Response, times = Number.POSITIVE_INFINITY) {
  const spy = vi.mocked(window.fetch);
  const real = spy.getMockImplementation();
  if (!real) throw new Error('renderPortal spies on fetch');
  let left = times;
  const stubbed = { count: 0 };
  spy.mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes(part) && left > 0) {
      left -= 1;
      stubbed.count += 1;
      return answer();
    }
    return real(input, init);
  });
  return stubbed;
}

export const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
