import { type Infer, array, string, type } from 'superstruct';
import { deferred, id, maybe } from './common';

/** account §7 resource-routing my-resource entry. */
export const MyResource = deferred(() => type({
  enrollmentId: id,
  productCode: maybe(string()),
  redirectUrl: maybe(string()),
  redirectType: maybe(string()),
}));
export type MyResource = Infer<typeof MyResource>;

export const MyResourceList = deferred(() => array(MyResource));
