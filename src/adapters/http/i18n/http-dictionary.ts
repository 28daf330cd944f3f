import type { Dictionary, DictionaryPort } from '../../../domain/i18n/dictionary.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { dictionariesPaths } from '../generated';
import { callOperation } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';
import { dictionarySchema, toDomain } from './dictionary.schema';

/** DictionaryPort over the dictionaries API on the CDN domain (baseUrl carries the domain). */
export class HttpDictionary implements DictionaryPort {
  private readonly client;

  constructor(private readonly options: { baseUrl: string; fetch: Fetch; logger: LoggerPort }) {
    this.client = createHttpClient<dictionariesPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  async load(lang: string, routeIds: readonly string[]): Promise<Dictionary> {
    const dto = await callOperation(this.options.logger, 'getDictionary', dictionarySchema, () =>
      this.client.GET('/api/v1/dictionaries', { params: { query: { lang, routeIds: routeIds.join(',') } } }),
    );
    return toDomain(dto);
  }
}
