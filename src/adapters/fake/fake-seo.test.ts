import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../browser/web-storage';
import { FakeClock } from './fake-clock';
import { demoSeoKey, FakeSeo, SEO_CONTENT_OPERATION, SEO_DATA_OPERATION } from './fake-seo';
import { FakeWorld } from './fake-world';

const seoOf = (fake: Record<string, unknown> = {}) =>
  new FakeSeo(new FakeWorld(new MemoryStorage(), new FakeClock(), `?fake=${encodeURIComponent(JSON.stringify(fake))}`));
const query = (path: string, language = 'en') => ({ path, domain: 'bet.example', project: 'Demo Bet', language, timezone: 3 });

describe('fake SEO service (the demo site\'s pages)', () => {
  it.each([
    ['/en', { lang: 'en', key: '' }],
    ['/en/', { lang: 'en', key: '' }],
    ['/ru/line/all/', { lang: 'ru', key: 'line/all' }],
    ['/line/all', null],
  ])('the page of %s', (path, expected) => {
    expect(demoSeoKey(path)).toEqual(expected);
  });

  it('a known page has its title, en and ru alternates on this site, and contacts is noindex (spec 001 §5)', async () => {
    const seo = seoOf();
    expect(await seo.pageData(query('/ru/information/about', 'ru'))).toMatchObject({
      title: 'О Demo Bet',
      alternates: [
        { hreflang: 'en', href: '/en/information/about' },
        { hreflang: 'ru', href: '/ru/information/about' },
      ],
      canonical: { mode: 'url', targetUrl: 'https://demo-bet.example/en/information/about', domain: null },
    });
    expect(await seo.pageData(query('/en/information/contacts'))).toMatchObject({ metaRobots: 'noindex, follow' });
  });

  it('a page the service does not know is null (its 404); so is a page without a text block', async () => {
    const seo = seoOf();
    expect(await seo.pageData(query('/en/no-such-page'))).toBeNull();
    expect(await seo.content('/en/information/about', 'en')).toBeNull();
    expect(await seo.content('/en', 'en')).toMatchObject({ html: expect.stringContaining('<h2>Sports betting at Demo Bet</h2>') });
  });

  it('fails as the fake world says: fail always, failTimes the next N', async () => {
    const always = seoOf({ fail: [SEO_DATA_OPERATION] });
    await expect(always.pageData(query('/en'))).rejects.toThrow('Fake seo-data failure');
    const once = seoOf({ failTimes: { [SEO_CONTENT_OPERATION]: 1 } });
    await expect(once.content('/en', 'en')).rejects.toThrow();
    await expect(once.content('/en', 'en')).resolves.not.toBeNull();
  });
});
