/**
 * 'timeout': the server gave no answer within the request's time limit (REQUEST_TIMEOUT_MS): whether it acted
 * on the request cannot be told, as with a network failure.
 */
export type HttpAdapterErrorCode = 'invalid-response' | 'network' | 'cancelled' | 'http' | 'timeout';

/** spec 000 §8 / 001 §8: how a failed request is reported to the shell. */
export type RequestFailure =
  /** A cancelled request: code 499, never shown to the player. */
  | { status: 'close'; code: 499 }
  | { status: 'network'; message: 'Failed to fetch' }
  | { status: 'error'; code: number; message: string };

/**
 * The one error type of the HTTP adapters. Every failure of a call (cancelled,
 * no network, an error status, or a body the contract does not allow) becomes
 * this, carrying the operationId it happened in.
 */
export class HttpAdapterError extends Error {
  override readonly name = 'HttpAdapterError';

  constructor(
    readonly code: HttpAdapterErrorCode,
    /** HTTP-like status: 499 cancelled, 0 network, the server's status otherwise. */
    readonly status: number,
    readonly operation: string,
    message: string,
    /** The server's application error code (error_code), when it sent one. */
    readonly serverCode: number | null = null,
    /**
     * The words the server sent for the player (a JSON-API error's details, a `{ success: false, message }`), which
     * a notice may show as they come (spec 000 §8); null for a network failure, an unreadable answer or an error
     * body without them, whose `message` is for the log only (QA10 #1).
     */
    readonly serverMessage: string | null = null,
  ) {
    super(message);
  }

  /** Cancelled requests are never shown (spec 000 §8). */
  get isSilent(): boolean {
    return this.code === 'cancelled';
  }

  toRequestFailure(): RequestFailure {
    if (this.code === 'cancelled') return { status: 'close', code: 499 };
    if (this.code === 'network' || this.code === 'timeout') return { status: 'network', message: 'Failed to fetch' };
    return { status: 'error', code: this.status, message: this.message };
  }

  static cancelled(operation: string): HttpAdapterError {
    return new HttpAdapterError('cancelled', 499, operation, 'Request cancelled');
  }

  static network(operation: string): HttpAdapterError {
    return new HttpAdapterError('network', 0, operation, 'Failed to fetch');
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const asInt = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
};

/** spec 000 §8: status from statusCode, status or the response status; 500 by default. */
export function statusOf(body: unknown, responseStatus?: number): number {
  if (isRecord(body)) {
    const s = asInt(body.statusCode) ?? asInt(body.status);
    if (s !== null && s >= 100 && s <= 599) return s;
  }
  return responseStatus && responseStatus >= 100 ? responseStatus : 500;
}

/** spec 000 §8: a JSON-API error becomes text by joining each detail with a newline. */
export function messageOf(body: unknown, fallback = 'main_error'): string {
  if (isRecord(body)) {
    if (Array.isArray(body.errors)) {
      const details = body.errors.flatMap((e) => (isRecord(e) && typeof e.detail === 'string' ? [e.detail] : []));
      if (details.length > 0) return details.join('\n');
    }
    if (typeof body.message === 'string' && body.message !== '') return body.message;
  }
  if (typeof body === 'string' && body.trim() !== '' && body.length < 500) return body;
  return fallback;
}

/** The JSON-API error details of an error body, the text a server words for the player (spec 000 §8); null without them. */
export function serverMessageOf(body: unknown): string | null {
  if (!isRecord(body) || !Array.isArray(body.errors)) return null;
  const details = body.errors.flatMap((e) => (isRecord(e) && typeof e.detail === 'string' && e.detail.trim() !== '' ? [e.detail] : []));
  return details.length > 0 ? details.join('\n') : null;
}

/** The application error code of an error body: error_code, else the first JSON-API error's code. */
export function serverCodeOf(body: unknown): number | null {
  if (!isRecord(body)) return null;
  const direct = asInt(body.error_code);
  if (direct !== null) return direct;
  if (Array.isArray(body.errors) && isRecord(body.errors[0])) return asInt(body.errors[0].code);
  return null;
}

/** exception_code of an error body (451 terms confirmation). */
export const exceptionCodeOf = (body: unknown): number | null => (isRecord(body) ? asInt(body.exception_code) : null);

/** Whatever a fetch threw, as an adapter error. AbortError is a cancellation; anything else is the network. */
export function fromThrown(operation: string, thrown: unknown): HttpAdapterError {
  if (thrown instanceof HttpAdapterError) return thrown;
  const name = isRecord(thrown) || thrown instanceof Error ? (thrown as { name?: unknown }).name : undefined;
  if (name === 'AbortError') return HttpAdapterError.cancelled(operation);
  // The request pipeline gave up waiting for the server (QA14 #1).
  if (name === 'TimeoutError') return new HttpAdapterError('timeout', 0, operation, 'No answer in time');
  // A success status whose body is not JSON at all.
  if (thrown instanceof SyntaxError) return new HttpAdapterError('invalid-response', 500, operation, `Invalid response: ${thrown.message}`);
  return HttpAdapterError.network(operation);
}
