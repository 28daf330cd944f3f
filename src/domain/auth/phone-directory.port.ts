import type { PhoneCountry, PhoneMask } from './phone';

/**
 * The phone countries list and the phone masks list (spec 000 §7) the phone
 * login, SMS login and phone registration forms use. The HTTP adapter maps
 * the DTO fields (country_code, tel_code; CountryId, Mask, Min, Max) and
 * lowercases country_code.
 */
export interface PhoneDirectoryPort {
  countries(lang: string): Promise<PhoneCountry[]>;
  masks(): Promise<PhoneMask[]>;
}
export const PhoneDirectoryPort = Symbol.for('PhoneDirectoryPort');
