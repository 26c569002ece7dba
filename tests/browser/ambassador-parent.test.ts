import { describe, expect, it } from 'vitest';
import { ambassadorPages } from '../../src/core/config/ambassador';
import { accountScreens } from '../../src/core/messages/account';
import { ambassadorTexts, profileTexts } from '../../src/core/messages/profile';
import { registrationDetailTexts } from '../../src/core/messages/registration';
import { screenshot, seriousAxeViolations, useBrowserSuite } from './browser-suite';
import { accountUsers, cardRows, profileCard, signInTo } from './account-page';

/*
 * Issue #20.2 and #20.3 in the browser, on /myaccount/profile: the demo
 * student S1001 is an ambassador in the US (docs/fixtures.md), so the
 * Ambassador card shows the share link, the referral email and the sign-up;
 * the pre-college student S1002 is no ambassador and has a parent, shown
 * under My Info.
 */

const suite = useBrowserSuite();
const profile = '/myaccount/profile';

describe('ambassadors and parents on the profile', () => {
  it('an ambassador outside Canada gets the referral card with the share link, the email and the sign-up', async () => {
    const { page } = await signInTo(suite, profile);
    const card = profileCard(page, ambassadorTexts.title);
    await card.waitFor();
    const shareUrl = `${ambassadorPages.main.referral}?ref=S1001`;
    expect(await cardRows(card)).toEqual({ [ambassadorTexts.shareLink]: shareUrl });

    const email = card.getByRole('link', { name: ambassadorTexts.email, exact: true });
    const mail = new URL((await email.getAttribute('href')) ?? '');
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('body')).toContain(shareUrl);

    const signUp = card.getByRole('link', { name: ambassadorTexts.signUp });
    expect(await signUp.getAttribute('href')).toBe(ambassadorPages.main.signUp);
    expect(await signUp.getAttribute('target')).toBe('_blank');
    expect(await signUp.getAttribute('rel')).toBe('noopener noreferrer');
    await signUp.focus();
    expect(await signUp.evaluate((el) => el === document.activeElement)).toBe(true);

    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'account-profile-ambassador');
  });

  it('a pre-college student who is no ambassador sees the parent under My Info and no referral card', async () => {
    const { page } = await signInTo(suite, profile, accountUsers.precollege);
    const info = profileCard(page, accountScreens.myInfo);
    await info.waitFor();
    expect(await cardRows(info)).toMatchObject({
      [profileTexts.parent]: 'Grace Okafor',
      [registrationDetailTexts.parentEmailLabel]: 'grace.okafor@student-portal.test',
    });
    expect(await profileCard(page, ambassadorTexts.title).count()).toBe(0);
    expect(await page.getByRole('link', { name: ambassadorTexts.signUp }).count()).toBe(0);
  });
});
