import type { SiteConfigPort } from '../../../domain/config/site-config.port';
import type { ClockPort } from '../../../domain/shared/clock.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import type { AppVersionPort, RedirectAnswer, RedirectPort, SecureData, SecureDataPort } from '../../../domain/startup/startup.ports';
import { createHttpClient } from '../client';
import type { redirectsPaths, webApiPaths } from '../generated';
import { responseSchemas as redirectSchemas } from '../generated/redirects.schemas';
import { responseSchemas as webApiSchemas } from '../generated/web-api.schemas';
import { callOperation } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';

/** RedirectPort over redirects-api redirect-light (a lookup; the caller retries, spec 001 §7). */
export class HttpRedirect implements RedirectPort {
  private readonly client;

  constructor(private readonly options: { baseUrl: string; fetch: Fetch; logger: LoggerPort }) {
    this.client = createHttpClient<redirectsPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  async resolve(url: string): Promise<RedirectAnswer> {
    const dto = await callOperation(this.options.logger, 'redirectLight', redirectSchemas.redirectLight['200'], () =>
      this.client.POST('/api/v1/redirect-light', { params: { header: {} as { Authorization: string } }, body: { url } }),
    );
    return { redirect: dto.redirect, code: dto.code, url: dto.url };
  }
}

/** SecureDataPort over web-api secure-data (designed path). */
export class HttpSecureData implements SecureDataPort {
  private readonly client;

  constructor(private readonly options: { baseUrl: string; fetch: Fetch; logger: LoggerPort }) {
    this.client = createHttpClient<webApiPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  async load(): Promise<SecureData> {
    const dto = await callOperation(this.options.logger, 'getSecureData', webApiSchemas.getSecureData['200'], () =>
      this.client.GET('/api/internal/v1/secure-data'),
    );
    return { ggru: dto.ggru, grants: { ...dto.grant } };
  }
}

/**
 * AppVersionPort over the site config: config/all.json carries appVersion
 * (a designed field), so the version check reads it there; no call of its own.
 */
export class HttpAppVersion implements AppVersionPort {
  constructor(
    private readonly siteConfig: SiteConfigPort,
    private readonly language: () => string,
    _clock?: ClockPort,
  ) {}

  async current(): Promise<string> {
    return (await this.siteConfig.load(this.language())).appVersion;
  }
}
