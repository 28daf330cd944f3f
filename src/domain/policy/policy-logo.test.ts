import { describe, expect, it } from 'vitest';
import { needsPolicyLogo, POLICY_LOGO_COUNTRY_IDS } from './policy-logo.port';
import { countryIdOfCode, policyLogoCountryId } from './policy-logo';

describe('policy logo (spec 001 §6)', () => {
  it('spec 001 §6: a policy logo image is hidden but loaded for country ids 1, 66, 126, 228, 120', () => {
    expect([...POLICY_LOGO_COUNTRY_IDS].sort((a, b) => a - b)).toEqual([1, 66, 120, 126, 228]);
  });
  it.each([
    ['spec 001 §6: country id 1 loads it', 1, true],
    ['spec 001 §6: country id 66 loads it', 66, true],
    ['spec 001 §6: country id 126 loads it', 126, true],
    ['spec 001 §6: country id 228 loads it', 228, true],
    ['spec 001 §6: country id 120 loads it', 120, true],
    ['spec 001 §6: another country does not', 2, false],
    ['design: an unknown country does not', null, false],
  ])('%s', (_name, countryId, loads) => {
    expect(needsPolicyLogo(countryId)).toBe(loads);
  });
});

describe('policy logo: whose country (spec 001 §6, designed)', () => {
  const base = { sessionChecked: true, signedIn: false, playerCountryId: null, siteCountryId: 1 };
  it.each([
    ['a visitor: the site\'s country', base, 1],
    ['a signed-in player: the player\'s own country, not the site\'s', { ...base, signedIn: true, playerCountryId: 2 }, 2],
    ['a signed-in player whose config has not loaded: not known yet', { ...base, signedIn: true }, null],
    ['before the session check: not known yet (a player may be signed in)', { ...base, sessionChecked: false }, null],
  ])('%s', (_rule, input, expected) => {
    expect(policyLogoCountryId(input)).toBe(expected);
  });
  it('the site\'s two-letter code is looked up in the country directory, in any case', () => {
    const countries = [{ id: 1, countryCode: 'ru' }, { id: 2, countryCode: 'gb' }];
    expect(countryIdOfCode(countries, 'RU')).toBe(1);
    expect(countryIdOfCode(countries, 'gb')).toBe(2);
    expect(countryIdOfCode(countries, 'DE')).toBeNull();
    expect(countryIdOfCode(countries, null)).toBeNull();
  });
});
