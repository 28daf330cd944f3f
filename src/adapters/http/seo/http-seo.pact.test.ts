import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ACCEPT_JSON, adapterOptions, exampleOf, jsonBody, pactWith, testPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { HttpSeo } from './http-seo';

const { like, eachLike, integer, regex, datetime } = MatchersV3;
const provider = 'seo';
const pact = pactWith(provider);
const seo = (mockUrl: string) => new HttpSeo(adapterOptions(mockUrl, provider, testPipeline(mockUrl)));
const ex = (operationId: string) => exampleOf<Record<string, unknown>>(provider, operationId, '200');

describe('seo pact', () => {
  it('getSeoContent: the SEO block of a page', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a request for the SEO content of /en/live')
      .withRequest('GET', '/seo-api/api/v1/content', (b) => b.query({ path: '/en/live', lang: 'en' }).headers(ACCEPT_JSON))
      .willRespondWith(200, jsonBody(like({ ...ex('getSeoContent'), styles: eachLike('seo-block') })))
      .executeTest(async (mock) => {
        await expect(seo(mock.url).content('/en/live', 'en')).resolves.toMatchObject({ style: 'default', html: expect.any(String) });
      });
  });

  it('getSeoContent: a page the service does not know is null (404)', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.seoPageMissing, { path: '/en/nowhere' })
      .uponReceiving('a request for the SEO content of an unknown page')
      .withRequest('GET', '/seo-api/api/v1/content', (b) => b.query({ path: '/en/nowhere', lang: 'en' }).headers(ACCEPT_JSON))
      .willRespondWith(404, jsonBody(like(exampleOf(provider, 'getSeoContent', '404'))))
      .executeTest(async (mock) => {
        await expect(seo(mock.url).content('/en/nowhere', 'en')).resolves.toBeNull();
      });
  });

  it('getPageVisual: heading, banner and breadcrumbs', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a request for the page visual of /en/live')
      .withRequest('GET', '/seo-api/api/v1/page-visual', (b) => b.query({ path: '/en/live', lang: 'en' }).headers(ACCEPT_JSON))
      .willRespondWith(200, jsonBody(like({ ...ex('getPageVisual'), breadcrumbs: eachLike({ name: 'Home', url: '/en' }) })))
      .executeTest(async (mock) => {
        await expect(seo(mock.url).pageVisual('/en/live', 'en')).resolves.toMatchObject({ h1: 'Live betting', breadcrumbs: [{ name: 'Home', url: '/en' }] });
      });
  });

  it('getPageData: head data for the page', async () => {
    const data = ex('getPageData');
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a request for the page data of /en/live')
      .withRequest('GET', '/seo-api/api/v1/page-data', (b) =>
        b.query({ path: '/en/live', domain: 'example.com', project: 'betting', language: 'en', timezone: '3' }).headers(ACCEPT_JSON),
      )
      .willRespondWith(200, jsonBody(like({ ...data, metas: eachLike({ name: 'keywords', content: 'live, bets' }), alternates: eachLike({ hreflang: 'ru', href: 'https://example.com/ru/live' }) })))
      .executeTest(async (mock) => {
        const page = await seo(mock.url).pageData({ path: '/en/live', domain: 'example.com', project: 'betting', language: 'en', timezone: 3 });
        expect(page).toMatchObject({ title: 'Live betting', canonical: { mode: 'url' } });
      });
  });

  it('getSportsMap: sport slugs to ids', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a request for the sports map')
      .withRequest('GET', '/seo-api/api/v1/sports-map', (b) => b.headers(ACCEPT_JSON))
      .willRespondWith(200, jsonBody({ Football: integer(1) }))
      .executeTest(async (mock) => {
        await expect(seo(mock.url).sportsMap()).resolves.toMatchObject({ Football: 1 });
      });
  });

  it('getBlogObject: an article of a category', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a request for the blog article how-to-bet in guides')
      .withRequest('GET', '/seo-api/api/v1/blog', (b) => b.query({ lang: 'en', categorySlug: 'guides', articleSlug: 'how-to-bet' }).headers(ACCEPT_JSON))
      .willRespondWith(200, jsonBody(like({ ...ex('getBlogObject'), kind: regex('^(category|article)$', 'article'), publishedAt: datetime("yyyy-MM-dd'T'HH:mm:ssX", '2026-01-01T10:00:00Z') })))
      .executeTest(async (mock) => {
        const entry = await seo(mock.url).blog({ lang: 'en', categorySlug: 'guides', articleSlug: 'how-to-bet' });
        expect(entry).toMatchObject({ kind: 'article', slug: 'how-to-bet', publishedAt: Date.parse('2026-01-01T10:00:00Z'), categorySlug: 'guides' });
      });
  });

  it('getIsoCodesMap: country ids to ISO codes', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a request for the ISO codes map')
      .withRequest('GET', '/seo-api/api/v1/iso-codes', (b) => b.headers(ACCEPT_JSON))
      .willRespondWith(200, jsonBody({ '66': regex('^[A-Z]{2}$', 'GB') }))
      .executeTest(async (mock) => {
        await expect(seo(mock.url).isoCodes()).resolves.toMatchObject({ '66': 'GB' });
      });
  });
});
