import { afterEach, describe, expect, it } from 'vitest';
import { messageForCode } from '../../src/core/errors';
import { accessScreens, testDateLabels } from '../../src/core/messages/access';
import { subscriptionCancellation } from '../../src/core/messages/account';
import { applyTexts, catalogue, catalogueGroups, deferCatalogueGroups } from '../../src/core/messages/catalogue';
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
    ['a string text', { 'accessScreens.logIn': 'Sign in' }, (): string => accessScreens.logIn, 'Sign in'],
    ['an error text', { 'accessErrors.loginFailed': 'Wrong password.' }, (): string => accessErrors.loginFailed, 'Wrong password.'],
    ['a text with arguments, by a function', { 'accessScreens.loginHeading': (brand: string) => `Welcome to ${brand}` }, (): string => accessScreens.loginHeading('Summit'), 'Welcome to Summit'],
    ['a text with arguments, by a string', { 'accessScreens.loginHeading': 'Student sign-in' }, (): string => accessScreens.loginHeading('Summit'), 'Student sign-in'],
    ['two arguments', { 'caseCreateTexts.counter': (used: number, max: number) => `${max - used} left` }, (): string => caseCreateTexts.counter(10, 4000), '3990 left'],
    ['a text of a list', { 'testDateLabels.0': 'Soon' }, (): string | undefined => testDateLabels[0], 'Soon'],
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

// #31.4: the ES module's account area registers its groups when its chunk loads, after the mount.
describe('applyTexts with a deferred group (registered when a chunk loads)', () => {
  // Each test its own group name: the registry is the module's, shared by the file's tests.
  let serial = 0;
  const laterGroup = () => {
    serial += 1;
    const name = `laterTexts${serial}`;
    deferCatalogueGroups([name]);
    return name;
  };

  it('keeps a text of a group not registered yet, and applies it when the group registers', () => {
    const name = laterGroup();
    const late: string[] = [];
    const { refused, release } = applyTexts({ [`${name}.heading`]: 'Later', [`${name}.count`]: (n: number) => `${n} left` }, (key) => late.push(key));
    live.push(release);
    expect(refused).toEqual([]);
    const texts = catalogue(name, { heading: 'Heading', count: (n: number) => `${n} items`, other: 'Other' });
    expect([texts.heading, texts.count(3), texts.other]).toEqual(['Later', '3 left', 'Other']);
    expect(late).toEqual([]);
    release();
    expect([texts.heading, texts.count(3)]).toEqual(['Heading', '3 items']);
  });

  it('reports a key the group turns out not to have, or a value that does not fit, when it registers', () => {
    const name = laterGroup();
    const late: string[] = [];
    const { refused, release } = applyTexts({ [`${name}.nope`]: 'x', [`${name}.heading`]: 7, [`${name}.other`]: 'Fine' }, (key) => late.push(key));
    live.push(release);
    expect(refused).toEqual([]);
    const texts = catalogue(name, { heading: 'Heading', other: 'Other' });
    expect(late).toEqual([`${name}.nope`, `${name}.heading`]);
    expect([texts.heading, texts.other]).toEqual(['Heading', 'Fine']);
  });

  it('still refuses at once a key of a group that is neither registered nor deferred', () => {
    const { refused } = apply({ 'neverTexts.heading': 'x' });
    expect(refused).toEqual(['neverTexts.heading']);
  });

  it('forgets the waiting texts of a mount released before the group registers', () => {
    const name = laterGroup();
    const late: string[] = [];
    const { release } = applyTexts({ [`${name}.heading`]: 'Later', [`${name}.nope`]: 'x' }, (key) => late.push(key));
    release();
    const texts = catalogue(name, { heading: 'Heading' });
    expect(texts.heading).toBe('Heading');
    expect(late).toEqual([]);
  });

  it('layers mounts on a deferred group as on any other: the later wins, each release restores', () => {
    const name = laterGroup();
    const first = apply({ [`${name}.heading`]: 'First' });
    const second = apply({ [`${name}.heading`]: 'Second' });
    const texts = catalogue(name, { heading: 'Heading' });
    expect(texts.heading).toBe('Second');
    second.release();
    expect(texts.heading).toBe('First');
    first.release();
    expect(texts.heading).toBe('Heading');
  });
});
