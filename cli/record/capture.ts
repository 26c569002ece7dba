import { AsyncLocalStorage } from 'node:async_hooks';

/** One exchange as the upstream answered it: what was asked and the body, unparsed. */
export interface CapturedAnswer {
  method: string;
  /** Path without the query. */
  path: string;
  /** The query parameters sent (REST reads). */
  query: Record<string, string>;
  /** GraphQL requests: the operation and its variables. */
  operationName: string | undefined;
  variables: Record<string, unknown> | undefined;
  status: number;
  contentType: string;
  body: string;
}

/** A fetch that keeps every answer's body for the read running in `captured()`. */
export interface CapturingFetch {
  fetch: typeof fetch;
  /** Runs `task` and returns its result or error with the answers its requests got, in order. */
  captured<T>(task: () => Promise<T>): Promise<{ value?: T; error?: unknown; answers: CapturedAnswer[] }>;
}

function graphqlRequest(body: BodyInit | null | undefined): { operationName?: string; variables?: Record<string, unknown> } {
  if (typeof body !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const name: unknown = Reflect.get(parsed, 'operationName');
    const variables: unknown = Reflect.get(parsed, 'variables');
    return {
      operationName: typeof name === 'string' ? name : undefined,
      variables: typeof variables === 'object' && variables !== null ? (variables as Record<string, unknown>) : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * Wraps the run's fetch (the guarded smoke transport) so the recorder sees
 * the body of every answer as it came, also when the portal's structs refuse
 * it: that answer is kept in the recording (#33.1).
 */
export function capturingFetch(inner: typeof fetch): CapturingFetch {
  const storage = new AsyncLocalStorage<CapturedAnswer[]>();
  const wrapped: typeof fetch = async (input, init) => {
    const response = await inner(input, init);
    const store = storage.getStore();
    if (store) {
      const url = new URL(input instanceof Request ? input.url : input instanceof URL ? input.href : input);
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      const { operationName, variables } = method === 'POST' ? graphqlRequest(init?.body) : {};
      store.push({
        method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        operationName,
        variables,
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        body: await response.clone().text(),
      });
    }
    return response;
  };
  return {
    fetch: wrapped,
    async captured(task) {
      const answers: CapturedAnswer[] = [];
      try {
        const value = await storage.run(answers, task);
        return { value, answers };
      } catch (error) {
        return { error, answers };
      }
    },
  };
}
