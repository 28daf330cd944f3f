import type { SiteConfig, SiteConfigPort } from '../../../domain/config';
import type { ClockPort } from '../../../domain/shared/clock.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { bffConfigPaths } from '../generated';
import { callOperation } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';
import { retry, RETRY_POLICIES } from '../pipeline/retry';
import { siteConfigSchema, toDomain } from './site-config.schema';

export interface HttpSiteConfigOptions {
  baseUrl: string;
  fetch: Fetch;
  clock: ClockPort;
  logger: LoggerPort;
  /** Visitor country for the x-country-code header; the server has a default. */
  countryCode?: string;
}

/** SiteConfigPort over bff-api config/all.json, retried 5 times at 1000 ms (spec 001 §7). */
export class HttpSiteConfig implements SiteConfigPort {
  private readonly client;

  constructor(private readonly options: HttpSiteConfigOptions) {
    this.client = createHttpClient<bffConfigPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  async load(lang: string): Promise<SiteConfig> {
    const header = this.options.countryCode ? { 'x-country-code': this.options.countryCode } : {};
    const dto = await retry(this.options.clock, RETRY_POLICIES.config, 'idempotent', () =>
      callOperation(this.options.logger, 'getSiteConfig', siteConfigSchema, () =>
        this.client.GET('/config/all.json', { params: { query: { lang }, header } }),
      ),
    );
    return toDomain(dto, this.options.logger);
  }
}
