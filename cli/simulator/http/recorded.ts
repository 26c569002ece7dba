import { isDeepStrictEqual } from 'node:util';
import { cookieNames } from '../../../src/core/api/credentials';
import { studentOfSession } from '../fixture/state';
import type { Reply, RouteContext } from './route';

/** What a recorded answer is matched on besides method and path: a GraphQL request's operation. */
export interface GraphqlCall {
  operationName: string;
  variables: Record<string, unknown>;
}

/**
 * The answer `student-portal record` kept for this request of the session's
 * student (fixture `recordedAnswers`, #33.1), replayed as the upstream sent
 * it: a REST read when every recorded query parameter matches, a GraphQL read
 * when its operation and variables do. Undefined when none was recorded.
 */
export function recordedReply(ctx: RouteContext, graphql?: GraphqlCall): Reply | undefined {
  const answers = ctx.state.fixture.recordedAnswers;
  if (answers.length === 0) return undefined;
  const session = ctx.query.get('ktpaCookie')?.trim() || ctx.cookies[cookieNames.session];
  const student = studentOfSession(ctx.state, session);
  if (!student) return undefined;
  const found = answers.find((a) => {
    if (a.studentId !== student.studentId || a.method !== ctx.method || a.path !== ctx.url.pathname) return false;
    if (graphql) return a.operationName === graphql.operationName && isDeepStrictEqual(a.variables ?? {}, graphql.variables);
    return a.operationName === undefined && Object.entries(a.query ?? {}).every(([name, value]) => ctx.query.get(name) === value);
  });
  if (!found) return undefined;
  return { status: found.status, text: found.body, headers: { 'content-type': found.contentType || 'application/json' } };
}
