import { type Dispatcher, fetch as undiciFetch } from 'undici';

/** A request ready for the wire: the body is already text or bytes. */
export interface OutgoingRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string | Uint8Array | undefined;
  redirect: RequestRedirect | undefined;
  signal: AbortSignal;
}

/** Statuses whose answers have no body (a platform Response refuses one). */
const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);

/**
 * Sends one request with undici's fetch over `dispatcher` and answers a
 * platform `Response` whose body is already fully read.
 *
 * Why a wrapper: undici's `Response`/`Headers` are classes of the undici
 * package, not Node's globals, and their TypeScript types differ from the
 * DOM types the core client is written against (`typeof fetch`). Reading the
 * body here and rebuilding a global `Response` (Set-Cookie lines kept one by
 * one) gives the client exactly the platform types, with no cast, and makes
 * the measured duration include the body.
 */
export async function sendWithUndici(request: OutgoingRequest, dispatcher: Dispatcher): Promise<Response> {
  const answer = await undiciFetch(request.url, {
    method: request.method,
    headers: [...request.headers],
    body: request.body,
    redirect: request.redirect,
    signal: request.signal,
    dispatcher,
  });
  const bytes = new Uint8Array(await answer.arrayBuffer());
  const headers = new Headers();
  for (const [name, value] of answer.headers) headers.append(name, value);
  const empty = nullBodyStatuses.has(answer.status) || request.method === 'HEAD';
  return new Response(empty ? null : bytes, { status: answer.status, statusText: answer.statusText, headers });
}

/**
 * A platform body as text or bytes. FormData (case uploads) and Blobs are
 * encoded by the platform's own Response, which also supplies the multipart
 * content type with its boundary when the caller set none.
 */
export async function encodeBody(
  body: BodyInit | null | undefined,
  headers: Headers,
): Promise<{ bytes: string | Uint8Array | undefined; text: string | undefined; multipart: boolean }> {
  if (body === null || body === undefined) return { bytes: undefined, text: undefined, multipart: false };
  if (typeof body === 'string') return { bytes: body, text: body, multipart: false };
  const encoded = new Response(body);
  const type = encoded.headers.get('content-type');
  if (type && !headers.has('content-type')) headers.set('content-type', type);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const multipart = body instanceof FormData;
  return { bytes, text: multipart ? undefined : new TextDecoder().decode(bytes), multipart };
}
