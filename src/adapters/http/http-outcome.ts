import type { LoggerPort } from '../../domain/shared/logger.port';
import { fromThrown, HttpAdapterError, messageOf, serverCodeOf, statusOf } from './http-adapter.error';
import type { BoundarySchema, FetchResult } from './http-call';

/** A declared answer of an operation: its status and its validated body. */
export type StatusOutcome<M extends Record<number, unknown>> = { [S in keyof M & number]: { status: S; body: M[S] } }[keyof M & number];

/** The body types of a status → schema map, to name callOperationByStatus's answers: `callOperationByStatus<BodiesOf<typeof schemas>>`. */
export type BodiesOf<T> = { [S in keyof T]: T[S] extends BoundarySchema<infer B> ? B : never };

/**
 * Like callOperation, for operations whose error statuses are outcomes with
 * their own bodies (bet placement: 402, 409, 422, 423). Every status in
 * `schemas` resolves with its validated body; any other status, a bad body,
 * a cancellation or the network rejects with an HttpAdapterError, logged with
 * the operationId.
 */
export async function callOperationByStatus<M extends Record<number, unknown>>(
  logger: LoggerPort,
  operation: string,
  schemas: { [S in keyof M & number]: BoundarySchema<M[S]> },
  send: () => Promise<FetchResult>,
): Promise<StatusOutcome<M>> {
  try {
    let result: FetchResult;
    try {
      result = await send();
    } catch (thrown) {
      throw fromThrown(operation, thrown);
    }
    const { response } = result;
    const body = response.ok ? result.data : result.error;
    const schema = (schemas as Record<number, BoundarySchema<unknown> | undefined>)[response.status];
    if (!schema) {
      throw new HttpAdapterError('http', statusOf(body, response.status), operation, messageOf(body), serverCodeOf(body));
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
      throw new HttpAdapterError('invalid-response', response.status, operation, `Invalid response: ${issues.join('; ')}`);
    }
    return { status: response.status, body: parsed.data } as StatusOutcome<M>;
  } catch (error) {
    const failure = error instanceof HttpAdapterError ? error : fromThrown(operation, error);
    if (failure.isSilent) logger.info('request cancelled', { operation });
    else logger.error(failure.message, { operation, code: failure.code, status: failure.status, serverCode: failure.serverCode });
    throw failure;
  }
}
