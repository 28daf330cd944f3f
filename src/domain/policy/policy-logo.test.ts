import { describe, expect, it } from 'vitest';
import { needsPolicyLogo, POLICY_LOGO_COUNTRY_IDS } from './policy-logo.port';

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
