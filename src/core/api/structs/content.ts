import { type Infer, array, boolean, string, type } from 'superstruct';
import { deferred, maybe } from './common';

/** The content service's api root (account §7): its refs, one of them the master. */
export const ContentApiRoot = deferred(() => type({
  refs: array(type({ id: string(), ref: string(), isMasterRef: maybe(boolean()) })),
}));

/** account §3 MCAT test date. */
export const McatTestDate = deferred(() => type({ test_date: string(), country: maybe(string()) }));
export type McatTestDate = Infer<typeof McatTestDate>;

export const McatTestDatesData = deferred(() => type({ mcat_test_dates: array(McatTestDate) }));
