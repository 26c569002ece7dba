import { optional, record, string, type, unknown } from 'superstruct';
import { HttpError } from './errors';
import { recordedReply } from './recorded';
import { type GraphqlOperation, GraphqlFailure, GraphqlReply, type Reply, type Route, type RouteContext } from './route';

const GraphqlRequest = type({
  operationName: optional(string()),
  query: string(),
  variables: optional(record(string(), unknown())),
});

/**
 * The simulator does not parse GraphQL: it dispatches on `operationName` (the
 * client names every document) and answers the full objects, which the
 * client's structs accept whatever fields a real selection would hold.
 */
export function graphqlRoutes(paths: readonly string[], operations: readonly GraphqlOperation[]): Route[] {
  const byName = new Map(operations.map((op) => [op.name, op]));
  const handler = async (ctx: RouteContext): Promise<Reply> => {
    const body = await ctx.json(GraphqlRequest);
    const name = body.operationName ?? /^\s*(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1];
    const operation = name ? byName.get(name) : undefined;
    const recorded = name ? recordedReply(ctx, { operationName: name, variables: body.variables ?? {} }) : undefined;
    if (recorded) return recorded;
    if (!operation) throw new HttpError(400, `Unknown GraphQL operation ${name ?? '(unnamed)'}`, { field: 'operationName' });
    try {
      const result = await operation.handler(ctx, body.variables ?? {});
      if (result instanceof GraphqlReply) return { json: { data: result.data }, cookies: result.cookies };
      return { json: { data: result } };
    } catch (error) {
      if (error instanceof GraphqlFailure) return { json: { data: null, errors: [{ message: error.message }] } };
      throw error;
    }
  };
  return paths.map((path) => ({ method: 'POST', path, handler }));
}
