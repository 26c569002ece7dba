import { isGraphqlDocument, soleOperation } from './graphql-operation';

/**
 * What a request does, as the read-only guard sees it. Only `write` needs
 * `--allow-writes`; everything the guard cannot prove harmless is a write.
 */
export type RequestKind = 'read' | 'login' | 'logout' | 'write';

/** The kind of a request and why (shown when the guard refuses it). */
export interface GuardVerdict {
  kind: RequestKind;
  reason: string;
}

/** access §7 login sequence: the REST steps (the GraphQL steps are named mutations below). */
const loginPosts = new Set(['/rest-services/userLogin/oamLogin', '/rest-services/userLogin/login']);
const logoutPaths = new Set(['/rest-services/userLogin/logout']);
/** The two GraphQL endpoints of access §7 a POST may query: `{api}/graphql` (identity too) and `/rest-services/kegql`. */
const graphqlPaths = new Set(['/graphql', '/rest-services/kegql']);
/**
 * GraphQL over GET: any path ending in one of these names (the content
 * service's `{content}/graphql` may sit under a prefix). A GET is a read by
 * default, so here the wider match is the careful one.
 */
const graphqlGetPath = /\/(?:graphql|kegql)$/;
/** The parameters of GraphQL over GET (and over a POST's URL, which some servers prefer to the body). */
const graphqlParameters = ['query', 'operationName', 'variables', 'extensions'];

/**
 * The mutations of the portal's API (the documents of src/core/api; a test
 * keeps the two in step) and what each does. Servers that dispatch on
 * `operationName` — the simulator does, and so may upstream — run the
 * mutation whatever the document says, so a *query* carrying one of these
 * names is refused, and only the two logins of access §7 pass as mutations.
 */
export const apiMutations: ReadonlyMap<string, 'login' | 'write'> = new Map([
  ['IdentityLogin', 'login'],
  ['Login', 'login'],
  ['UpdateEnrollmentAgreement', 'write'],
]);

/** Headers that frameworks (Rails, Express's method-override, ASP.NET, Symfony) read as the real method. */
const overrideHeaders = ['x-http-method-override', 'x-http-method', 'x-method-override'];

const rank: Record<RequestKind, number> = { read: 0, logout: 1, login: 2, write: 3 };
/** The most dangerous of several verdicts (the first of equals). */
function worst(verdicts: GuardVerdict[]): GuardVerdict | undefined {
  return verdicts.reduce<GuardVerdict | undefined>((a, b) => (a && rank[a.kind] >= rank[b.kind] ? a : b), undefined);
}

/**
 * Classifies a request from its method, URL, body text and headers. Read-only
 * runs send GET/HEAD, the login sequence, logout and GraphQL queries; any
 * other POST, PUT, PATCH or DELETE, a GraphQL mutation other than the two
 * logins, and a GraphQL request that is not exactly one query is a write. A
 * method override (header, `_method` parameter or body field) is judged as
 * well as the method itself, and the worse verdict stands.
 */
export function classifyRequest(method: string, url: URL, body: string | undefined, headers: Headers = new Headers()): GuardVerdict {
  const own = methodVerdict(method.toUpperCase(), url, body);
  const overridden = methodOverrides(url, body, headers).map(({ method: m, source }) => {
    const verdict = methodVerdict(m, url, body);
    return { kind: verdict.kind, reason: `method override ${source}: ${verdict.reason}` };
  });
  return worst([own, ...overridden]) ?? own;
}

function methodVerdict(m: string, url: URL, body: string | undefined): GuardVerdict {
  const path = url.pathname;
  if (m === 'GET' || m === 'HEAD') {
    if (logoutPaths.has(path)) return { kind: 'logout', reason: 'logout' };
    return urlGraphqlVerdict(url) ?? { kind: 'read', reason: `${m} request` };
  }
  if (m === 'POST' && loginPosts.has(path)) return { kind: 'login', reason: 'a step of the login sequence' };
  if (m === 'POST' && logoutPaths.has(path)) return { kind: 'logout', reason: 'logout' };
  if (m === 'POST' && graphqlPaths.has(path)) {
    const fromBody = graphqlBodyVerdict(body);
    return worst([urlGraphqlVerdict(url), fromBody].filter((v) => v !== undefined)) ?? fromBody;
  }
  return { kind: 'write', reason: `${m} ${path} may change data` };
}

/**
 * The GraphQL request a URL carries, if any. On a GraphQL endpoint any of the
 * GraphQL parameters makes it one (and a repeated `query` or `operationName`
 * is a write: which one a server takes is its choice). Elsewhere a `query`
 * parameter counts only when it parses as a GraphQL document, so a REST
 * search text stays a read.
 */
