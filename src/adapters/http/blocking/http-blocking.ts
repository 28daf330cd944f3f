import type { BlockingPort, BlockingState } from '../../../domain/blocking/blocking.port';
import type { ClockPort } from '../../../domain/shared/clock.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { blocksPaths } from '../generated';
import { callOperation } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';
import { retry, RETRY_POLICIES, retrySafetyOf } from '../pipeline/retry';
import { blockSchema, toDomain } from './block.schema';

/** BlockingPort over blocks-api v2/block: a lookup (x-idempotent), retried 2 times at 100 ms. */
export class HttpBlocking implements BlockingPort {
  private readonly client;

  constructor(private readonly options: { baseUrl: string; fetch: Fetch; clock: ClockPort; logger: LoggerPort }) {
    this.client = createHttpClient<blocksPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  async check(request: { isAuthenticated: boolean; url: string }): Promise<BlockingState> {
    const dto = await retry(this.options.clock, RETRY_POLICIES.block, retrySafetyOf('POST', { declaredIdempotent: true }), () =>
      callOperation(this.options.logger, 'getBlock', blockSchema, () =>
        this.client.POST('/api/v2/block', { body: { auth: request.isAuthenticated, url: request.url } }),
      ),
    );
    return toDomain(dto);
  }
}
