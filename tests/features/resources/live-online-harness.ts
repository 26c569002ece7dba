import { vi } from 'vitest';

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
