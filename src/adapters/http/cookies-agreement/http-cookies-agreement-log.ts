import type { CookiesAgreementLogPort } from '../../../domain/cookies-agreement/cookies-agreement.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { responseSchemas } from '../generated/web-api.schemas';
import { HttpAdapterError } from '../http-adapter.error';
import { callOperation } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';

/** CookiesAgreementLogPort over web-api cookies-agreement/log. */
export class HttpCookiesAgreementLog implements CookiesAgreementLogPort {
  private readonly client;

  constructor(private readonly options: { baseUrl: string; fetch: Fetch; logger: LoggerPort }) {
    this.client = createHttpClient<webApiPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  async log(agreedAt: number): Promise<void> {
    const result = await callOperation(this.options.logger, 'logCookiesAgreement', responseSchemas.logCookiesAgreement['200'], () =>
      this.client.POST('/api/internal/v1/user/cookies-agreement/log', { body: { cookiesAgreeTime: agreedAt } }),
    );
    if (!result.success) throw new HttpAdapterError('http', 500, 'logCookiesAgreement', result.message ?? 'main_error');
  }
}
