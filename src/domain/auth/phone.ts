/** spec 000 §3 Phone country: id, name, country_code (lowercased), tel_code. */
export interface PhoneCountry {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2, lowercased ('ru', 'gb'). */
  countryCode: string;
  /** Dialling code without '+' ('7', '44'). */
  telCode: string;
}

/**
 * spec 000 §3 Phone mask: CountryId, Mask, Min, Max. `mask` uses '#' for a
 * digit; anything else is shown as typed ('(###) ###-##-##'). min and max
 * count national digits.
 */
export interface PhoneMask {
  countryId: number;
  mask: string;
  min: number;
  max: number;
}

/** A phone number as the login and registration calls take it. */
export interface PhoneNumber {
  /** Lowercased ISO code of the chosen phone country (the country_code field). */
  countryCode: string;
  /** Dialling code (the phone-code field). */
  telCode: string;
  /** National digits only. */
  number: string;
}

/** Digits of what the player typed; everything else is dropped. */
export const phoneDigits = (input: string): string => input.replace(/\D+/g, '');

/**
 * The national digits laid out by the mask. Extra digits beyond the mask's
 * '#' slots are appended as typed (so nothing the player typed disappears);
 * literal characters after the last typed digit are not shown.
 */
export function formatPhone(digits: string, mask: string | null): string {
  if (!mask) return digits;
  let out = '';
  let next = 0;
  for (const ch of mask) {
    if (next >= digits.length) break;
    if (ch === '#') out += digits[next++];
    else out += ch;
  }
  return out + digits.slice(next);
}

export type PhoneCheck = 'ok' | 'empty' | 'too-short' | 'too-long';

/** Whether the national digits fit the country's Min..Max; any length of 5–15 without a mask. */
export function checkPhone(digits: string, mask: PhoneMask | null): PhoneCheck {
  if (digits.length === 0) return 'empty';
  const min = mask?.min ?? 5;
  const max = mask?.max ?? 15;
  if (digits.length < min) return 'too-short';
  if (digits.length > max) return 'too-long';
  return 'ok';
}

/** The mask for a phone country, or null when the directory has none. */
export const maskFor = (masks: readonly PhoneMask[], countryId: number | null): PhoneMask | null =>
  countryId === null ? null : (masks.find((m) => m.countryId === countryId) ?? null);

/**
 * The phone country to preselect: the site's country when it is listed,
 * else the first listed; null for an empty list.
 */
export function defaultPhoneCountry(countries: readonly PhoneCountry[], siteCountryCode: string | null): PhoneCountry | null {
  const code = siteCountryCode?.toLowerCase();
  return countries.find((c) => c.countryCode === code) ?? countries[0] ?? null;
}
