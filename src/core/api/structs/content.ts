import { type Infer, array, boolean, string, type } from 'superstruct';
import { maybe } from './common';

/** The content service's api root (account §7): its refs, one of them the master. */
export const ContentApiRoot = type({
  refs: array(type({ id: string(), ref: string(), isMasterRef: maybe(boolean()) })),
});

/** account §3 MCAT test date. */
export const McatTestDate = type({ test_date: string(), country: maybe(string()) });
export type McatTestDate = Infer<typeof McatTestDate>;

export const McatTestDatesData = type({ mcat_test_dates: array(McatTestDate) });
