import type { CouponRequest } from '../../../domain/coupon/coupon-request';
import type { BetPlacementPort, HistoryOutcome, LoadByCodeOutcome, PlacedBet, PlacedBetOutcome, PlacementOutcome } from '../../../domain/coupon/placement.port';
import type { HistoryQuery } from '../../../domain/coupon/history-query';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { pageHasMore } from '../../../domain/shared/paging';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { responseSchemas } from '../generated/web-api.schemas';
import { HttpAdapterError } from '../http-adapter.error';
import { callOperation } from '../http-call';
import { callOperationByStatus } from '../http-outcome';
import type { Fetch } from '../pipeline/request-pipeline';
import {
  historyCouponToDomain,
  loadedCouponToDomain,
  networkFailure,
  placementFailure,
  placementToDomain,
  toCouponDto,
  type PlacementAnswer,
} from './coupon.mapper';

export interface HttpBetPlacementOptions {
  baseUrl: string;
  fetch: Fetch;
  logger: LoggerPort;
  /** The page language (lng of the coupon lookup and of the history's market names). */
  language: () => string;
}

const placeSchemas = {
  201: responseSchemas.placeBet['201'],
  202: responseSchemas.placeBet['202'],
  402: responseSchemas.placeBet['402'],
  409: responseSchemas.placeBet['409'],
  422: responseSchemas.placeBet['422'],
  423: responseSchemas.placeBet['423'],
};

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * BetPlacementPort over web-api coupons and bet history (designed
 * operations). No method rejects: every answer is an outcome, and anything
 * else is a network-failure outcome saying whether the same key may be sent again.
 */
export class HttpBetPlacement implements BetPlacementPort {
  private readonly client;

  constructor(private readonly options: HttpBetPlacementOptions) {
    this.client = createHttpClient<webApiPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  async place(request: CouponRequest): Promise<PlacementOutcome> {
    let answer: PlacementAnswer;
    try {
      answer = (await callOperationByStatus(this.options.logger, 'placeBet', placeSchemas, () =>
        this.client.POST('/api/v1/coupons', {
          params: { header: { 'Idempotency-Key': request.idempotencyKey } },
          body: toCouponDto(request),
        }),
      )) as PlacementAnswer;
    } catch (error) {
      return placementFailure(error);
    }
    try {
      return placementToDomain(answer, request);
    } catch (error) {
      // An answer the schema allows but the request contradicts (a per-single answer that does not fit it).
      const message = error instanceof Error ? error.message : String(error);
      this.options.logger.error(message, { operation: 'placeBet', code: 'invalid-response', status: answer.status });
      return networkFailure(error);
    }
  }

  async loadByCode(code: string): Promise<LoadByCodeOutcome> {
    try {
      const dto = await callOperation(this.options.logger, 'getCouponByCode', responseSchemas.getCouponByCode['200'], () =>
        this.client.GET('/api/v1/coupons/{code}', { params: { path: { code }, query: { lng: this.options.language() } } }),
      );
      return { kind: 'loaded', coupon: loadedCouponToDomain(dto) };
    } catch (error) {
      if (error instanceof HttpAdapterError && error.code === 'http' && error.status === 404) return { kind: 'not-found', code };
      return networkFailure(error);
    }
  }

  async history(query: HistoryQuery): Promise<HistoryOutcome> {
    try {
      const dto = await callOperation(this.options.logger, 'getBetHistory', responseSchemas.getBetHistory['200'], () =>
        this.client.GET('/api/v1/bets/history', {
          // The history in the page's language, as the offline one (QA11 #10: a Russian page read "Total: Over 2.5").
          params: {
            query: {
              dateFrom: isoDate(query.from),
              dateTo: isoDate(query.to),
              ...(query.status === null ? {} : { status: query.status }),
              page: query.page,
              pageSize: query.pageSize,
              lng: this.options.language(),
            },
          },
        }),
      );
      // One coupon the client cannot read (a type it does not know) is left out and logged; the rest show.
      const bets: PlacedBet[] = [];
      let skipped = 0;
      for (const item of dto.items) {
        try {
          const bet = historyCouponToDomain(item);
          // The contract's dates are whole UTC days: "the last 24 hours" asks from yesterday and keeps only its hours.
          // The end is the server's (today): a coupon it stamps a second ahead of the page's clock still shows.
          if (bet.placedAt >= query.from) bets.push(bet);
        } catch {
          skipped += 1;
        }
      }
      if (skipped > 0) this.options.logger.warn('getBetHistory: coupons left out', { operation: 'getBetHistory', skipped: String(skipped) });
      // More by the server's total_count: a coupon left out above still counts as one of its page's.
      return { kind: 'loaded', bets: bets.sort((a, b) => b.placedAt - a.placedAt), hasMore: pageHasMore(query, dto.items.length, dto.total_count) };
    } catch (error) {
      return networkFailure(error);
    }
  }

  async placedBet(couponId: string): Promise<PlacedBetOutcome> {
    let dto;
    try {
      dto = await callOperation(this.options.logger, 'getPlacedCoupon', responseSchemas.getPlacedCoupon['200'], () =>
        // In the page's language, as the history (the market names the server owns).
        this.client.GET('/api/v1/bets/history/{couponId}', { params: { path: { couponId }, query: { lng: this.options.language() } } }),
      );
    } catch (error) {
      if (error instanceof HttpAdapterError && error.code === 'http' && error.status === 404) return { kind: 'not-found', couponId };
      return networkFailure(error);
    }
    try {
      return { kind: 'loaded', bet: historyCouponToDomain(dto) };
    } catch (error) {
      // A coupon the client cannot read (a type it does not know): the history leaves it out, here it cannot be shown.
      const message = error instanceof Error ? error.message : String(error);
      this.options.logger.error(message, { operation: 'getPlacedCoupon', code: 'invalid-response' });
      return networkFailure(error);
    }
  }
}
