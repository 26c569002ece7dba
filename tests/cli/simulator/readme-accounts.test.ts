import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeAccounts } from '../../../cli/serve/accounts';
import { loadDefaultFixture } from '../../../cli/simulator/fixture/load';
import { epoch } from '../../support/epoch';

const readme = readFileSync(join(__dirname, '../../../README.md'), 'utf8');
const fixture = loadDefaultFixture(epoch);

describe('README demo accounts', () => {
  it('lists exactly the default fixture\'s accounts, passwords and notes', () => {
    const rows = [...readme.matchAll(/^\| (\S+@student-portal\.test) \| (\S+) \| (.+) \|$/gm)].map((m) => [m[1], m[2], m[3]]);
    expect(rows).toEqual(fixture.students.map((s) => [s.email, s.password, s.note]));
  });

  it('is what serve prints', () => {
    const printed = describeAccounts(fixture);
    for (const student of fixture.students) expect(printed).toContain(student.email);
    expect(printed.split('\n')[0]).toBe('Demo accounts:');
  });
});
