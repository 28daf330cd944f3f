import type { LoggerPort } from '../../domain/shared/logger.port';
import { fromThrown, HttpAdapterError, messageOf, serverCodeOf, serverMessageOf, statusOf } from './http-adapter.error';

/** The part of a zod/mini schema the boundary needs. */
export interface BoundarySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** What an openapi-fetch call resolves with. */
export interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * Runs one contract operation: sends it, turns every failure into an
 * HttpAdapterError named by the operationId, validates the success body with
 * the operation's schema, and logs failures (cancellations only at info: they
 * are never shown).
 */
export async function callOperation<T>(
  logger: LoggerPort,
  operation: string,
  schema: BoundarySchema<T>,
  send: () => Promise<FetchResult>,
): Promise<T> {
  try {
    let result: FetchResult;
    try {
      result = await send();
    } catch (thrown) {
      throw fromThrown(operation, thrown);
    }
    const { response } = result;
    if (!response.ok) {
      const body = result.error;
      throw new HttpAdapterError('http', statusOf(body, response.status), operation, messageOf(body), serverCodeOf(body), serverMessageOf(body));
    }
    const parsed = schema.safeParse(result.data);
    if (!parsed.success) {
      const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
      throw new HttpAdapterError('invalid-response', response.status, operation, `Invalid response: ${issues.join('; ')}`);
    }
    return parsed.data;
  } catch (error) {
    const failure = error instanceof HttpAdapterError ? error : fromThrown(operation, error);
    if (failure.isSilent) logger.info('request cancelled', { operation });
    else logger.error(failure.message, { operation, code: failure.code, status: failure.status, serverCode: failure.serverCode });
    throw failure;
  }
}
