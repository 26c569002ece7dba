import { type ExtensionOption, ExtensionOptionList } from './structs/account';
import { type ApiClient, request } from './transport';

/*
 * Chosen where account §7 does not show the path or answer (docs/decisions.md):
 *  - extension info: GET /rest-services/extension/info?enrollmentId={id} → ExtensionOption[]
 *  - medExtension answer: ExtensionOption[] (account §3 Extension option)
 */

/** Medical extension options (account §7 GET /rest-services/medExtension/{id}). */
export async function getMedExtension(client: ApiClient, id: string): Promise<ExtensionOption[]> {
  return request(client, {
    call: 'getMedExtension',
    base: 'rest',
    path: `/rest-services/medExtension/${encodeURIComponent(id)}`,
    answer: ExtensionOptionList,
  });
}

/** Extension options of an enrollment (account §7 "Extension info by enrollmentId"). */
export async function getExtensionInfo(client: ApiClient, enrollmentId: string): Promise<ExtensionOption[]> {
  return request(client, {
    call: 'getExtensionInfo',
    base: 'rest',
    path: '/rest-services/extension/info',
    query: { enrollmentId },
    answer: ExtensionOptionList,
  });
}
