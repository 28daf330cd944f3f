import { allSettled, createEvent, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../adapters/browser/web-storage';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { DEMO_PHONE_COUNTRIES } from '../../adapters/fake/fake-phone-directory';
import { FakePolicyLogo } from '../../adapters/fake/fake-policy-logo';
import { FakeWorld } from '../../adapters/fake/fake-world';
import type { LoggerPort } from '../../domain/shared';
import { createPolicyLogoModel } from './policy-logo.model';

function setup(options: { siteCountry?: string | null; fake?: object } = {}) {
  const clock = new FakeClock();
  const world = new FakeWorld(new MemoryStorage(), clock, options.fake ? `?fake=${encodeURIComponent(JSON.stringify(options.fake))}` : '', new MemoryStorage());
  const logo = new FakePolicyLogo(world);
  const warnings: string[] = [];
  const logger: LoggerPort = { info: () => undefined, warn: (m) => void warnings.push(m), error: () => undefined };
  const lookups: string[] = [];
  const sessionChecked = createEvent<boolean>();
  const playerConfigLoaded = createEvent<number | null>();
  const signedIn = createEvent<boolean>();
  const $sessionChecked = createStore(false).on(sessionChecked, (_, v) => v);
  const $signedIn = createStore(false).on(signedIn, (_, v) => v);
  const $playerCountryId = createStore<number | null>(null).on(playerConfigLoaded, (_, v) => v);
  const model = createPolicyLogoModel({
    logo,
    logger,
    countries: async (lang) => {
      lookups.push(lang);
      return DEMO_PHONE_COUNTRIES;
    },
    $language: createStore('en'),
    $sessionChecked,
    $signedIn,
    $playerCountryId,
    $siteCountryCode: createStore<string | null>(options.siteCountry === undefined ? 'GB' : options.siteCountry),
  });
  return { logo, warnings, lookups, model, scope: fork(), sessionChecked, signedIn, playerConfigLoaded };
}

describe('policy logo model (spec 001 §6, §7)', () => {
  it('spec 001 §6: a visitor on a site in a listed country (RU, id 1): the logo is requested once', async () => {
    const t = setup({ siteCountry: 'RU' });
    await allSettled(t.sessionChecked, { scope: t.scope, params: true });
    expect(t.scope.getState(t.model.$countryId)).toBe(1);
    expect(t.logo.loads).toHaveLength(1);
    expect(t.scope.getState(t.model.$loaded)).toBe(true);
    // a later sign-in in another listed country does not request it again on this page
    await allSettled(t.signedIn, { scope: t.scope, params: true });
    await allSettled(t.playerConfigLoaded, { scope: t.scope, params: 1 });
    expect(t.logo.loads).toHaveLength(1);
  });

  it('spec 001 §6: a visitor on a site in another country (GB, id 2): not requested', async () => {
    const t = setup({ siteCountry: 'GB' });
    await allSettled(t.sessionChecked, { scope: t.scope, params: true });
    expect(t.scope.getState(t.model.$countryId)).toBe(2);
    expect(t.logo.loads).toEqual([]);
  });

  it("spec 001 §6: a signed-in player counts by the player's own country, not the site's", async () => {
    const t = setup({ siteCountry: 'GB' });
    await allSettled(t.signedIn, { scope: t.scope, params: true });
    await allSettled(t.sessionChecked, { scope: t.scope, params: true });
    expect(t.logo.loads).toEqual([]);
    expect(t.lookups).toEqual([]);
    await allSettled(t.playerConfigLoaded, { scope: t.scope, params: 1 });
    expect(t.logo.loads).toHaveLength(1);
  });

  it("spec 001 §6: a signed-in player of another country on a listed country's site: not requested", async () => {
    const t = setup({ siteCountry: 'RU' });
    await allSettled(t.signedIn, { scope: t.scope, params: true });
    await allSettled(t.sessionChecked, { scope: t.scope, params: true });
    await allSettled(t.playerConfigLoaded, { scope: t.scope, params: 2 });
    expect(t.logo.loads).toEqual([]);
  });

  it('design: nothing is decided before the session check', async () => {
    const t = setup({ siteCountry: 'RU' });
    await allSettled(t.scope);
    expect(t.lookups).toEqual([]);
    expect(t.logo.loads).toEqual([]);
  });

  it('design: a failed load is a warning only and is not retried', async () => {
    const t = setup({ siteCountry: 'RU', fake: { failTimes: { 'policy-logo': 1 } } });
    await allSettled(t.sessionChecked, { scope: t.scope, params: true });
    await allSettled(t.signedIn, { scope: t.scope, params: true });
    await allSettled(t.playerConfigLoaded, { scope: t.scope, params: 66 });
    expect(t.logo.loads).toHaveLength(1);
    expect(t.warnings).toEqual(['getPolicyLogo failed']);
    expect(t.scope.getState(t.model.$loaded)).toBe(false);
  });
});
