import type { PlayerState, SessionPort } from '../../../domain/session';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { HttpAdapterError } from '../http-adapter.error';
import { callOperation } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';
import { authSessionSchema, logoutSchema, toDomain } from './session.schema';

/** SessionPort over web-api's auth calls (contracts/openapi/web-api.json, tag auth). Signing in is HttpAuth's. */
export class HttpSession implements SessionPort {
  private readonly client;

  constructor(private readonly options: { baseUrl: string; fetch: Fetch; logger: LoggerPort }) {
    this.client = createHttpClient<webApiPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  async check(): Promise<PlayerState> {
    const dto = await callOperation(this.options.logger, 'checkAuthSession', authSessionSchema, () =>
      this.client.GET('/api/auth/session', { params: { header: { 'Cache-Control': 'no-cache' } } }),
    );
    return toDomain(dto);
  }

  async logout(): Promise<void> {
    const result = await callOperation(this.options.logger, 'logout', logoutSchema, () => this.client.POST('/api/auth/logout'));
    // spec 001 §8: a logout failure raises an error with the server message.
    if (!result.success) throw new HttpAdapterError('http', 500, 'logout', result.message ?? 'main_error');
  }
}
