import { describe, expect, it } from 'vitest';
import { accessScreens } from '../../src/core/messages/access';
import { screenshot, seriousAxeViolations, settled, useBrowserSuite } from './browser-suite';
import { heading } from './portal-page';
import { confirmationScreen, phoneStep, signupForm, submitSignup, uniqueEmail } from './registration-page';

/*
 * Issue #6: the light sign-up widget (dist/student-portal-signup.js) on
 * examples/marketing-signup.html, memory routing, class 7007 (a GRE free
 * trial: sign-up → phone step → confirmation).
 */

const suite = useBrowserSuite();
const widget = '[data-student-portal]';

describe('the sign-up widget on a marketing page (memory routing)', () => {
  it('signs up, reaches the phone step and the confirmation, and never changes the host URL', async () => {
    const navigations: string[] = [];
    const { page } = await suite.open('/marketing-signup.html', {
      beforeGoto: async (p) => {
        p.on('framenavigated', (frame) => {
          if (frame === p.mainFrame()) navigations.push(frame.url());
        });
      },
    });
    const box = page.locator(widget);
    await heading(box, accessScreens.signUp).waitFor();
    const hostUrl = page.url();
    const historyLength = await page.evaluate(() => history.length);
    expect(navigations).toEqual([hostUrl]);

    await submitSignup(box, { email: uniqueEmail('widget') });
    const step = phoneStep(box);
    await step.heading.waitFor();
    expect(page.url()).toBe(hostUrl);
    await screenshot(page, 'widget-phone-number');

    await step.noThanks.click();
    await confirmationScreen(box).heading.waitFor();
    expect(page.url()).toBe(hostUrl);
    expect(await page.evaluate(() => history.length), 'memory routing adds no history entries').toBe(historyLength);
    expect(navigations, 'the host page never navigated').toEqual([hostUrl]);
    await screenshot(page, 'widget-confirmation');
  });

  it('has no serious or critical axe violation in the widget’s sign-up form', async () => {
    const { page } = await suite.open('/marketing-signup.html');
    const box = page.locator(widget);
    await signupForm(box).submit.waitFor();
    // The form's lists (countries) have landed before it is judged.
    await settled(page);
    await screenshot(page, 'widget-signup');
    expect(await seriousAxeViolations(page, widget)).toEqual([]);
  });
});
