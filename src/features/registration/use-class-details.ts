import { useEffect, useState } from 'react';
import { useQuery } from '../../lib/use-query';
import { getClassDetails } from '../../core/api/registration';
import type { ClassDetails } from '../../core/api/structs/registration';
import { isPortalError } from '../../core/errors';
import { usePortal } from '../../lib/portal-services';
import { failureText } from '../../ui/use-submission';

/** The class id of a registration screen's query: `classId`, or the `classid`/`clid` variants (access §2). */
export function useClassIdParam(): string | null {
  const query = useQuery();
  const value = query.get('classId') ?? query.get('classid') ?? query.get('clid');
  return value && value.trim() ? value.trim() : null;
}

/** Where loading the class stands: no id or no class is `missing` (the not-found text); a failure keeps its text and can be retried. */
export type ClassState =
  | { kind: 'loading' }
  | { kind: 'ready'; details: ClassDetails }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string };

/**
 * Loads the class (event) a registration screen is about, by id
 * (`courseDetailsSearch/{classId}`). `retry` asks again after a failure.
 */
export function useClassDetails(classId: string | null) {
  const { client } = usePortal();
  const [state, setState] = useState<ClassState>(classId ? { kind: 'loading' } : { kind: 'missing' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!classId) return setState({ kind: 'missing' });
    let live = true;
    setState({ kind: 'loading' });
    getClassDetails(client, classId).then(
      (details) => live && setState({ kind: 'ready', details }),
      (error: unknown) => {
        if (!live) return;
        const missing = isPortalError(error) && error.code === 'event.not-found';
        setState(missing ? { kind: 'missing' } : { kind: 'failed', message: failureText(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [client, classId, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}

/** The class's first product (the Product list holds one for an event). */
export const classProduct = (details: ClassDetails) => details.Product[0] ?? null;
