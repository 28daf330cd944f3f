import type { CouponLimitsPort, CouponLimitsQuery, CouponOffer, CouponOfferOutcome } from '../../../domain/coupon/coupon-limits.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { responseSchemas } from '../generated/web-api.schemas';
import { callOperation } from '../http-call';
import { networkFailure } from './coupon.mapper';
import type { Fetch } from '../pipeline/request-pipeline';

export interface HttpCouponLimitsOptions {
  baseUrl: string;
  fetch: Fetch;
  logger: LoggerPort;
}

type CouponLimitsDto = ReturnType<(typeof responseSchemas.getCouponLimits)['200']['parse']>;

/** The wire's "no limit" is null; the domain's is Infinity. */
export function couponLimitsToDomain(dto: CouponLimitsDto): CouponOffer {
  return {
    minBetAmount: dto.minBetAmount,
    maxBetAmount: dto.maxBetAmount ?? Infinity,
    maxPayout: dto.maxPayout ?? Infinity,
    hyperBonus: dto.hyperBonus ? { ...dto.hyperBonus } : null,
  };
}

/**
 * CouponLimitsPort over web-api getCouponLimits (a designed operation). It
 * never rejects: an answer outside the contract is logged with the operation
 * name by callOperation and, like a failed request, becomes a network-failure
 * outcome, so the slip simply shows no limits and the placement still enforces them.
 */
export class HttpCouponLimits implements CouponLimitsPort {
  private readonly client;

  constructor(private readonly options: HttpCouponLimitsOptions) {
    this.client = createHttpClient<webApiPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  async limits(query: CouponLimitsQuery): Promise<CouponOfferOutcome> {
    try {
      const dto = await callOperation(this.options.logger, 'getCouponLimits', responseSchemas.getCouponLimits['200'], () =>
        this.client.POST('/api/v1/coupons/limits', {
          body: {
            typeId: query.typeId,
            accountId: query.accountId,
            bets: query.bets.map(({ id, gameId, coef, isLive }) => ({ id, gameId, coef, isLive })),
          },
        }),
      );
      return { kind: 'loaded', offer: couponLimitsToDomain(dto) };
    } catch (error) {
      return networkFailure(error);
    }
  }
}
