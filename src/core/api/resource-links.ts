import { PmixAnswer } from './structs/account';
import { type ResourceLink, ResourceLinkList } from './structs/resource-links';
import { type ApiClient, request } from './transport';

/*
 * account §2 live online resources page; the call is not shown. Our choice
 * (docs/decisions.md):
 *   GET /rest-services/resources/links?courseAccessId={id} → ResourceLink[]
 * and the pmix answer: { redirectUrl }.
 */

/** The resource links of a live online course (account §3 Resource link). */
export async function getResourceLinks(client: ApiClient, courseAccessId: string): Promise<ResourceLink[]> {
  return request(client, {
    call: 'getResourceLinks',
    base: 'rest',
    path: '/rest-services/resources/links',
    query: { courseAccessId },
    answer: ResourceLinkList,
  });
}

/** Partner resource launch (account §2 /myaccount/pmix, §7). */
export async function getPmix(client: ApiClient, courseAccessId: string): Promise<PmixAnswer> {
  return request(client, {
    call: 'getPmix',
    base: 'rest',
    path: `/rest-services/accountManagement/pmix/${encodeURIComponent(courseAccessId)}`,
    answer: PmixAnswer,
  });
}
