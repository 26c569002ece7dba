import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { brandSites } from '../../src/core/config/brand-sites';
import { courseCardTexts, courseLinksOutTexts as t, resourcesTexts } from '../../src/core/messages/resources';
import { accountUsers, courseCard, fixtureCourse, resourcesLoaded, signInTo } from './account-page';
import { screenshot, seriousAxeViolations, useBrowserSuite } from './browser-suite';

/*
 * Issue #20.1/#20.3 in the browser: a course's links out (account §7) in its
 * details on /myaccount/resources, main brand, against the default fixture
 * (docs/fixtures.md); the second brand's URLs are checked at rule level
 * (tests/core/rules/course-links-out.test.ts).
 */

const suite = useBrowserSuite();
const site = brandSites.main;

/** Opens a card's details and returns its links-out list. */
async function linksOf(page: Page, enrollmentId: string) {
  const card = courseCard(page, fixtureCourse(enrollmentId).productTitle ?? '');
  if ((await card.toggle.getAttribute('aria-expanded')) !== 'true') await card.seeDetails.click();
  const list = card.card.getByRole('list', { name: t.label });
  await list.waitFor();
  return list;
}

/** Every link of a list as [name, href, target, rel]. */
const described = (list: Awaited<ReturnType<typeof linksOf>>) =>
  list.getByRole('link').evaluateAll((links) =>
    links.map((a) => [a.textContent ?? '', a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]),
  );

const newTab = (name: string, href: string) => [`${name}${resourcesTexts.opensInNewTab}`, href, '_blank', 'noopener noreferrer'];

describe('links out of a course’s details (account §7)', () => {
  it('gives tutoring its survey, a classroom course its practice tests and tracking, bar its forum, a declined payment its payment page', async () => {
    const { page } = await signInTo(suite, '/myaccount/resources');
    await resourcesLoaded(page);

    expect(await described(await linksOf(page, 'E2004'))).toEqual([newTab(t.tutoringSurvey, `${site.courseLinks.tutoringSurvey}?eid=E2004`)]);
    expect(await described(await linksOf(page, 'E2002'))).toEqual([
      newTab(t.practiceTest, site.courseLinks.practiceTest),
      newTab(t.track('MCAT Review Book Set', 'UPS'), 'https://www.ups.com/track?tracknum=1Z999AA10123456784'),
      newTab(t.track('MCAT Flashcards', 'USPS'), 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400110898825022579493'),
    ]);
    expect(await described(await linksOf(page, 'E2009'))).toEqual([newTab(t.forum, site.courseLinks.forum)]);
    expect(await described(await linksOf(page, 'E2012'))).toEqual([newTab(courseCardTexts.payBalance, site.paymentUrl)]);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('signs a Canvas class in with its enrollment, client and course page; its advisor agreement link adds roleName=Parent', async () => {
    const { page } = await signInTo(suite, '/myaccount/resources', accountUsers.precollege);
    await resourcesLoaded(page);
    const list = await linksOf(page, 'E2204');
    const redirectUrl = fixtureCourse('E2204').portalRedirectURL ?? '';
    const canvas = new URLSearchParams({ enrollmentId: 'E2204', canvasClient: site.courseLinks.canvasClient, redirectUrl });
    expect(await described(list)).toEqual([
      newTab(t.canvas, `${site.courseLinks.canvasAuth}?${canvas}`),
      newTab(t.practiceTest, site.courseLinks.practiceTest),
    ]);
    const card = courseCard(page, fixtureCourse('E2204').productTitle ?? '').card;
    const agreement = card.getByRole('link', { name: courseCardTexts.agreementPending });
    expect(await agreement.getAttribute('href')).toMatch(/\/pg\/enrollment-agreement\?enrollmentId=E2204&roleName=Parent$/);
    await screenshot(page, 'course-links-out');
  });
});
