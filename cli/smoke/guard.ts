import { selectedOperation } from './graphql-operation';

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
/** The two GraphQL endpoints of access §7: `{api}/graphql` (identity too) and `/rest-services/kegql`. */
const graphqlPaths = new Set(['/graphql', '/rest-services/kegql']);
/** The login mutations of the sequence (src/core/api/session.ts). */
const loginMutations = new Set(['IdentityLogin', 'Login']);

/**
 * Classifies a request from its method, URL and body text. Read-only runs
 * send GET/HEAD, the login sequence, logout and GraphQL queries; any other
 * POST, PUT, PATCH or DELETE, a GraphQL mutation other than the two logins,
 * and a GraphQL body that cannot be read is a write.
 */
export function classifyRequest(method: string, url: URL, body: string | undefined): GuardVerdict {
  const m = method.toUpperCase();
  const path = url.pathname;
  if (m === 'GET' || m === 'HEAD') return { kind: logoutPaths.has(path) ? 'logout' : 'read', reason: `${m} request` };
  if (m === 'POST' && loginPosts.has(path)) return { kind: 'login', reason: 'a step of the login sequence' };
  if (m === 'POST' && logoutPaths.has(path)) return { kind: 'logout', reason: 'logout' };
  if (m === 'POST' && graphqlPaths.has(path)) return graphqlVerdict(body);
  return { kind: 'write', reason: `${m} ${path} may change data` };
}

function graphqlVerdict(body: string | undefined): GuardVerdict {
  let parsed: unknown;
  try {
    parsed = body === undefined ? undefined : JSON.parse(body);
  } catch {
    return { kind: 'write', reason: 'a GraphQL body that is not JSON' };
  }
  // A batch is a read only when every operation in it is.
  const requests = Array.isArray(parsed) ? parsed : [parsed];
  const verdicts = requests.map(operationVerdict);
  return (
    verdicts.find((v) => v.kind === 'write') ??
    verdicts.find((v) => v.kind === 'login') ??
    verdicts[0] ?? { kind: 'write', reason: 'an empty GraphQL batch' }
  );
}

function operationVerdict(request: unknown): GuardVerdict {
  if (typeof request !== 'object' || request === null) return { kind: 'write', reason: 'a GraphQL body without a query' };
  const query: unknown = Reflect.get(request, 'query');
  const operationName: unknown = Reflect.get(request, 'operationName');
  if (typeof query !== 'string') return { kind: 'write', reason: 'a GraphQL body without a query' };
  const name = typeof operationName === 'string' && operationName ? operationName : undefined;
  const operation = selectedOperation(query, name);
  if (!operation) return { kind: 'write', reason: `a GraphQL document whose operation ${name ?? '(unnamed)'} cannot be told` };
  if (operation.type === 'query') return { kind: 'read', reason: `GraphQL query ${operation.name ?? '(anonymous)'}` };
  if (operation.type === 'mutation' && operation.name && loginMutations.has(operation.name)) {
    return { kind: 'login', reason: `GraphQL login mutation ${operation.name}` };
  }
  return { kind: 'write', reason: `GraphQL ${operation.type} ${operation.name ?? '(anonymous)'}` };
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
