import { describe, expect, it } from 'vitest';
import { portalEdition } from '../../src/app/portal-edition';
import { signupEdition } from '../../src/app/signup-edition';
import { baseCss, portalCss } from '../../src/ui/portal-css';
import { accountUiCss } from '../../src/ui/account-ui-css';
import { accountCss } from '../../src/app/account-css';
import { shellCss } from '../../src/features/shell/shell-css';
import { signupCss } from '../../src/features/registration/signup-css';
import { registrationDetailsCss } from '../../src/features/registration/details-css';
import { bookingCss } from '../../src/features/registration/booking-css';
import { appearanceKeys, appearanceProperty } from '../../embed/options';

/** Class names of every rule in a stylesheet. */
const classesOf = (css: string) => new Set(css.match(/\.sp-[a-z0-9-]+/g));

describe('the editions’ stylesheets (issue #18: the widget carries only what it renders)', () => {
  it('the full portal keeps every shared rule', () => {
    for (const rule of portalCss.split('\n')) expect(portalEdition.css).toContain(rule);
    for (const name of ['.sp-progress-fill', '.sp-dialog', '.sp-accordion-panel', '.sp-widget', '.sp-card']) expect(classesOf(portalCss)).toContain(name);
  });

  // #31.4: the ES module's entry adopts the access screens' rules, its account chunk the account
  // screens' after them (one more sheet); the scripts' one stylesheet has the same order.
  it('the full portal: the access screens’ rules, then the account screens’ (the account chunk’s)', () => {
    expect(portalEdition.css).toBe(baseCss + shellCss + signupCss + registrationDetailsCss + bookingCss + accountCss());
    expect(accountCss().startsWith(accountUiCss)).toBe(true);
  });

  it('the account screens’ components style no class the access screens’ rules do (their order does not matter)', () => {
    const access = classesOf(shellCss + signupCss + registrationDetailsCss + bookingCss);
    expect([...classesOf(accountUiCss)].filter((name) => name !== '.sp-root' && access.has(name))).toEqual([]);
  });

  it('the sign-up widget leaves out the account screens’ progress bar, dialog and accordion', () => {
    const widget = classesOf(signupEdition.css);
    for (const name of ['.sp-widget', '.sp-card', '.sp-input', '.sp-button', '.sp-visually-hidden']) expect(widget).toContain(name);
    for (const name of ['.sp-progress', '.sp-progress-fill', '.sp-dialog', '.sp-dialog-backdrop', '.sp-accordion', '.sp-accordion-panel']) expect(widget).not.toContain(name);
  });

  it('every rule the widget has is the full portal’s rule too (one stylesheet, two cuts)', () => {
    for (const rule of signupEdition.css.split('\n').filter((line) => line.includes('{'))) expect(portalEdition.css).toContain(rule);
  });

  it('neither edition holds its concatenated stylesheet: css is a getter, built when the mount reads it (issue #18 heap)', () => {
    for (const edition of [portalEdition, signupEdition]) {
      const css = Object.getOwnPropertyDescriptor(edition, 'css');
      expect(typeof css?.get).toBe('function');
      expect(css && 'value' in css).toBe(false);
    }
  });

  // issue #19.3: a public --sp-* set on the host (or an ancestor) must win, so no rule declares one.
  it.each([portalEdition, signupEdition])('declares no public --sp-* property, reads each from the host with a default (theme, #19.3)', (edition) => {
    expect(edition.css.match(/(^|[;{\s])--sp-[a-z-]+\s*:/g)).toBeNull();
    const publicNames = appearanceKeys.map(appearanceProperty);
    for (const used of new Set(edition.css.match(/var\(--sp-[a-z-]+/g))) expect(publicNames).toContain(used.slice(4));
    for (const name of publicNames) expect(edition.css).toContain(`var(${name}, `);
    // Every internal property a rule reads is declared (save the hint's, which has its own fallback).
    for (const used of new Set(edition.css.match(/var\(--_sp-[a-z-]+(?=\))/g))) expect(edition.css).toContain(`${used.slice(4)}: var(--sp-`);
  });
});
