import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessValidation, accountValidation, chosenValidation } from '../../src/core/messages/validation';
import { runCli } from './helpers';

describe('validate: accepted and rejected values', () => {
  it.each([
    // [args, exit code, stdout]
    [['email', ''], 1, accessValidation.loginEmailRequired],
    [['email', 'not-an-email'], 1, accessValidation.loginEmailInvalid],
    [['email', 'student@example.com'], 0, 'valid'],
    [['signup-email', "o'neil@example.com"], 1, accessValidation.signupEmailInvalid],
    [['signup-email', 'a+b@example.com'], 1, accessValidation.signupEmailInvalid],
    [['signup-email', 'student@example.com  '], 0, 'student@example.com'],
    [['login-password', 'abc'], 1, accessValidation.loginPasswordTooShort],
    [['login-password', 'abcd'], 0, 'valid'],
    [['password', 'Secret-pass1', '--old', 'Secret-pass1'], 1, accessValidation.passwordSameAsOld],
    [['password', 'Abcdef1'], 1, chosenValidation.passwordRules],
    [['password', 'Abcdef1!'], 0, 'valid'],
    [['password-strength', 'abcdefgh'], 0, 'Weak'],
    [['password-strength', 'abcdefg1'], 0, 'Good'],
    [['password-strength', 'Abcdefg1!'], 0, 'Strong'],
    [['first-name', 'A'.repeat(21)], 0, 'valid'],
    [['first-name', 'A'.repeat(22)], 1, chosenValidation.tooLong(21)],
    [['first-name', ''], 1, accessValidation.signupFirstNameRequired],
    [['first-name', '', '--form', 'profile'], 1, accountValidation.firstNameRequired],
    [['last-name', ''], 1, accessValidation.signupLastNameRequired],
    [['phone', '212555010'], 1, accountValidation.phoneInvalid],
    [['phone', '(212) 555-0100'], 0, 'valid'],
    [['phone', '441234567890', '--country', 'GB'], 0, 'valid'],
    [['zip', '1234'], 1, accountValidation.zipInvalid],
    [['zip', '10014-1234'], 0, '10014-1234'],
    [['zip', 'k1a 0b1', '--country', 'ca'], 0, 'K1A 0B1'],
    [['bar-rep-id', '123456'], 1, accessValidation.barRepIdInvalid],
    [['bar-rep-id', '1234567'], 0, 'valid'],
    [['makeup-dates', '02/10/2027', '02/01/2027'], 1, accountValidation.makeupEndBeforeStart],
    [['makeup-dates', '02/10/2027', '02/10/2027'], 1, accountValidation.makeupEndSameAsStart],
    [['makeup-dates', '02/30/2027', '03/10/2027'], 1, accountValidation.makeupStartDateInvalid],
    [['makeup-dates', '02/01/2027', '02/10/2027'], 0, 'valid'],
    [['goal-date', '2027-02-29'], 1, chosenValidation.goalDateInvalid],
    [['goal-date', '2028-02-29'], 0, 'valid'],
    [['case-description', 'x'.repeat(4001)], 1, chosenValidation.tooLong(4000)],
    [['case-description', 'x'.repeat(4000)], 0, 'valid'],
    [['class-search', 'ABCD123'], 0, '/class/ABCD123'],
    [['class-search', 'gre prep'], 0, '/search?q=gre%20prep'],
    [['redirect', '//evil.test'], 1, '/login'],
    [['redirect', 'javascript:alert(1)'], 1, '/login'],
    [['redirect', '/myaccount/resources?pivot=true'], 0, '/myaccount/resources?pivot=true'],
    [['redirect', 'https://www.summitprep.test/class/ABCD123'], 0, 'https://www.summitprep.test/class/ABCD123'],
    [['redirect', 'https://www.summitprep.test/x', '--brand', 'second'], 1, '/login'],
    [['redirect', 'https://www.meridianreview.test/x', '--host', 'www.meridianreview.test'], 0, 'https://www.meridianreview.test/x'],
    [['signup-next-step', '--delivery-type', '3', '--free-trial', '--program', 'GRE'], 0, '/pg/phonenumber'],
    [['signup-next-step', '--delivery-type', '6', '--program', 'GRE'], 0, '/pg/additionalfields'],
    [['signup-next-step', '--delivery-type', '6', '--program', 'GRE', '--logged-in'], 0, '/pg/confirmation'],
  ])('validate %j exits %i and prints %j', async (args, code, stdout) => {
    const result = await runCli(['validate', ...args]);
    expect(result).toEqual({ code, stdout: `${stdout}\n`, stderr: '' });
  });
});

