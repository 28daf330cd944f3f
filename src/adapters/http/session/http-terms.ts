import type { TermsPort, TermsStatus } from '../../../domain/session/session-ports';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { responseSchemas } from '../generated/web-api.schemas';
import { HttpAdapterError } from '../http-adapter.error';
import { callOperation } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';

/**
 * TermsPort over web-api agreement-rules: the status (updatedAt seconds → ms)
 * and the designed accept call of the confirm-terms page. An accept the
 * server refuses (`success: false`) rejects with its message, so the page
 * stays and says why.
 */
export class HttpTerms implements TermsPort {
  private readonly client;

  constructor(private readonly options: { baseUrl: string; fetch: Fetch; logger: LoggerPort }) {
    this.client = createHttpClient<webApiPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  async status(): Promise<TermsStatus> {
    const dto = await callOperation(this.options.logger, 'getAgreementRulesStatus', responseSchemas.getAgreementRulesStatus['200'], () =>
      this.client.GET('/api-v3/v2/user/agreement-rules/status'),
    );
    return { changed: dto.result, updatedAt: dto.updatedAt === null ? null : dto.updatedAt * 1000 };
  }

  async accept(): Promise<void> {
    const result = await callOperation(this.options.logger, 'acceptAgreementRules', responseSchemas.acceptAgreementRules['200'], () =>
      this.client.POST('/api-v3/v2/user/agreement-rules/accept'),
    );
    if (!result.success) {
      const failure = new HttpAdapterError('http', 500, 'acceptAgreementRules', result.message ?? 'main_error');
      this.options.logger.error(failure.message, { operation: failure.operation, code: failure.code, status: failure.status });
      throw failure;
    }
  }
}
