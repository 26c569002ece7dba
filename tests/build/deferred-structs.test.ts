// An answer struct is `deferred(() => …)` (src/core/api/structs/common.ts), a call at the top of its module:
// without the `#__NO_SIDE_EFFECTS__` mark on `deferred`, rollup keeps every such call whose struct a bundle
// never uses, and terser cannot drop them either (#18). The dist checks need `npm run build` first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('dist/student-portal-signup.js', () => {
  const code = readFileSync(join(process.cwd(), 'dist', 'student-portal-signup.js'), 'utf8');

  // Fields only the account area's structs read (schedule sessions, shipments, scheduled payments).
  it.each(['sessionTemplateId', 'WarehouseKit', 'paymentAmount'])('leaves out the structs the widget never validates (%s)', (field) => {
    expect(code.includes(field), field).toBe(false);
  });

  it('keeps the structs it validates (class details, the student lookup)', () => {
    expect(code.includes('deliveryType')).toBe(true);
    expect(code.includes('RelationShip')).toBe(true);
  });
});

// The same for the program tables (src/core/rules/programs.ts): sets built at load that only the
// account area reads are dropped from the widget (keySet is #__NO_SIDE_EFFECTS__, the others #__PURE__).
describe('dist/student-portal-signup.js, the program tables', () => {
  const code = readFileSync(join(process.cwd(), 'dist', 'student-portal-signup.js'), 'utf8');

  it.each(['hide_nursing', 'gedapiuser', '"Premier"'])('leaves out the tables the widget never reads (%s)', (text) => {
    expect(code.includes(text), text).toBe(false);
  });

  it('keeps the ones it reads (the under-13 programs)', () => {
    expect(code.includes('SHSAT')).toBe(true);
  });
});
