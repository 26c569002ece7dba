/**
 * A refusal the simulator answers on purpose: status and JSON body. Bad input
 * is always one of these (4xx), never a 500.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly body: Record<string, unknown>;

  constructor(status: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.body = { error: errorName(status), message, ...extra };
  }
}

function errorName(status: number): string {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 406:
      return 'not_acceptable';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'too_many_requests';
    default:
      return 'error';
  }
}

/** 400 naming the field that failed (STYLE: "answers 400 JSON naming the field"). */
export function badField(field: string, message: string): HttpError {
  return new HttpError(400, `${field}: ${message}`, { field });
}
