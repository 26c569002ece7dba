import { afterEach, describe, expect, it } from 'vitest';
import { messageForCode } from '../../src/core/errors';
import { accessScreens, testDateLabels } from '../../src/core/messages/access';
import { subscriptionCancellation } from '../../src/core/messages/account';
import { applyTexts, catalogueGroups } from '../../src/core/messages/catalogue';
import { accessErrors } from '../../src/core/messages/errors';
import { caseCreateTexts } from '../../src/core/messages/case-create';
import { accessValidation } from '../../src/core/messages/validation';
import { validateFirstName } from '../../src/core/validators/names';

// issue #19.4: a mount's `texts` replace catalogue texts by key while the mount lives.
const live: (() => void)[] = [];
const apply = (layer: Record<string, unknown>) => {
  const applied = applyTexts(layer);
  live.push(applied.release);
  return applied;
};
afterEach(() => {
  while (live.length) live.pop()?.();
});

describe('applyTexts', () => {
  it.each([
    ['a string text', { 'accessScreens.logIn': 'Sign in' }, () => accessScreens.logIn, 'Sign in'],
    ['an error text', { 'accessErrors.loginFailed': 'Wrong password.' }, () => accessErrors.loginFailed, 'Wrong password.'],
    ['a text with arguments, by a function', { 'accessScreens.loginHeading': (brand: string) => `Welcome to ${brand}` }, () => accessScreens.loginHeading('Summit'), 'Welcome to Summit'],
    ['a text with arguments, by a string', { 'accessScreens.loginHeading': 'Student sign-in' }, () => accessScreens.loginHeading('Summit'), 'Student sign-in'],
    ['two arguments', { 'caseCreateTexts.counter': (used: number, max: number) => `${max - used} left` }, () => caseCreateTexts.counter(10, 4000), '3990 left'],
    ['a text of a list', { 'testDateLabels.0': 'Soon' }, () => testDateLabels[0], 'Soon'],
  ])('replaces %s', (_, layer, read, want) => {
    const before = read();
    const { refused, release } = apply(layer);
    expect(refused).toEqual([]);
    expect(read()).toBe(want);
    release();
    expect(read()).toBe(before);
  });

  it.each([
    ['an unknown key', { 'accessScreens.signIn': 'x' }],
    ['an unknown group', { 'nowhere.logIn': 'x' }],
    ['a group, not a text', { accessScreens: 'x' }],
    ['a nested group, not a text', { 'caseCreateTexts': 'x' }],
    ["Object.prototype's names", { 'accessScreens.constructor': 'x', '__proto__.x': 'x', 'toString': 'x' }],
    ['a function for a text without arguments', { 'accessScreens.logIn': () => 'x' }],
    ['a number', { 'accessScreens.logIn': 7 }],
    ['a protocol value (not registered)', { 'subscriptionCancellation.subject': 'x' }],
  ])('refuses %s and changes nothing', (_, layer) => {
    const { refused } = apply(layer);
    expect(refused).toEqual(Object.keys(layer));
    expect(accessScreens.logIn).toBe('Log In');
    expect(subscriptionCancellation.subject).toBe('Cancelled Subscription');
    expect(Object.hasOwn(catalogueGroups(), 'subscriptionCancellation')).toBe(false);
  });

  it("falls back to the catalogue's text when a host function throws or returns no string", () => {
    apply({
      'accessScreens.loginHeading': () => {
        throw new Error('host bug');
      },
      'accessScreens.passwordStrength': () => 42 as unknown as string,
    });
    expect(accessScreens.loginHeading('Summit')).toBe('Summit Student Login');
    expect(accessScreens.passwordStrength('Weak')).toBe('Password strength: Weak');
  });

  it('layers mounts: the later wins while it lives; releasing either keeps the other', () => {
    const first = apply({ 'accessScreens.logIn': 'First', 'accessScreens.signUp': 'Join' });
    const second = apply({ 'accessScreens.logIn': 'Second' });
    expect([accessScreens.logIn, accessScreens.signUp]).toEqual(['Second', 'Join']);
    first.release();
    expect([accessScreens.logIn, accessScreens.signUp]).toEqual(['Second', 'Sign Up']);
    first.release(); // twice: no effect
    expect(accessScreens.logIn).toBe('Second');
    second.release();
    expect(accessScreens.logIn).toBe('Log In');
  });

  it('reaches texts read through tables: error messages, validator messages', () => {
    apply({ 'accessErrors.loginFailed': 'Wrong password.', 'accessValidation.signupFirstNameRequired': 'First name, please' });
    expect(messageForCode('auth.failed')).toBe('Wrong password.');
    expect(validateFirstName('')).toBe('First name, please');
    expect(accessValidation.signupFirstNameRequired).toBe('First name, please');
  });
});
