import { describe, expect, it } from 'vitest';
import { checkPhone, defaultPhoneCountry, formatPhone, maskFor, phoneDigits, type PhoneCountry, type PhoneMask } from './phone';

const RU: PhoneMask = { countryId: 1, mask: '(###) ###-##-##', min: 10, max: 10 };

describe('phone masks (spec 000 §3 Phone mask: CountryId, Mask, Min, Max)', () => {
  it.each([
    ['', ''],
    ['9', '(9'],
    ['9161', '(916) 1'],
    ['9161234567', '(916) 123-45-67'],
    ['91612345678', '(916) 123-45-678'],
  ])('%j is shown as %j', (digits, shown) => {
    expect(formatPhone(digits, RU.mask)).toBe(shown);
  });

  it('keeps only the digits of what was typed', () => {
    expect(phoneDigits('+7 (916) 123-45-67')).toBe('79161234567');
  });

  it.each([
    ['', 'empty'],
    ['916123456', 'too-short'],
    ['9161234567', 'ok'],
    ['91612345678', 'too-long'],
  ] as const)('Min/Max: %j is %s', (digits, verdict) => {
    expect(checkPhone(digits, RU)).toBe(verdict);
  });

  it('without a mask any 5 to 15 digits pass', () => {
    expect(checkPhone('1234', null)).toBe('too-short');
    expect(checkPhone('12345', null)).toBe('ok');
    expect(checkPhone('1'.repeat(16), null)).toBe('too-long');
    expect(formatPhone('123', null)).toBe('123');
  });

  it('finds the mask by CountryId', () => {
    expect(maskFor([RU], 1)).toBe(RU);
    expect(maskFor([RU], 2)).toBeNull();
    expect(maskFor([RU], null)).toBeNull();
  });

  it('preselects the site country (country_code lowercased), else the first', () => {
    const countries: PhoneCountry[] = [
      { id: 1, name: 'Russia', countryCode: 'ru', telCode: '7' },
      { id: 2, name: 'United Kingdom', countryCode: 'gb', telCode: '44' },
    ];
    expect(defaultPhoneCountry(countries, 'GB')?.id).toBe(2);
    expect(defaultPhoneCountry(countries, 'ZZ')?.id).toBe(1);
    expect(defaultPhoneCountry([], 'GB')).toBeNull();
  });
});
