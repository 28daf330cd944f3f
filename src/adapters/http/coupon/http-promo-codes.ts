import type { PromoCodesOutcome, PromoCodesPort } from '../../../domain/coupon/promo-codes.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { responseSchemas } from '../generated/web-api.schemas';
import { callOperation } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';

export interface HttpPromoCodesOptions {
  baseUrl: string;
  fetch: Fetch;
  logger: LoggerPort;
  /** The page language, for the codes' titles. */
  language: () => string;
}

/**
 * PromoCodesPort over web-api getPromoCodes (a designed operation). It never rejects: a failed request or
 * an answer outside the contract (logged by callOperation) is the failed outcome, and the slip then
 * offers typing a code only.
 */
export class HttpPromoCodes implements PromoCodesPort {
  private readonly client;

  constructor(private readonly options: HttpPromoCodesOptions) {
    this.client = createHttpClient<webApiPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  async list(): Promise<PromoCodesOutcome> {
    try {
      const dto = await callOperation(this.options.logger, 'getPromoCodes', responseSchemas.getPromoCodes['200'], () =>
        this.client.GET('/api/v1/coupons/promo-codes', { params: { query: { lng: this.options.language() } } }),
      );
      return { kind: 'loaded', codes: dto.codes.map(({ code, title }) => ({ code, title })) };
    } catch {
      return { kind: 'failed' };
    }
  }
}
