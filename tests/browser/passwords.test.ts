import { describe, expect, it } from 'vitest';
import { accessScreens } from '../../src/core/messages/access';
import { accountScreens } from '../../src/core/messages/account';
import { accessErrors, transportErrors } from '../../src/core/messages/errors';
import { hashRoute, screenshot, useBrowserSuite, waitForHash } from './browser-suite';
import { accounts, alertWith, heading, submitLogin } from './portal-page';

const suite = useBrowserSuite();

/** The forgot-password form of the full portal (index.html, hash routing). */
async function openForgot() {
  const opened = await suite.open('/index.html#/forgotpassword');
  await heading(opened.page, accessScreens.forgotTitle).waitFor();
  const form = opened.page.locator('form').filter({ has: opened.page.getByRole('button', { name: accessScreens.forgotSubmit }) });
  return { ...opened, email: form.getByLabel(accessScreens.emailLabel, { exact: true }), submit: form.getByRole('button', { name: accessScreens.forgotSubmit }) };
}

describe('forgot and reset password in the browser', () => {
  it('sends instructions for a known email and shows the check-your-email success', async () => {
    const { page, email, submit } = await openForgot();
    await email.fill(accounts.demo);
    await submit.click();
    await heading(page, accountScreens.missionAccomplished).waitFor();
    expect((await hashRoute(page)).path).toBe('/updatesuccess');
    await page.getByText(accountScreens.checkYourEmail, { exact: true }).waitFor();
    await screenshot(page, 'update-success-email');
  });

  it('says no account exists for an unknown email and stays on the form', async () => {
    const { page, email, submit } = await openForgot();
    await email.fill('nobody@student-portal.test');
    await email.press('Enter');
    await alertWith(page, accessErrors.forgotPasswordUnknown).waitFor();
    expect((await hashRoute(page)).path).toBe('/forgotpassword');
    expect(await submit.isDisabled()).toBe(false);
  });

  it('sets a new password with a valid reset link, then logs in with it', async () => {
    const { page } = await suite.open('/index.html#/resetpassword?t=reset-demo-valid');
    await heading(page, accessScreens.resetTitle).waitFor();
    const field = page.getByLabel(accessScreens.newPasswordLabel, { exact: true });
    expect(await field.getAttribute('autocomplete')).toBe('new-password');
    await field.fill('Fresh-pass2@');
    await page.getByRole('button', { name: accessScreens.resetSubmit }).click();
    await heading(page, accountScreens.missionAccomplished).waitFor();
    await page.getByText(accountScreens.passwordUpdated, { exact: true }).waitFor();
    expect((await hashRoute(page)).path).toBe('/updatesuccess');

    await page.getByRole('button', { name: accountScreens.imDone }).click();
    await waitForHash(page, '#/login');
    await submitLogin(page, accounts.demo, 'Fresh-pass2@');
    await waitForHash(page, '#/myaccount/resources?pivot=true');
  });

  it('shows the expired-link message with a link to forgot password for an expired reset link', async () => {
    const { page } = await suite.open('/index.html#/resetpassword?t=reset-demo-expired');
    await heading(page, accessScreens.resetTitle).waitFor();
    const alert = alertWith(page, transportErrors.resetLinkExpired);
    await alert.waitFor();
    expect(await page.getByLabel(accessScreens.newPasswordLabel, { exact: true }).count()).toBe(0);
    await alert.getByRole('link', { name: accessScreens.forgotPasswordLink }).click();
    await heading(page, accessScreens.forgotTitle).waitFor();
    expect((await hashRoute(page)).path).toBe('/forgotpassword');
  });

  // issue 13 item 16: an empty meter has no label yet, and leaves no blank line for it.
  it('leaves no blank line between the empty strength meter and "Your password needs:"', async () => {
    const { page } = await suite.open('/index.html#/resetpassword?t=reset-demo-valid');
    await heading(page, accessScreens.resetTitle).waitFor();
    const meter = page.locator('.sp-meter');
    const rulesHeading = page.getByText(accessScreens.passwordRulesHeading, { exact: true });
    await rulesHeading.waitFor();
    const gap = async () => {
      const [m, h] = await Promise.all([meter.boundingBox(), rulesHeading.boundingBox()]);
      if (!m || !h) throw new Error('no meter or rules heading');
      return h.y - (m.y + m.height);
    };
    const lineHeight = await rulesHeading.evaluate((el) => parseFloat(getComputedStyle(el).fontSize) * 1.2);
    const emptyGap = await gap();
    expect(emptyGap, 'the gap under the empty meter is less than a line').toBeLessThan(lineHeight);
    // Typed, the label takes its line, and goes again once the field is cleared.
    const field = page.getByLabel(accessScreens.newPasswordLabel, { exact: true });
    await field.fill('abc');
    await page.locator('.sp-strength-label').filter({ hasText: /\S/ }).waitFor();
    expect(await gap()).toBeGreaterThan(emptyGap + lineHeight / 2);
    await field.fill('');
    await page.locator('.sp-meter:not([data-label])').waitFor();
    expect(await gap()).toBe(emptyGap);
  });
});
