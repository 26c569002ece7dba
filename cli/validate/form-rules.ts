import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { validateCaseDescription, validateAttachment } from '../../src/core/validators/cases';
import { normalizeZip, validatePhone, validateZip } from '../../src/core/validators/contact';
import { validateLoginEmail, validateProfileEmail, validateSignupEmail } from '../../src/core/validators/email';
import { validateGoalDate } from '../../src/core/validators/goals';
import { validateBarRepId } from '../../src/core/validators/lead';
import { validateMakeupDates } from '../../src/core/validators/makeup';
import { validateFirstName, validateLastName, validateParentEmail } from '../../src/core/validators/names';
import {
  passwordStrength,
  validateLoginPassword,
  validateNewPassword,
} from '../../src/core/validators/password';
import { type CliRule, UsageError, accepted, fromMessage } from './types';

const one = (name: string, summary: string, check: CliRule['run']): CliRule => ({
  name,
  summary,
  values: ['value'],
  run: check,
});

const at = (values: readonly string[], i: number): string => values[i] ?? '';

/** Validators of access §5 and account §5, one per field. */
export const formRules: readonly CliRule[] = [
  one('email', 'login email (access §5)', (v) => fromMessage(validateLoginEmail(at(v, 0)))),
  one('signup-email', 'sign-up email: no leading space, apostrophe or plus; trimmed', (v) =>
    fromMessage(validateSignupEmail(at(v, 0)), at(v, 0).trim()),
  ),
  one('profile-email', 'profile email (account §5)', (v) => fromMessage(validateProfileEmail(at(v, 0)))),
  one('parent-email', 'parent email (access §5)', (v) => fromMessage(validateParentEmail(at(v, 0)))),
  one('login-password', 'login password, at least 4 characters', (v) => fromMessage(validateLoginPassword(at(v, 0)))),
  one('password', 'new password: 8–40, lower, upper, digit, special; differs from --old', (v, c) =>
    fromMessage(validateNewPassword(at(v, 0), { old: c.old })),
  ),
  one('password-strength', 'strength label: Weak 0–2, Good 3, Strong 4+', (v) =>
    accepted(passwordStrength(at(v, 0)).label),
  ),
  one('first-name', 'first name (max 21; --form signup|profile)', (v, c) =>
    fromMessage(validateFirstName(at(v, 0), { context: c.form })),
  ),
  one('last-name', 'last name (max 31; --form signup|profile)', (v, c) =>
    fromMessage(validateLastName(at(v, 0), { context: c.form })),
  ),
  one('phone', 'phone: US/CA exactly 10 digits, otherwise up to 15 (--country)', (v, c) =>
    fromMessage(validatePhone(at(v, 0), { country: c.country })),
  ),
  one('zip', 'zip: US 5 or 5+4, Canadian postal code, uppercased (--country)', (v, c) =>
    fromMessage(validateZip(at(v, 0), { country: c.country }), normalizeZip(at(v, 0))),
  ),
  one('bar-rep-id', 'bar rep id: exactly 7 digits', (v) => fromMessage(validateBarRepId(at(v, 0)))),
  {
    name: 'makeup-dates',
    summary: 'make-up search dates: strict MM/DD/YYYY, end after start',
    values: ['start', 'end'],
    run: (v) => fromMessage(validateMakeupDates(at(v, 0), at(v, 1))?.message ?? null),
  },
  one('goal-date', 'goals date: YYYY-MM-DD, a real calendar date', (v) => fromMessage(validateGoalDate(at(v, 0)))),
  one('case-description', 'case description, at most 4000 characters', (v) =>
    fromMessage(validateCaseDescription(at(v, 0))),
  ),
  {
    name: 'attachment',
    summary: 'case attachment file: not empty, not an executable type, at most 52428800 bytes',
    values: ['path'],
    run: async (v) => {
      const path = at(v, 0);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) throw new UsageError(`no such file: ${path}`);
      return fromMessage(validateAttachment({ name: basename(path), size: info.size }));
    },
  },
];
