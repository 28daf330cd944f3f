import type { PhoneCountry, PhoneDirectoryPort, PhoneMask } from '../../domain/auth';
import type { FakeWorld } from './fake-world';

/** The demo phone countries (spec 000 §3: id, name, country_code lowercased, tel_code). */
export const DEMO_PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { id: 1, name: 'Russia', countryCode: 'ru', telCode: '7' },
  { id: 2, name: 'United Kingdom', countryCode: 'gb', telCode: '44' },
  { id: 3, name: 'Kazakhstan', countryCode: 'kz', telCode: '7' },
  { id: 4, name: 'Germany', countryCode: 'de', telCode: '49' },
];

const NAMES_RU: Record<number, string> = { 1: 'Россия', 2: 'Великобритания', 3: 'Казахстан', 4: 'Германия' };

/** The demo phone masks (spec 000 §3: CountryId, Mask, Min, Max). */
export const DEMO_PHONE_MASKS: readonly PhoneMask[] = [
  { countryId: 1, mask: '(###) ###-##-##', min: 10, max: 10 },
  { countryId: 2, mask: '#### ######', min: 10, max: 10 },
  { countryId: 3, mask: '(###) ###-##-##', min: 10, max: 10 },
  { countryId: 4, mask: '### ########', min: 10, max: 11 },
];

export class FakePhoneDirectory implements PhoneDirectoryPort {
  constructor(private readonly world: FakeWorld) {}

  countries(lang: string): Promise<PhoneCountry[]> {
    return this.world.respond('phones', () =>
      DEMO_PHONE_COUNTRIES.map((c) => (lang === 'ru' ? { ...c, name: NAMES_RU[c.id] ?? c.name } : { ...c })),
    );
  }

  masks(): Promise<PhoneMask[]> {
    return this.world.respond('phones', () => DEMO_PHONE_MASKS.map((m) => ({ ...m })));
  }
}
