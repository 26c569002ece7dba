import { cookieNames } from '../../../src/core/api/credentials';
import { isLoggedIn, logout } from '../../../src/core/api/session';
import { type Check, expectThat } from './types';

/*
 * access §4 session check around the login sequence, and access §2 /logout,
 * which sends no request: the session and confirmation cookies are cleared
 * and the next isLoggedIn answers false.
 */

/** isLoggedIn before the login sequence: false. */
export const beforeLoginChecks: readonly Check[] = [
  {
    id: 'session.before-login',
    title: 'isLoggedIn answers false before the login sequence',
    writes: false,
    async run(ctx) {
      expectThat((await isLoggedIn(ctx.client)) === false, 'isLoggedIn answered true before any login');
    },
  },
];

/** isLoggedIn after the login sequence: true. */
export const afterLoginChecks: readonly Check[] = [
  {
    id: 'session.after-login',
    title: 'isLoggedIn answers true after the login sequence',
    writes: false,
    needs: ['login.rest'],
    async run(ctx) {
      expectThat((await isLoggedIn(ctx.client)) === true, 'isLoggedIn answered false after the login sequence');
    },
  },
];

/**
 * Logout, the last check of a run: `final`, so the runner starts it only
 * after every other check has ended (it is also last in `allChecks`).
 */
export const logoutChecks: readonly Check[] = [
  {
    id: 'session.logout',
    title: 'Logout clears the session and confirmation cookies; isLoggedIn answers false (access §2)',
    writes: false,
    needs: ['login.rest'],
    final: true,
    async run(ctx) {
      await logout(ctx.client);
      expectThat(ctx.jar.getCookie(cookieNames.session) === undefined, `the ${cookieNames.session} cookie survived logout`);
      expectThat(ctx.jar.getCookie(cookieNames.confirmation) === undefined, `the ${cookieNames.confirmation} cookie survived logout`);
      expectThat((await isLoggedIn(ctx.client)) === false, 'isLoggedIn answered true after logout');
    },
  },
];
