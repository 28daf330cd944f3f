import { afterEach, describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import { FakeSeo } from '../adapters/fake/fake-seo';
import { HttpSeo } from '../adapters/http/seo/http-seo';
import type { SeoModel as SeoModelType } from '../application/seo/seo.model';
import { SeoPort } from '../domain/seo';
import { createContainer } from './container';
import { SeoModel } from './tokens';

const PAGE_DATA = {
  title: 'Live betting',
  description: 'Bet live',
  siteName: 'Example Bet',
  metas: [],
  metaRobots: 'noindex',
  hierarchyMetaRobots: null,
  customCanonical: null,
  alternates: [],
  media: [],
};

describe('composition: the SEO service (spec 001 §7 SEO calls)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the offline build binds the fake SEO service, the HTTP build the HTTP one', async () => {
    expect((await createContainer({ adapters: 'fake', apiBase: '', search: '' })).get(SeoPort)).toBeInstanceOf(FakeSeo);
    expect((await createContainer({ adapters: 'http', apiBase: 'http://api.test', search: '' })).get(SeoPort)).toBeInstanceOf(HttpSeo);
  });

  it('over HTTP the model asks /seo-api page data with the page\'s query and its head follows the answer', async () => {
    const seen: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        seen.push(request.url);
        return new URL(request.url).pathname.endsWith('/page-data') ? Response.json(PAGE_DATA) : Response.json({ message: 'Not found' }, { status: 404 });
      }),
    );
    const container = await createContainer({ adapters: 'http', apiBase: 'http://api.test', search: '' });
    const model = container.get<SeoModelType>(SeoModel);
    const scope = fork();
    await allSettled(model.siteChanged, { scope, params: { siteName: 'Demo Bet', licenceMetaTag: null } });
    await allSettled(model.pageEntered, { scope, params: { path: '/en/live/all', language: 'en', timeZone: 3 } });
    const pageData = new URL(seen.find((url) => url.includes('/page-data'))!);
    expect(pageData.origin + pageData.pathname).toBe('http://api.test/seo-api/api/v1/page-data');
    expect(Object.fromEntries(pageData.searchParams)).toMatchObject({ path: '/en/live/all', project: 'Demo Bet', language: 'en', timezone: '3' });
    expect(scope.getState(model.$head)).toMatchObject({ title: 'Live betting', robots: 'noindex', indexed: false });
    // the content call's 404 is "no block", not a failure
    expect(scope.getState(model.$textBlock)).toBeNull();
  });
});
