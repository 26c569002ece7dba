import { useEffect, useState } from 'react';
import { useQuery } from '../../lib/use-query';
import { getAgreementInfo } from '../../core/api/agreement';
import type { AgreementInfo } from '../../core/api/structs/agreement';
import { isPortalError } from '../../core/errors';
import { usePortal } from '../../lib/portal-services';
import { failureText } from '../../ui/use-submission';

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

/** Where loading the agreement stands: no id or an unknown one (404) is `missing`; a failure can be retried. */
export type AgreementState =
  | { kind: 'loading' }
  | { kind: 'ready'; info: AgreementInfo }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string };

/** Loads the agreement (access §7 GET ea/info); `retry` asks again after a failure. */
export function useAgreement(key: AgreementKey | null) {
  const { client } = usePortal();
  const [state, setState] = useState<AgreementState>(key ? { kind: 'loading' } : { kind: 'missing' });
  const [attempt, setAttempt] = useState(0);
  const enrollmentId = key && 'enrollmentId' in key ? key.enrollmentId : null;
  const classId = key && 'classId' in key ? key.classId : null;

  useEffect(() => {
    const by = enrollmentId ? { enrollmentId } : classId ? { classId } : null;
    if (!by) return setState({ kind: 'missing' });
    let live = true;
    setState({ kind: 'loading' });
    getAgreementInfo(client, by).then(
      (info) => live && setState({ kind: 'ready', info }),
      (error: unknown) => {
        if (!live) return;
        const missing = isPortalError(error) && error.status === 404;
        setState(missing ? { kind: 'missing' } : { kind: 'failed', message: failureText(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [client, enrollmentId, classId, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
