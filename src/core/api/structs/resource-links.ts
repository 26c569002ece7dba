import { type Struct, lazy, string, type } from 'superstruct';
import { deferred, list, maybe, requiredList } from './common';

/**
 * account §3 Resource link of a live online course: a named link, or with
 * `assetType` DIRECTORY a folder whose `child` lists its entries. Declared as
 * an interface because the struct refers to itself (superstruct `lazy`).
 */
export interface ResourceLink {
  name: string;
  url?: string | null;
  assetType?: string | null;
  child: ResourceLink[];
}

export const ResourceLink: Struct<ResourceLink, unknown> = type({
  name: string(),
  url: maybe(string()),
  assetType: maybe(string()),
  child: list(lazy(() => ResourceLink)),
});

export const ResourceLinkList = deferred(() => requiredList(ResourceLink));

