import { describe, expect, it } from 'vitest';
import { ambassadorPages } from '../../../src/core/config/ambassador';
import { brands } from '../../../src/core/config/brands';
import { accountScreens } from '../../../src/core/messages/account';
import { ambassadorTexts, profileTexts } from '../../../src/core/messages/profile';
import { registrationDetailTexts } from '../../../src/core/messages/registration';
import { shellTexts } from '../../../src/core/messages/shell';
import type { FixtureStudent } from '../../../cli/simulator/fixture/people';
import { type RenderedPortal, renderSignedIn } from '../render-portal';
import { waitFor } from '../../support/wait';
import { accounts as demoAccounts } from '../../support/accounts';
import { accounts } from './info-sign-in';

/*
 * Account §4 ambassadors and §6 the parent, on /myaccount/profile: the
 * referral card's states (flagged, flagged in Canada, not flagged) and the
 * pre-college student's parent rows.
 */

const profilePath = '/myaccount/profile';

/** The card (list item) titled `title`, or null. */
const cardNamed = (host: ParentNode, title: string) =>
  [...host.querySelectorAll('.sp-profile-card')].find((c) => c.querySelector('h2')?.textContent === title) ?? null;

const rowsOf = (item: Element) =>
  Object.fromEntries([...item.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]));

const linkIn = (item: Element, name: string) =>
  [...item.querySelectorAll('a')].find((a) => a.textContent?.replace(` ${shellTexts.opensInNewTab}`, '') === name) ?? null;

/** Logs `email` in to the profile overview, changing its fixture student first with `change`. */
async function profileOf(email: string, change?: (student: FixtureStudent) => void): Promise<RenderedPortal> {
  const rendered = await renderSignedIn(profilePath, {
    email,
    before: (portal) => {
      const student = portal.sim.simulator.state().fixture.students.find((s) => s.email === email);
      if (!student) throw new Error(`no fixture student ${email}`);
      change?.(student);
    },
  });
  await waitFor(() => cardNamed(rendered.host, accountScreens.myInfo), 'the profile cards');
  return rendered;
}

describe('the ambassador card (account §4)', () => {
  it('gives an ambassador outside Canada the share link, the referral email and the sign-up link', async () => {
    const { host } = await profileOf(accounts.demo);
    const card = await waitFor(() => cardNamed(host, ambassadorTexts.title), 'the ambassador card');
    const shareUrl = `${ambassadorPages.main.referral}?ref=S1001`;
    expect(card.textContent).toContain(ambassadorTexts.intro);
    expect(rowsOf(card)).toEqual({ [ambassadorTexts.shareLink]: shareUrl });

    const email = linkIn(card, ambassadorTexts.email);
    const mail = new URL(email?.getAttribute('href') ?? '');
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe(ambassadorTexts.emailSubject(brands.main.displayName));
    expect(mail.searchParams.get('body')).toContain(shareUrl);

    const signUp = linkIn(card, ambassadorTexts.signUp);
    expect(signUp?.getAttribute('href')).toBe(ambassadorPages.main.signUp);
    expect(signUp?.getAttribute('target')).toBe('_blank');
    expect(signUp?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(signUp?.textContent).toContain(shellTexts.opensInNewTab);
  });

  it('keeps the referral but leaves the sign-up out for an ambassador in Canada (fixture S1008)', async () => {
    const { host } = await profileOf(demoAccounts.ambassador.email);
    const card = await waitFor(() => cardNamed(host, ambassadorTexts.title), 'the ambassador card');
    expect(rowsOf(card)[ambassadorTexts.shareLink]).toBe(`${ambassadorPages.main.referral}?ref=S1008`);
    expect(linkIn(card, ambassadorTexts.email)).not.toBeNull();
    expect(linkIn(card, ambassadorTexts.signUp)).toBeNull();
  });

  it('shows no ambassador card to a student not flagged as one', async () => {
    const { host } = await profileOf(accounts.precollege);
    expect(cardNamed(host, ambassadorTexts.title)).toBeNull();
    expect(host.textContent).not.toContain(ambassadorTexts.signUp);
  });
});

describe('the parent in My Info (account §6)', () => {
  it('shows the pre-college student’s parent as Not provided when none is held, so Edit Info is where to add one', async () => {
    const { host } = await profileOf(accounts.precollege, (s) => {
      s.RelationShip = [];
    });
    // The rows depend on the target test (SAT): wait for the program list.
    await waitFor(() => rowsOf(cardNamed(host, accountScreens.myInfo) as Element)[profileTexts.parent], 'the parent row');
    expect(rowsOf(cardNamed(host, accountScreens.myInfo) as Element)).toMatchObject({
      [profileTexts.parent]: profileTexts.notProvided,
      [registrationDetailTexts.parentEmailLabel]: profileTexts.notProvided,
    });
  });

  it('shows a held parent even when the target test does not ask for one', async () => {
    const { host } = await profileOf(accounts.demo, (s) => {
      s.RelationShip = [{ parentFirstName: 'Ana', parentLastName: 'Rivera', email1: 'ana@student-portal.test' }];
    });
    expect(rowsOf(cardNamed(host, accountScreens.myInfo) as Element)).toMatchObject({
      [profileTexts.parent]: 'Ana Rivera',
      [registrationDetailTexts.parentEmailLabel]: 'ana@student-portal.test',
    });
  });
});
