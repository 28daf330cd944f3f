import type { SupportHistoryPort, SupportRequest } from '../../../domain/support';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { responseSchemas } from '../generated/web-api.schemas';
import { callOperation } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';

type SupportRequestsDto = ReturnType<typeof responseSchemas.getSupportRequests['200']['parse']>;

/** The contract's requests in the domain's terms: times in ms. */
export const toSupportRequests = (dto: SupportRequestsDto): SupportRequest[] =>
  dto.requests.map((request) => ({
    id: request.id,
    subject: request.subject,
    status: request.status,
    createdAt: request.createdAt * 1000,
    messages: request.messages.map((message) => ({ author: message.author, text: message.text, sentAt: message.sentAt * 1000 })),
  }));

/** SupportHistoryPort over web-api getSupportRequests (bearer). */
export class HttpSupportHistory implements SupportHistoryPort {
  private readonly client;

  constructor(private readonly options: { baseUrl: string; fetch: Fetch; logger: LoggerPort }) {
    this.client = createHttpClient<webApiPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  async list(lang: string): Promise<readonly SupportRequest[]> {
    const dto = await callOperation(this.options.logger, 'getSupportRequests', responseSchemas.getSupportRequests['200'], () =>
      this.client.GET('/api/internal/v1/support/requests', { params: { query: { lng: lang } } }),
    );
    return toSupportRequests(dto);
  }
}
