import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adapterOptions, exampleOf, pactWith, testPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { couponConfigFromGroup, CouponType } from '../../../domain/coupon';
import { HttpConfigGroups } from './http-config-groups';
import { HttpSiteConfig } from './http-site-config';
import { siteConfigSchema } from './site-config.schema';

const { equal, like, regex } = MatchersV3;
const provider = 'bff-config';
const pact = pactWith(provider);

// The demo site the reference provider serves: no maintenance planned, no idle log-off; any
// availability flags and disabled path fragments (an empty map or list matches any).
const example = exampleOf<{ features: object }>(provider, 'getSiteConfig', '200');
const siteConfig = { ...example, maintenance: null, availability: {}, disabledPathFragments: [], features: { ...example.features, idleLogoffMinutes: null } };

describe('bff-config pact', () => {
  it('getSiteConfig: config/all.json by language and visitor country', async () => {
    siteConfigSchema.parse(siteConfig);
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a request for the site config in English from a British visitor')
      .withRequest('GET', '/bff-api/config/all.json', (b) => b.query({ lang: 'en' }).headers({ Accept: 'application/json', 'x-country-code': 'GB' }))
      .willRespondWith(200, (b) =>
        b.headers({ 'Content-Type': 'application/json' }).jsonBody(
          like({ ...siteConfig, defaultLanguage: regex('^[a-z]{2}$', 'en'), countryCode: regex('^[A-Z]{2}$', 'GB') }),
        ),
      )
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url);
        const config = await new HttpSiteConfig({ ...adapterOptions(mock.url, provider, pipeline), countryCode: 'GB' }).load('en');
        expect(config.defaultLanguage).toBe('en');
        expect(config.maintenance).toBeNull();
      });
  });

  it('getSiteConfig: a section that is a remote app (remoteApps, spec 000 §1)', async () => {
    const remoteApps = { slots: 'https://mf.example.com/slots' };
    siteConfigSchema.parse({ ...siteConfig, remoteApps });
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.remoteApp, { section: 'slots', url: remoteApps.slots })
      .uponReceiving('a request for the site config of a site whose slots section is a remote app')
      .withRequest('GET', '/bff-api/config/all.json', (b) => b.query({ lang: 'en' }).headers({ Accept: 'application/json' }))
      .willRespondWith(200, (b) => b.headers({ 'Content-Type': 'application/json' }).jsonBody(like({ ...siteConfig, remoteApps: equal(remoteApps) })))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url);
        const config = await new HttpSiteConfig(adapterOptions(mock.url, provider, pipeline)).load('en');
        expect(config.remoteApps).toEqual(remoteApps);
      });
  });

  it('getSiteConfig: a 500 is retried 5 times, then a typed error (x-retry 5 × 1000 ms)', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.failing, { operation: 'getSiteConfig', status: 500 })
      .uponReceiving('a request for the site config while the config service fails')
      .withRequest('GET', '/bff-api/config/all.json', (b) => b.query({ lang: 'ru' }).headers({ Accept: 'application/json' }))
      .willRespondWith(500, (b) => b.headers({ 'Content-Type': 'application/json' }).jsonBody(like({ ...exampleOf(provider, 'getSiteConfig', '500'), statusCode: 500 })))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url);
        await expect(new HttpSiteConfig(adapterOptions(mock.url, provider, pipeline)).load('ru')).rejects.toMatchObject({
          code: 'http',
          status: 500,
          operation: 'getSiteConfig',
        });
        expect(pipeline.sent).toHaveLength(6);
      });
  });

  it('getConfigGroups: named groups as a comma list', async () => {
    // The groups asked for, as the example has them (it also shows the support group, asked for in its own pact).
    const { core, coupon } = exampleOf<Record<string, object>>(provider, 'getConfigGroups', '200');
    const configGroupsAsked = { core, coupon };
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a request for the core and coupon config groups in English')
      .withRequest('GET', '/bff-api/config/group/get', (b) => b.query({ groups: 'core,coupon', lang: 'en' }).headers({ Accept: 'application/json' }))
      .willRespondWith(200, (b) => b.headers({ 'Content-Type': 'application/json' }).jsonBody(like(configGroupsAsked)))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url);
        const groups = await new HttpConfigGroups(adapterOptions(mock.url, provider, pipeline)).load(['core', 'coupon'], 'en');
        expect(Object.keys(groups).sort()).toEqual(['core', 'coupon']);
        // The coupon group is what the slip's limits and switches follow (spec 000 §5).
        expect(couponConfigFromGroup(groups.coupon, true)).toMatchObject({
          minBetTypeIds: expect.arrayContaining([CouponType.SINGLE, CouponType.EXPRESS, CouponType.SYSTEM]),
          maxBetTypeIds: expect.arrayContaining([CouponType.SINGLE, CouponType.EXPRESS]),
          bonusBetEnabled: true,
          vipBetEnabled: true,
          systemBankerBlockEnabled: true,
          maxBets: 30,
        });
      });
  });
});
