import type { GoogleOneTapApiPort } from '../../../domain/notices/google-one-tap';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { socialApiPaths } from '../generated';
import { responseSchemas } from '../generated/social-api.schemas';
import { callOperation } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';

/**
 * GoogleOneTapApiPort over social-api: the client id, and the multipart
 * sign-in post. The form's clientId is the one this adapter last read, and
 * select_by is Google's 'user' (the player picked the account).
 */
export class HttpGoogleOneTap implements GoogleOneTapApiPort {
  private readonly client;
  private lastClientId = '';

  constructor(private readonly options: { baseUrl: string; fetch: Fetch; logger: LoggerPort }) {
    this.client = createHttpClient<socialApiPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  async clientId(): Promise<string> {
    const dto = await callOperation(this.options.logger, 'getGoogleOneTapClientId', responseSchemas.getGoogleOneTapClientId['200'], () =>
      this.client.GET('/oauth/google-one-tap/clientId'),
    );
    this.lastClientId = dto.clientId;
    return dto.clientId;
  }

  async signIn(request: { credential: string; language: string; currency: string | null; countryId: number | null }): Promise<{ redirectUrl: string | null }> {
    const form = new FormData();
    form.set('credential', request.credential);
    form.set('clientId', this.lastClientId);
    form.set('select_by', 'user');
    form.set('language', request.language);
    form.set('currency', request.currency ?? '0');
    form.set('countryId', String(request.countryId ?? 0));
    const dto = await callOperation(this.options.logger, 'postGoogleOneTap', responseSchemas.postGoogleOneTap['200'], () =>
      this.client.POST('/oauth/google-one-tap', { body: form as never, bodySerializer: (body: unknown) => body as FormData }),
    );
    return { redirectUrl: dto.redirectUrl };
  }
}
