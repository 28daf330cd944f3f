import type { LoginCredentials, PlayerState, SessionPort } from '../../../domain/session';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { HttpAdapterError } from '../http-adapter.error';
import { callOperation } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';
import { authSessionSchema, loginResultSchema, logoutSchema, toDomain } from './session.schema';

/** SessionPort over web-api's auth calls (contracts/openapi/web-api.json, tag auth). */
export class HttpSession implements SessionPort {
  private readonly client;

  constructor(private readonly options: { baseUrl: string; fetch: Fetch; logger: LoggerPort; componentsData?: () => string }) {
    this.client = createHttpClient<webApiPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  async check(): Promise<PlayerState> {
    const dto = await callOperation(this.options.logger, 'checkAuthSession', authSessionSchema, () =>
      this.client.GET('/api/auth/session', { params: { header: { 'Cache-Control': 'no-cache' } } }),
    );
    return toDomain(dto);
  }

  async login(credentials: LoginCredentials): Promise<PlayerState> {
    const result = await callOperation(this.options.logger, 'loginByLogin', loginResultSchema, () =>
      this.client.POST('/api/auth/login', {
        // spec 001 §5: credentials are encoded before sending.
        body: {
          login: encodeURIComponent(credentials.login),
          password: encodeURIComponent(credentials.password),
          save: credentials.remember,
          componentsData: this.options.componentsData?.() ?? '',
        },
      }),
    );
    if (result.status === 'two-step-required') {
      // SessionPort has no second step yet; the failure names it so the UI can say so.
      throw new HttpAdapterError('http', 401, 'loginByLogin', 'two-step-required');
    }
    return toDomain({ userId: result.userId });
  }

  async logout(): Promise<void> {
    const result = await callOperation(this.options.logger, 'logout', logoutSchema, () => this.client.POST('/api/auth/logout'));
    // spec 001 §8: a logout failure raises an error with the server message.
    if (!result.success) throw new HttpAdapterError('http', 500, 'logout', result.message ?? 'main_error');
  }
}
