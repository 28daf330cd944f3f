import type { BlogEntry, BlogQuery, PageSeoData, PageSeoDataQuery, PageVisual, SeoContent, SeoPort } from '../../../domain/seo/seo.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { seoPaths } from '../generated';
import { responseSchemas } from '../generated/seo.schemas';
import { HttpAdapterError } from '../http-adapter.error';
import { callOperation } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';
import { blogToDomain, contentToDomain, pageDataToDomain, visualToDomain } from './seo.mapper';

/** A 404 from the SEO service means it has nothing for this page. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof HttpAdapterError && error.code === 'http' && error.status === 404) return null;
    throw error;
  }
}

/** SeoPort over the SEO service (designed operations under /seo-api/api/v1). */
export class HttpSeo implements SeoPort {
  private readonly client;

  constructor(private readonly options: { baseUrl: string; fetch: Fetch; logger: LoggerPort }) {
    this.client = createHttpClient<seoPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  content(path: string, lang: string): Promise<SeoContent | null> {
    return orNull(async () =>
      contentToDomain(
        await callOperation(this.options.logger, 'getSeoContent', responseSchemas.getSeoContent['200'], () =>
          this.client.GET('/api/v1/content', { params: { query: { path, lang } } }),
        ),
      ),
    );
  }

  pageVisual(path: string, lang: string): Promise<PageVisual | null> {
    return orNull(async () =>
      visualToDomain(
        await callOperation(this.options.logger, 'getPageVisual', responseSchemas.getPageVisual['200'], () =>
          this.client.GET('/api/v1/page-visual', { params: { query: { path, lang } } }),
        ),
      ),
    );
  }

  pageData(query: PageSeoDataQuery): Promise<PageSeoData | null> {
    return orNull(async () =>
      pageDataToDomain(
        await callOperation(this.options.logger, 'getPageData', responseSchemas.getPageData['200'], () =>
          this.client.GET('/api/v1/page-data', { params: { query: { ...query } } }),
        ),
      ),
    );
  }

  async sportsMap(): Promise<Readonly<Record<string, number>>> {
    const dto = await callOperation(this.options.logger, 'getSportsMap', responseSchemas.getSportsMap['200'], () =>
      this.client.GET('/api/v1/sports-map'),
    );
    return Object.freeze({ ...dto });
  }

  blog(query: BlogQuery): Promise<BlogEntry | null> {
    return orNull(async () =>
      blogToDomain(
        await callOperation(this.options.logger, 'getBlogObject', responseSchemas.getBlogObject['200'], () =>
          this.client.GET('/api/v1/blog', { params: { query: { ...query } } }),
        ),
      ),
    );
  }

  async isoCodes(): Promise<Readonly<Record<string, string>>> {
    const dto = await callOperation(this.options.logger, 'getIsoCodesMap', responseSchemas.getIsoCodesMap['200'], () =>
      this.client.GET('/api/v1/iso-codes'),
    );
    return Object.freeze({ ...dto });
  }
}
