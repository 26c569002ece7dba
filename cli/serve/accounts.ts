import type { Fixture } from '../simulator/fixture/schema';

/** The demo accounts of a fixture as a table (README shows the same for the default). */
export function describeAccounts(fixture: Fixture): string {
  const rows = fixture.students.map((s) => [s.email, s.password, s.note ?? '']);
  const emailWidth = Math.max(5, ...rows.map((r) => (r[0] ?? '').length));
  const passwordWidth = Math.max(8, ...rows.map((r) => (r[1] ?? '').length));
  const line = (cells: string[]) =>
    `  ${(cells[0] ?? '').padEnd(emailWidth)}  ${(cells[1] ?? '').padEnd(passwordWidth)}  ${cells[2] ?? ''}`.trimEnd();
  return ['Demo accounts:', line(['email', 'password', 'what it shows']), ...rows.map(line)].join('\n') + '\n';
}
