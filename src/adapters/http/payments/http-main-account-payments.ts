import type { PaymentsPage, MainAccountPaymentsPort } from '../../../domain/payments/payments.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { PaymentsSchema, responseSchemas } from '../generated/web-api.schemas';
import { callOperation } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';

export const toDomain = (dto: ReturnType<typeof PaymentsSchema.parse>): PaymentsPage => ({
  payments: dto.entities.map((p) => ({ ...p })),
  totalCount: dto.total_count,
});

/** MainAccountPaymentsPort over web-api main-account payments (never the archive). */
export class HttpMainAccountPayments implements MainAccountPaymentsPort {
  private readonly client;

  constructor(private readonly options: { baseUrl: string; fetch: Fetch; logger: LoggerPort }) {
    this.client = createHttpClient<webApiPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  async page(page: number): Promise<PaymentsPage> {
    const dto = await callOperation(this.options.logger, 'getMainAccountPayments', responseSchemas.getMainAccountPayments['200'], () =>
      this.client.GET('/api/internal/v1/payments/main-account', { params: { query: { page, archive: 'false' } } }),
    );
    return toDomain(dto);
  }
}
