import { describe, expect, it } from 'vitest';
import { vsTexts } from '../../src/core/messages/books';
import { routeTitles } from '../../src/core/messages/routes';
import { guardedRedirect } from '../../src/core/rules/route-guard';
import { type PathName, pathAliases, paths } from '../../src/lib/paths';
import { idle } from '../support/page';
import { waitFor } from '../support/wait';
import { demo, hashRoute, heading, logIn, renderPortal } from '../features/render-portal';

/*
 * Issue #20.5 (account §2 "Other links out of this area"): /amp/enrollment-agreement,
 * /resources/vs and /pgm/ade land on /pg/enrollment-agreement, /pg/vs and /ade with
 * the query kept and the route's own guard, not on the not-found view.
 */

const rows: [alias: string, route: string, name: PathName, query: string, heading: string][] = [
  ['/amp/enrollment-agreement', '/pg/enrollment-agreement', 'enrollmentAgreement', 'enrollmentId=E2001', routeTitles.enrollmentAgreement],
  // An enrollment that is not the student's: the screen read the query and says so.
  ['/resources/vs', '/pg/vs', 'vitalSource', 'enrollmentId=E9999&bookId=BIO-2026&pageNumber=3', routeTitles.vitalSource],
  ['/pgm/ade', '/ade', 'ade', 'utm_source=mail&x=a%20b', routeTitles.ade],
];

describe('route aliases (issue #20.5)', () => {
  it('declares each alias once, pointing at the route it stands for', () => {
    expect(Object.entries(pathAliases).map(([alias, name]) => [paths[alias as PathName].pattern, paths[name].pattern])).toEqual(
      rows.map(([alias, route]) => [alias, route]),
    );
  });

  it.each(rows)('%s lands a signed-in student on %s with the query kept', async (alias, route, _name, query, title) => {
    const { host } = await renderPortal(`/login?redirectUrl=${encodeURIComponent(`${alias}?${query}`)}`, { routing: 'hash' });
    await idle();
    await logIn(host, demo.email);
    await waitFor(() => hashRoute() === `${route}?${query}`, `${route}?${query}`);
    await waitFor(() => heading(host) === title, title);
    if (route === '/pg/vs') await waitFor(() => host.textContent?.includes(vsTexts.notFound), 'the screen read the enrollment');
  });

  it.each(rows)('%s sends a visitor where %s does: its guard, the query kept', async (alias, route, name, query, title) => {
    const { host } = await renderPortal(`${alias}?${query}`, { routing: 'hash' });
    const guarded = 'guard' in paths[name];
    const expected = guarded ? guardedRedirect(route, query) : `${route}?${query}`;
    await waitFor(() => hashRoute() === expected, expected);
    if (!guarded) await waitFor(() => heading(host) === title, title);
  });

  it('sends /myaccount to /myaccount/resources the same way, its query kept (access §2)', async () => {
    const { host } = await renderPortal('/login?redirectUrl=%2Fmyaccount%3Fpivot%3Dtrue', { routing: 'hash' });
    await idle();
    await logIn(host, demo.email);
    await waitFor(() => hashRoute() === '/myaccount/resources?pivot=true', 'my resources, query kept');
  });
});
