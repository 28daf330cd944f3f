import { isCouponTypeId } from '../../../domain/coupon/coupon-types';
import type { PromoCode, PromoCodeEffect, PromoCodesOutcome, PromoCodesPort } from '../../../domain/coupon/promo-codes.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { PromoCodeEffectSchema, responseSchemas } from '../generated/web-api.schemas';
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
      return { kind: 'loaded', codes: dto.codes.map((own) => toDomain(own, this.options.logger)) };
    } catch {
      return { kind: 'failed' };
    }
  }
}

/**
 * One listed code. Its effect is declared open in the contract: one the client cannot read (a kind it does not
 * know, a malformed one, a coupon type it does not know) leaves the code listed without an effect, logged, so
 * the player never loses a code over an extra field; the title still says what it gives.
 */
function toDomain(dto: { code: string; title: string; effect?: unknown }, logger: Pick<LoggerPort, 'warn'>): PromoCode {
  if (dto.effect === undefined || dto.effect === null) return { code: dto.code, title: dto.title, effect: null };
  const parsed = PromoCodeEffectSchema.safeParse(dto.effect);
  const couponTypes = parsed.success ? parsed.data.couponTypes.filter(isCouponTypeId) : [];
  if (!parsed.success || couponTypes.length !== parsed.data.couponTypes.length) {
    logger.warn('getPromoCodes: effect not read, code listed without it', { operation: 'getPromoCodes', promoCode: dto.code });
    return { code: dto.code, title: dto.title, effect: null };
  }
  const effect: PromoCodeEffect = { ...parsed.data, couponTypes };
  return { code: dto.code, title: dto.title, effect };
}
