import { useQuery } from '../../lib/use-query';
import { getAgreementInfo } from '../../core/api/agreement';
import { isPortalError } from '../../core/errors';
import { usePortal } from '../../lib/portal-services';
import { useLoad } from '../../ui/use-load';

/** Which agreement the page is about (access §2: "Query enrollmentId or classId"). */
export type AgreementKey = { enrollmentId: string } | { classId: string };

const param = (query: URLSearchParams, ...names: string[]): string | null => {
  for (const name of names) {
    const value = query.get(name)?.trim();
    if (value) return value;
  }
  return null;
};

/** The agreement named by the query: enrollmentId first, else classId (either spelling of each). */
export function useAgreementKey(): AgreementKey | null {
  const query = useQuery();
  const enrollmentId = param(query, 'enrollmentId', 'enrollmentid');
  if (enrollmentId) return { enrollmentId };
  const classId = param(query, 'classId', 'classid');
  return classId ? { classId } : null;
}

/**
 * Loads the agreement (access §7 GET ea/info): no id or an unknown one (404)
 * is `missing`; a failure can be retried.
 */
export function useAgreement(key: AgreementKey | null) {
  const { client } = usePortal();
  const by = key && 'enrollmentId' in key ? `enrollmentId=${key.enrollmentId}` : key ? `classId=${key.classId}` : null;
  return useLoad(by, () => getAgreementInfo(client, key ?? { classId: '' }), {
    whenNoKey: 'missing',
    isMissing: (error) => isPortalError(error) && error.status === 404,
  });
}
