import type { NewsletterPort, UnsubscribeOutcome } from '../../../domain/newsletter';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { responseSchemas } from '../generated/web-api.schemas';
import { HttpAdapterError } from '../http-adapter.error';
import { callOperation } from '../http-call';
import { callOperationByStatus, type BodiesOf } from '../http-outcome';
import type { Fetch } from '../pipeline/request-pipeline';

const unsubscribeSchemas = { 200: responseSchemas.unsubscribeNewsletter['200'], 422: responseSchemas.unsubscribeNewsletter['422'] };

/**
 * NewsletterPort over web-api's designed newsletter calls: subscribeNewsletter (bearer) and unsubscribeNewsletter
 * (the link's token, no sign-in; 422 token_invalid is a result). `success: false` and anything else reject with an
 * HttpAdapterError, logged with the operation.
 */
export class HttpNewsletter implements NewsletterPort {
  private readonly client;

  constructor(private readonly options: { baseUrl: string; fetch: Fetch; logger: LoggerPort }) {
    this.client = createHttpClient<webApiPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  async subscribe(): Promise<void> {
    const result = await callOperation(this.options.logger, 'subscribeNewsletter', responseSchemas.subscribeNewsletter['200'], () =>
      this.client.POST('/api/internal/v1/user/newsletter/subscription'),
    );
    if (!result.success) throw this.refused('subscribeNewsletter', result.message);
  }

  async unsubscribe(token: string): Promise<UnsubscribeOutcome> {
    const answer = await callOperationByStatus<BodiesOf<typeof unsubscribeSchemas>>(this.options.logger, 'unsubscribeNewsletter', unsubscribeSchemas, () =>
      this.client.POST('/api/internal/v1/newsletter/unsubscribe', { body: { token } }),
    );
    if (answer.status === 422) return 'token-invalid';
    if (!answer.body.success) throw this.refused('unsubscribeNewsletter', answer.body.message);
    return 'unsubscribed';
  }

  private refused(operation: string, message: string | null): HttpAdapterError {
    const failure = new HttpAdapterError('http', 500, operation, message ?? 'main_error');
    this.options.logger.error(failure.message, { operation, code: failure.code, status: failure.status });
    return failure;
  }
}
