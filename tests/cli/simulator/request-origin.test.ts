import { describe, expect, it } from 'vitest';
import { isLoggedIn } from '../../../src/core/api/session';
import { type TestSimulator, startTestSimulator } from './harness';
import { postJson } from './requests';
import { sessionHeaders, signIn } from './sign-in';

/*
 * #29.16: a page on another port of the same host is same-site, so the
 * SameSite=Lax session cookie goes with its requests. Writes and logout check
 * where a browser request comes from (Origin, Sec-Fetch-Site).
 */

const uploadPath = '/rest-services/document/upload';
const logoutPath = '/rest-services/userLogin/logout';
const hostPage = 'http://localhost:3000';
/** A comment on the demo student's open case (account §7). */
const planted = { studentId: 'S1001', caseNumber: '00012001', comments: 'planted by another page' };

const commentsOf = (sim: TestSimulator) =>
  sim.simulator.state().fixture.cases.find((c) => c.caseNumber === planted.caseNumber)?.caseComments.map((c) => c.body) ?? [];

/** The simulator's origin on another port: same-site, another origin. */
const otherPort = (sim: TestSimulator) => {
  const url = new URL(sim.url);
  return `${url.protocol}//${url.hostname}:${url.port === '1' ? '2' : '1'}`;
};

function upload(sim: TestSimulator, headers: Record<string, string>): Promise<Response> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array([37, 80, 68, 70])]), 'planted.pdf');
  for (const [name, value] of Object.entries({ caseId: '500A0001', fileName: 'planted.pdf', studentId: 'S1001' })) body.append(name, value);
  return sim.fetch(uploadPath, { method: 'POST', body, headers: sessionHeaders(sim, headers) });
}

describe('simulator writes and logout from other pages (#29.16)', () => {
  it('refuses an upload into the student’s case from a page on another port (a no-cors POST): 403 JSON, nothing stored', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const answer = await upload(sim, { origin: otherPort(sim), 'sec-fetch-site': 'same-site' });

    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ error: 'forbidden', message: expect.stringContaining(otherPort(sim)) });
    expect(sim.simulator.state().uploads.size).toBe(0);
  });

  it('refuses a logout from another page (an <img> on another port, a cross-site link) and keeps the session', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const image = await sim.fetch(logoutPath, { headers: sessionHeaders(sim, { 'sec-fetch-site': 'same-site' }) });
    const link = await sim.fetch(logoutPath, { headers: sessionHeaders(sim, { 'sec-fetch-site': 'cross-site' }) });
    const script = await sim.fetch(logoutPath, { headers: sessionHeaders(sim, { origin: otherPort(sim), 'sec-fetch-site': 'same-site' }) });

    expect([image.status, link.status, script.status]).toEqual([403, 403, 403]);
    expect(await image.json()).toMatchObject({ error: 'forbidden' });
    expect(image.headers.getSetCookie()).toEqual([]);
    expect(await isLoggedIn(sim.client)).toBe(true);
  });

  it.each([
    ['Origin null (a sandboxed frame, a data: page)', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['Origin null without Sec-Fetch-Site (an older browser)', { origin: 'null' }],
    ['a cross-site Origin', { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site without Origin', { 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site none on a write (not logout)', { 'sec-fetch-site': 'none' }],
    ['an Origin of the same host without a port', { origin: 'http://127.0.0.1' }],
  ])('refuses a write with %s', async (_label, headers) => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const comment = await postJson(sim, '/rest-services/case/comment', planted, sessionHeaders(sim, headers));
    const reset = await postJson(sim, '/__sim/reset', {}, headers);

    expect([comment.status, reset.status]).toEqual([403, 403]);
    expect(await comment.json()).toMatchObject({ error: 'forbidden' });
    // Nothing was written, and the reset did not happen: the session lives on.
    expect(commentsOf(sim)).not.toContain(planted.comments);
    expect(await isLoggedIn(sim.client)).toBe(true);
  });

  it('lets the portal’s own pages, a --cors page, a typed logout and non-browser clients through', async () => {
    const sim = await startTestSimulator({ corsOrigins: [hostPage] });
    await signIn(sim.client);
    const own = new URL(sim.url).origin;
    const localhost = sim.url.replace('127.0.0.1', 'localhost');
    const comment = (base: string, headers: Record<string, string>) =>
      fetch(`${base}/rest-services/case/comment`, {
        method: 'POST',
        headers: sessionHeaders(sim, { 'content-type': 'application/json', ...headers }),
        body: JSON.stringify(planted),
      });

    expect((await comment(sim.url, { origin: own, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await comment(sim.url, { origin: own })).status).toBe(200);
    expect((await comment(sim.url, { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    // A same-origin POST from a page with Referrer-Policy no-referrer carries Origin null (Fetch, "serializing a request origin").
    expect((await comment(sim.url, { origin: 'null', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await comment(sim.url, { origin: hostPage, 'sec-fetch-site': 'same-site' })).status).toBe(200);
    expect((await comment(sim.url, {})).status).toBe(200);
    expect(commentsOf(sim).filter((c) => c === planted.comments)).toHaveLength(6);
    // The page's own origin is whatever host name it was opened by (the Host header).
    const byName = await fetch(`${localhost}/__sim/health`, { method: 'GET' });
    expect(byName.status).toBe(200);
    const resetByName = await postJson({ ...sim, fetch: (path, init) => fetch(`${localhost}${path}`, init) }, '/__sim/reset', {}, { origin: new URL(localhost).origin });
    expect(resetByName.status).toBe(200);
    await signIn(sim.client);
    // Reads are not checked: CORS keeps their answers from other pages.
    expect((await sim.fetch('/rest-services/userLogin/isLoggedIn', { headers: sessionHeaders(sim, { 'sec-fetch-site': 'cross-site' }) })).status).toBe(200);
    // A logout typed into the address bar (none), from the portal's page, then from a client without either header.
    expect((await sim.fetch(logoutPath, { headers: sessionHeaders(sim, { 'sec-fetch-site': 'none' }) })).status).toBe(200);
    await signIn(sim.client);
    expect((await sim.fetch(logoutPath, { headers: sessionHeaders(sim, { 'sec-fetch-site': 'same-origin' }) })).status).toBe(200);
    await signIn(sim.client);
    expect((await sim.fetch(logoutPath, { headers: sessionHeaders(sim) })).status).toBe(200);
    expect(await isLoggedIn(sim.client)).toBe(false);
  });
});
