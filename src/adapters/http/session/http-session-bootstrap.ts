import type { SessionBootstrapPort } from '../../../domain/session-bootstrap/session-bootstrap.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { responseSchemas } from '../generated/web-api.schemas';
import { callOperation } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';

/** SessionBootstrapPort over web-api GET /session: text, no cache, no JSON parse (spec 001 §7). */
export class HttpSessionBootstrap implements SessionBootstrapPort {
  private readonly client;

  constructor(private readonly options: { baseUrl: string; fetch: Fetch; logger: LoggerPort }) {
    this.client = createHttpClient<webApiPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  async userId(): Promise<number | null> {
    const text = await callOperation(this.options.logger, 'getSession', responseSchemas.getSession['200'], async () => {
      const result = await this.client.GET('/session', { parseAs: 'text', headers: { Accept: 'text/plain' }, params: { header: { 'Cache-Control': 'no-cache' } } });
      // A visitor's empty body with Content-Length: 0 reaches us as no data at all; it is the contract's empty string, no session
      // (QA11 #9: every anonymous visit logged an invalid response and "session-load failed").
      return result.response.ok && result.data === undefined ? { ...result, data: '' } : result;
    });
    return text === '' ? null : Number(text);
  }
}
