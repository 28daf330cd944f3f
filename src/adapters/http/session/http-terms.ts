import type { TermsPort, TermsStatus } from '../../../domain/session/session-ports';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { responseSchemas } from '../generated/web-api.schemas';
import { HttpAdapterError } from '../http-adapter.error';
import { callOperation } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';

/**
 * TermsPort over web-api agreement-rules status (updatedAt seconds → ms).
 * The contracts have no call that accepts new terms (the specification shows
 * none), so `accept` rejects until one is designed with the backend team.
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

  accept(): Promise<void> {
    return Promise.reject(new HttpAdapterError('http', 501, 'acceptTerms', 'No contract operation accepts changed terms'));
  }
}
