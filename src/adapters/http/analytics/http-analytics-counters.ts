import type { AnalyticsCounter, AnalyticsCountersPort } from '../../../domain/analytics-counters/analytics-counters.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { analyticsPaths } from '../generated';
import { responseSchemas } from '../generated/analytics.schemas';
import { callOperation } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';

/** AnalyticsCountersPort over the analytics API (designed GET /api/v1/counters). */
export class HttpAnalyticsCounters implements AnalyticsCountersPort {
  private readonly client;

  constructor(private readonly options: { baseUrl: string; fetch: Fetch; logger: LoggerPort }) {
    this.client = createHttpClient<analyticsPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  async list(query: { domain: string; projectId: number }): Promise<AnalyticsCounter[]> {
    const dto = await callOperation(this.options.logger, 'getAnalyticsCounters', responseSchemas.getAnalyticsCounters['200'], () =>
      this.client.GET('/api/v1/counters', { params: { query } }),
    );
    return dto.counters.map((c) => ({ ...c }));
  }
}
