import { size, string, type } from 'superstruct';
import { readQuery } from '../http/query';
import type { Route } from '../http/route';
import { requireOwnCourseAccess } from './account-lookups';

/*
 * account §2 live online resources page: the course's resource links
 * (account §3 Resource link). The call is not shown; the client's choice
 * (src/core/api/resource-links.ts, docs/decisions.md):
 * GET /rest-services/resources/links?courseAccessId={id} → ResourceLink[].
 */

const LinksQuery = type({ courseAccessId: size(string(), 1, 60) });

export const routes: Route[] = [
  {
    method: 'GET',
    path: '/rest-services/resources/links',
    handler: (ctx) => {
      const student = ctx.requireStudent();
      const { courseAccessId } = readQuery(ctx.query, LinksQuery);
      requireOwnCourseAccess(ctx.state, student, courseAccessId);
      const entry = ctx.state.fixture.resourceLinks.find((r) => r.courseAccessId === courseAccessId);
      return { json: entry?.links ?? [] };
    },
  },
];