function urlGraphqlVerdict(url: URL): GuardVerdict | undefined {
  const params = url.searchParams;
  const queries = params.getAll('query');
  const names = params.getAll('operationName');
  if (graphqlGetPath.test(url.pathname)) {
    if (!graphqlParameters.some((p) => params.has(p))) return undefined;
    if (queries.length > 1 || names.length > 1) return { kind: 'write', reason: 'a repeated GraphQL parameter' };
    return operationVerdict({ query: queries[0], operationName: names[0] });
  }
  const verdicts = queries.filter(isGraphqlDocument).map((query) => operationVerdict({ query, operationName: names[0] }));
  return worst(verdicts);
}

function graphqlBodyVerdict(body: string | undefined): GuardVerdict {
  let parsed: unknown;
  try {
    parsed = body === undefined ? undefined : JSON.parse(body);
  } catch {
    return { kind: 'write', reason: 'a GraphQL body that is not JSON' };
  }
  // A batch is a read only when every operation in it is.
  const requests = Array.isArray(parsed) ? parsed : [parsed];
  return worst(requests.map(operationVerdict)) ?? { kind: 'write', reason: 'an empty GraphQL batch' };
}

/**
 * One GraphQL request (`{ query, operationName }`): a read only when its
 * document holds exactly one operation, a query, whose name is the
 * operationName given (or any, when none is) and is not the name of one of
 * the API's mutations.
 */
function operationVerdict(request: unknown): GuardVerdict {
  if (typeof request !== 'object' || request === null) return { kind: 'write', reason: 'a GraphQL request without a query' };
  const query: unknown = Reflect.get(request, 'query');
  const operationName: unknown = Reflect.get(request, 'operationName');
  if (typeof query !== 'string') return { kind: 'write', reason: 'a GraphQL request without a query' };
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return { kind: 'write', reason: 'a GraphQL operationName that is not a string' };
  }
  const reading = soleOperation(query);
  if ('problem' in reading) return { kind: 'write', reason: reading.problem };
  const { type, name } = reading.operation;
  const label = `GraphQL ${type} ${name ?? '(anonymous)'}`;
  if (operationName && operationName !== name) return { kind: 'write', reason: `a ${label} sent as operationName ${operationName}` };
  // A server dispatching by name (the simulator reads it from the document when operationName is absent) runs that mutation.
  const mutation = name === undefined ? undefined : apiMutations.get(name);
  if (type === 'query') {
    return mutation ? { kind: 'write', reason: `a ${label} named like the mutation ${name}` } : { kind: 'read', reason: label };
  }
  if (type === 'mutation' && mutation === 'login') return { kind: 'login', reason: `GraphQL login mutation ${name}` };
  return { kind: 'write', reason: label };
}

/** The methods a request asks the server to take instead of its own, and where it says so. */
function methodOverrides(url: URL, body: string | undefined, headers: Headers): { method: string; source: string }[] {
  const found: { method: string; source: string }[] = [];
  const add = (value: string, source: string) => {
    for (const part of value.split(',')) if (part.trim()) found.push({ method: part.trim().toUpperCase(), source });
  };
  for (const name of overrideHeaders) {
    const value = headers.get(name);
    if (value !== null) add(value, name);
  }
  for (const value of url.searchParams.getAll('_method')) add(value, '_method parameter');
  for (const value of bodyMethodFields(body, headers)) add(value, '_method field');
  return found;
}

/** `_method` of a form body, or of a JSON object body (method-override middleware can read either). */
function bodyMethodFields(body: string | undefined, headers: Headers): string[] {
  if (body === undefined) return [];
  if (!headers.get('content-type')?.includes('application/x-www-form-urlencoded')) {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      json = undefined;
    }
    if (json !== undefined) {
      const value: unknown = typeof json === 'object' && json !== null ? Reflect.get(json, '_method') : undefined;
      return typeof value === 'string' ? [value] : [];
    }
  }
  return new URLSearchParams(body).getAll('_method');
}

/** The message of a refused request: names the request and the flag that would allow it. */
export function refusalMessage(method: string, path: string, reason: string): string {
  return `${method} ${path} was refused by the read-only guard (${reason}); run with --allow-writes to send it`;
}

/** Thrown by the transport instead of sending a write in a read-only run; nothing reaches the network. */
export class GuardRefusal extends Error {
  override readonly name = 'GuardRefusal';
  readonly method: string;
  /** Redacted path, no query. */
  readonly path: string;

  constructor(method: string, path: string, reason: string) {
    super(refusalMessage(method, path, reason));
    this.method = method;
    this.path = path;
  }
}
