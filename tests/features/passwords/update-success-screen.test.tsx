import { describe, expect, it } from 'vitest';
import { accessScreens } from '../../../src/core/messages/access';
import { accountScreens } from '../../../src/core/messages/account';
import { button, demo, field, hashRoute, heading, link, renderPortal, type } from '../render-portal';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';

describe('update success screen', () => {
  it.each([
    ['profile', accountScreens.profileUpdated],
    ['password', accountScreens.passwordUpdated],
    ['email', accountScreens.checkYourEmail],
  ])('says Mission Accomplished! with the %s message', async (message, text) => {
    const { host } = await renderPortal(`/updatesuccess?message=${message}`);
    await waitFor(() => heading(host) !== '', 'the heading');
    expect(heading(host)).toBe(accountScreens.missionAccomplished);
    expect(host.querySelector('.sp-card [role="status"]')?.textContent).toBe(text);
  });

  it("sends a visitor from I'M DONE to /login, without the profile link", async () => {
    const { host } = await renderPortal('/updatesuccess?message=email', { routing: 'hash' });
    // The session check has been answered: the visitor is known not to be logged in.
    await idle();
    expect(heading(host)).toBe(accountScreens.missionAccomplished);
    expect(link(host, accountScreens.changeProfileOrPassword)).toBeNull();
    button(host, accountScreens.imDone).click();
    await waitFor(() => hashRoute() === '/login', 'the login route');
  });

  it("sends a logged-in student from I'M DONE to the profile, and offers the change link", async () => {
    const { host, handle } = await renderPortal('/login', { routing: 'hash' });
    await idle();
    type(field(host, accessScreens.emailLabel), demo.email);
    type(field(host, accessScreens.passwordLabel), demo.password);
    await waitFor(() => !button(host, accessScreens.logIn).hasAttribute('aria-disabled'), 'Log In available');
    button(host, accessScreens.logIn).click();
    await waitFor(() => hashRoute().startsWith('/myaccount/resources'), 'the landing page');
    handle.navigate('/updatesuccess?message=profile');
    await waitFor(() => link(host, accountScreens.changeProfileOrPassword), 'the change link');
    expect(link(host, accountScreens.changeProfileOrPassword)?.getAttribute('href')).toBe('#/myaccount/profile');
    button(host, accountScreens.imDone).click();
    await waitFor(() => hashRoute() === '/myaccount/profile', 'the profile route');
  });
});
