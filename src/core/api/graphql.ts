import { type Struct, array, string, type, unknown } from 'superstruct';
import { PortalError, type PortalErrorCode, type StatusRuleName } from '../errors';
import { validateAnswer } from './answer';
import { maybe } from './structs/common';
import { type ApiClient, reportFailure, request } from './transport';

/**
 * GraphQL over the two endpoints access §7 names: `/rest-services/kegql` on the
 * REST base and `{api}/graphql`. Operation documents are small constant strings
 * next to the function that sends them.
 */
export type GraphqlEndpoint = 'kegql' | 'api';

/** A named query or mutation document. */
export interface GraphqlOperation {
  name: string;
  document: string;
}

/** How a GraphQL call names and codes its failures. */
export interface GraphqlOptions {
  /** Overrides the call name in errors (default: the operation name). */
  call?: string;
  /** statusTable row for a non-2xx answer. Default `default`. */
  rule?: StatusRuleName;
  /** The code for GraphQL `errors`. Default `upstream.rejected`. */
  rejectedCode?: PortalErrorCode;
  /** The data can hold a token: keep values out of error causes. */
  secret?: boolean;
}

/** The envelope every GraphQL answer comes in; `data` is checked after `errors`. */
export const GraphqlEnvelope = type({
  data: maybe(unknown()),
  errors: maybe(array(type({ message: maybe(string()) }))),
});

/**
 * The data of a GraphQL envelope. `errors` → `rejectedCode` (default
 * `upstream.rejected`) with the first error's message as serverText; data of
 * the wrong shape → `upstream.shape` at `data.…`.
 */
export function graphqlData<T>(
  envelope: { data?: unknown; errors?: readonly { message?: string | null }[] | null },
  struct: Struct<T, unknown>,
  context: { call: string; status?: number; rejectedCode?: PortalErrorCode; secret?: boolean },
): T {
  const firstError = envelope.errors?.[0];
  if (firstError) {
    throw new PortalError(context.rejectedCode ?? 'upstream.rejected', {
      status: context.status,
      serverText: firstError.message?.trim().slice(0, 300) || undefined,
      call: context.call,
    });
  }
  return validateAnswer(envelope.data, struct, { ...context, pathPrefix: 'data' });
}

/** POSTs `{ query, variables }` to a GraphQL endpoint and returns its validated data. */
export async function graphqlQuery<T>(
  client: ApiClient,
  endpoint: GraphqlEndpoint,
  operation: GraphqlOperation,
  variables: Record<string, unknown>,
  struct: Struct<T, unknown>,
  options: GraphqlOptions = {},
): Promise<T> {
  const call = options.call ?? operation.name;
  const envelope = await request(client, {
    call,
    method: 'POST',
    base: endpoint === 'kegql' ? 'rest' : 'api',
    path: endpoint === 'kegql' ? '/rest-services/kegql' : '/graphql',
    json: { operationName: operation.name, query: operation.document, variables },
    answer: GraphqlEnvelope,
    rule: options.rule,
    secret: options.secret,
  });
  try {
    return graphqlData(envelope, struct, { call, rejectedCode: options.rejectedCode, secret: options.secret });
  } catch (error) {
    throw reportFailure(client, error);
  }
}
