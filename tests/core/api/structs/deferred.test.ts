import { StructError, create, mask, string, type, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { deferred, id, maybe } from '../../../../src/core/api/structs/common';
import { CaseMutationResult } from '../../../../src/core/api/structs/cases';

describe('deferred: an answer struct built on first use (#18)', () => {
  it('builds nothing until a value is validated, then once', () => {
    let builds = 0;
    const Answer = deferred(() => {
      builds += 1;
      return type({ studentId: id, name: maybe(string()) });
    });
    expect(builds).toBe(0);
    expect(create({ studentId: 7 }, Answer)).toEqual({ studentId: '7' });
    expect(create({ studentId: '8', name: 'Ann' }, Answer)).toEqual({ studentId: '8', name: 'Ann' });
    expect(builds).toBe(1);
  });

  it('fails, coerces and masks exactly as the struct it builds', () => {
    const build = () => type({ studentId: id, name: maybe(string()) });
    const [plain, lazy] = [build(), deferred(build)];
    for (const value of [null, 'x', [], { studentId: true }, { studentId: 1, name: 2 }]) {
      const [plainError] = validate(value, plain, { coerce: true });
      const [lazyError] = validate(value, lazy, { coerce: true });
      expect(lazyError).toBeInstanceOf(StructError);
      expect(lazyError?.failures()).toEqual(plainError?.failures());
      expect(lazyError?.message).toBe(plainError?.message);
    }
    expect(mask({ studentId: 3, extra: 1 }, lazy)).toEqual(mask({ studentId: 3, extra: 1 }, plain));
    expect(lazy.type).toBe('type');
    expect(Object.keys(lazy.schema)).toEqual(['studentId', 'name']);
  });

  it('a module\'s structs are deferred: CaseMutationResult still reads the bare word and { status }', () => {
    expect(create('Success ', CaseMutationResult)).toEqual({ status: 'success' });
    expect(create({ status: 'failed', caseId: 12 }, CaseMutationResult)).toEqual({ status: 'failed', caseId: '12' });
  });
});
