import type { Locator, Page } from 'playwright-core';
import { getBrand } from '../../src/core/config/brands';
import { accessScreens } from '../../src/core/messages/access';
import { accounts as demoAccounts, demoPassword } from '../support/accounts';

/** The emails of the demo accounts these tests log in as, and their one password (tests/support/accounts.ts). */
export const accounts = {
  demo: demoAccounts.demo.email,
  locked: demoAccounts.locked.email,
  canada: demoAccounts.canada.email,
  password: demoPassword,
} as const;

/** The login screen's heading text for a brand. */
export const loginHeading = (brand: 'main' | 'second' = 'main') => accessScreens.loginHeading(getBrand(brand).displayName);

/**
 * The login form inside `scope` (a page, or one mount's container): found by
 * its password field, so the header's Log In link or search form never match.
 */
export function loginForm(scope: Page | Locator) {
  const page = 'page' in scope ? scope.page() : scope;
  const form = scope.locator('form').filter({ has: page.getByLabel(accessScreens.passwordLabel, { exact: true }) });
  return {
    form,
    email: form.getByLabel(accessScreens.emailLabel, { exact: true }),
    password: form.getByLabel(accessScreens.passwordLabel, { exact: true }),
    submit: form.getByRole('button', { name: accessScreens.logIn, exact: true }),
  };
}

/** Fills the login form and submits it with the Log In button. */
export async function submitLogin(scope: Page | Locator, email: string, password: string): Promise<void> {
  const { email: emailField, password: passwordField, submit } = loginForm(scope);
  await emailField.fill(email);
  await passwordField.fill(password);
  await submit.click();
}

/** The level-1 heading with this exact text. */
export const heading = (scope: Page | Locator, name: string) => scope.getByRole('heading', { level: 1, name, exact: true });

/** An alert (role=alert) showing this exact text. */
export const alertWith = (scope: Page | Locator, text: string) => scope.getByRole('alert').filter({ hasText: text });