describe('validate attachment <path>', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sp-attach-'));
    await writeFile(join(dir, 'empty.pdf'), '');
    await writeFile(join(dir, 'score-report.pdf'), 'score');
    await writeFile(join(dir, 'setup.EXE'), 'MZ');
    await writeFile(join(dir, 'limit.pdf'), '');
    await truncate(join(dir, 'limit.pdf'), 52428800);
    await writeFile(join(dir, 'over.pdf'), '');
    await truncate(join(dir, 'over.pdf'), 52428801);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each([
    ['empty.pdf', 1, accountValidation.attachmentEmpty],
    ['setup.EXE', 1, accountValidation.attachmentBlocked],
    ['over.pdf', 1, accountValidation.attachmentTooLarge],
    ['limit.pdf', 0, 'valid'],
    ['score-report.pdf', 0, 'valid'],
  ])('%s exits %i with %j', async (name, code, stdout) => {
    expect(await runCli(['validate', 'attachment', join(dir, name)])).toEqual({ code, stdout: `${stdout}\n`, stderr: '' });
  });

  it('calls a missing file a usage error (exit 2)', async () => {
    const result = await runCli(['validate', 'attachment', join(dir, 'missing.pdf')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('no such file');
  });
});

describe('validate: usage and output forms', () => {
  it('prints the JSON form with rule, input, valid, message and value', async () => {
    const rejected = await runCli(['validate', 'redirect', '//evil.test', '--json']);
    expect(rejected.code).toBe(1);
    expect(JSON.parse(rejected.stdout)).toEqual({
      rule: 'redirect',
      input: '//evil.test',
      valid: false,
      message: '/login',
      value: '/login',
    });
    const dates = await runCli(['validate', 'makeup-dates', '01/02/2027', '01/05/2027', '--json']);
    expect(JSON.parse(dates.stdout)).toEqual({
      rule: 'makeup-dates',
      input: ['01/02/2027', '01/05/2027'],
      valid: true,
      message: null,
      value: null,
    });
    const step = await runCli(['validate', 'signup-next-step', '--delivery-type', '11', '--free-trial', '--json']);
    expect(JSON.parse(step.stdout)).toMatchObject({
      input: { deliveryType: 11, freeTrial: true, program: null, loggedIn: false },
      value: '/pg/phonenumber',
    });
  });

  it('lists every rule the issue names with --list', async () => {
    const { code, stdout } = await runCli(['validate', '--list']);
    expect(code).toBe(0);
    const names = stdout.split('\n').map((line) => line.split(/\s+/)[0]);
    for (const rule of ['email', 'signup-email', 'login-password', 'password', 'password-strength', 'first-name',
      'last-name', 'phone', 'zip', 'bar-rep-id', 'makeup-dates', 'goal-date', 'redirect', 'class-search',
      'attachment', 'case-description', 'signup-next-step']) {
      expect(names).toContain(rule);
    }
  });

  it.each([
    [['validate'], 'name a rule'],
    [['validate', 'no-such-rule', 'x'], 'unknown rule "no-such-rule"'],
    [['validate', 'email'], 'email takes <value>'],
    [['validate', 'makeup-dates', '01/01/2027'], 'makeup-dates takes <start> <end>'],
    [['validate', 'signup-next-step'], 'needs --delivery-type'],
    [['validate', 'signup-next-step', '--delivery-type', 'three'], 'a whole number'],
    [['validate', 'redirect', '/x', '--brand', 'third'], 'use one of: main, second'],
  ])('exits 2 for %j and says %j', async (args, hint) => {
    const result = await runCli(args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(hint);
  });
});
