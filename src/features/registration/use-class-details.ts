import { useQuery } from '../../lib/use-query';
import { getClassDetails } from '../../core/api/registration';
import type { ClassDetails } from '../../core/api/structs/registration';
import { isPortalError } from '../../core/errors';
import { usePortal } from '../../lib/portal-services';
import { useLoad } from '../../ui/use-load';

/** The class id of a registration screen's query: `classId`, or the `classid`/`clid` variants (access §2). */
export function useClassIdParam(): string | null {
  const query = useQuery();
  const value = query.get('classId') ?? query.get('classid') ?? query.get('clid');
  return value && value.trim() ? value.trim() : null;
}

/**
 * Loads the class (event) a registration screen is about, by id
 * (`courseDetailsSearch/{classId}`): no id or no class is `missing` (the
 * not-found text); a failure keeps its text and can be retried.
 */
export function useClassDetails(classId: string | null) {
  const { client } = usePortal();
  return useLoad(classId, (id) => getClassDetails(client, id), {
    whenNoKey: 'missing',
    isMissing: (error) => isPortalError(error) && error.code === 'event.not-found',
  });
}

/** The class's first product (the Product list holds one for an event). */
export const classProduct = (details: ClassDetails) => details.Product[0] ?? null;
