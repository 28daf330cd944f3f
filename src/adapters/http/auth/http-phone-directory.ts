import type { PhoneCountry, PhoneDirectoryPort, PhoneMask } from '../../../domain/auth';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { responseSchemas } from '../generated/web-api.schemas';
import { callOperation } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';

/** PhoneDirectoryPort over web-api phone countries and masks (designed paths). */
export class HttpPhoneDirectory implements PhoneDirectoryPort {
  private readonly client;

  constructor(private readonly options: { baseUrl: string; fetch: Fetch; logger: LoggerPort }) {
    this.client = createHttpClient<webApiPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  async countries(lang: string): Promise<PhoneCountry[]> {
    const dto = await callOperation(this.options.logger, 'getPhoneCountries', responseSchemas.getPhoneCountries['200'], () =>
      this.client.GET('/api/internal/v1/phone/countries', { params: { query: { lng: lang } } }),
    );
    return dto.map((c) => ({ id: c.id, name: c.name, countryCode: c.country_code, telCode: c.tel_code }));
  }

  async masks(): Promise<PhoneMask[]> {
    const dto = await callOperation(this.options.logger, 'getPhoneMasks', responseSchemas.getPhoneMasks['200'], () =>
      this.client.GET('/api/internal/v1/phone/masks'),
    );
    return dto.map((m) => ({ countryId: m.CountryId, mask: m.Mask, min: m.Min, max: m.Max }));
  }
}
