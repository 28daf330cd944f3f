import type { Bet } from '../../../domain/coupon/bet';
import { BONUS_BET_TYPE_ID } from '../../../domain/coupon/bonus-bet';
import { CouponType, isCouponTypeId } from '../../../domain/coupon/coupon-types';
import type { CouponRequest } from '../../../domain/coupon/coupon-request';
import { isCaptchaErrorCode } from '../../../domain/captcha/captcha.port';
import type { CouponByCode, PlacedBet, PlacementOutcome } from '../../../domain/coupon/placement.port';
import type { PlacedPromoCode } from '../../../domain/coupon/promo-codes.port';
import type {
  BetAcceptedSchema,
  BetInsufficientBalanceSchema,
  BetOddsChangedSchema,
  BetSelectionLockedSchema,
  BetSinglesPlacedSchema,
  BetPromoCodeInvalidSchema,
  BetStakeOutOfLimitsSchema,
  BetUnderReviewSchema,
  CouponSchema,
  HistoryCouponSchema,
  LineBetSchema,
  LoadedCouponSchema,
  PlacedPromoCodeSchema,
} from '../generated/web-api.schemas';
import { HttpAdapterError } from '../http-adapter.error';
import { isTransientFailure } from '../pipeline/retry';

type Dto<S extends { parse: (v: unknown) => unknown }> = ReturnType<S['parse']>;
export type CouponDto = Dto<typeof CouponSchema>;

/** The domain request as the wire coupon: the idempotency key travels as a header, not in the body. */
export function toCouponDto(request: CouponRequest): CouponDto {
  const { idempotencyKey: _key, ...body } = request;
  return { ...body, coefViewId: body.coefViewId as CouponDto['coefViewId'] };
}

export type PlacementAnswer =
  | { status: 201; body: Dto<typeof BetAcceptedSchema> | Dto<typeof BetSinglesPlacedSchema> }
  | { status: 202; body: Dto<typeof BetUnderReviewSchema> }
  | { status: 402; body: Dto<typeof BetInsufficientBalanceSchema> }
  | { status: 409; body: Dto<typeof BetOddsChangedSchema> }
  | { status: 422; body: Dto<typeof BetStakeOutOfLimitsSchema> | Dto<typeof BetPromoCodeInvalidSchema> }
  | { status: 423; body: Dto<typeof BetSelectionLockedSchema> };

/**
 * Each placement status is one domain outcome (contracts/README.md "Bet placement"). A per-single answer
 * is checked against the request it answers (singlesToDomain); one the slip cannot trust throws an
 * invalid-response HttpAdapterError.
 */
export function placementToDomain(answer: PlacementAnswer, request: CouponRequest): PlacementOutcome {
  switch (answer.status) {
    case 201:
      if (answer.body.status === 'singles-placed') return singlesToDomain(answer.body, request);
      return {
        kind: 'accepted',
        couponId: answer.body.couponId,
        placedAt: Date.parse(answer.body.placedAt),
        balance: answer.body.balance,
        coef: answer.body.coef,
        possibleWin: answer.body.possibleWin,
        ...promoCodeOf(answer.body.promoCode),
      };
    // A VIP coupon above the maximum sent to the bookmaker for review, its stake held (QA12 #5).
    case 202:
      return {
        kind: 'under-review',
        couponId: answer.body.couponId,
        placedAt: Date.parse(answer.body.placedAt),
        balance: answer.body.balance,
        coef: answer.body.coef,
        possibleWin: answer.body.possibleWin,
        ...promoCodeOf(answer.body.promoCode),
      };
    case 402:
      return { kind: 'insufficient-balance', balance: answer.body.balance, required: answer.body.required };
    case 409:
      return { kind: 'odds-changed', changes: answer.body.changes.map((c) => ({ ...c })) };
    case 422:
      return answer.body.status === 'promo-code-invalid'
        ? { kind: 'promo-code-invalid', promoCode: answer.body.promoCode }
        : { kind: 'stake-out-of-limits', min: answer.body.minAmount, max: answer.body.maxAmount };
    case 423:
      return { kind: 'selection-locked', betIds: [...answer.body.betIds] };
  }
}

/**
 * A per-single answer the slip can act on: it answers a multiple-singles request, names each selection
 * sent once and in the request's order, has at least one single standing, and gives a new price exactly
 * for the singles refused as odds-changed. Anything else would drop selections from the slip that may not
 * stand (or keep ones that do), so it is a malformed answer: the same key may be sent again, and the
 * server replays what it did.
 */
function singlesToDomain(body: Dto<typeof BetSinglesPlacedSchema>, request: CouponRequest): PlacementOutcome {
  const sent = request.bets.filter((bet) => bet.typeId !== BONUS_BET_TYPE_ID).map((bet) => bet.id);
  const answered = body.singles.map((single) => single.betId);
  const problem =
    request.typeId !== CouponType.MULTIPLE_SINGLES
      ? 'a per-single answer to a coupon that is not multiple singles'
      : answered.length !== sent.length || answered.some((id, i) => id !== sent[i])
        ? 'the singles do not answer each selection sent once, in order'
        : !body.singles.some((single) => single.status === 'accepted')
          ? 'no single stands'
          : body.singles.some((single) => single.status === 'rejected' && (single.reason === 'odds-changed') !== (single.newCoef !== null))
            ? 'a new price for a single not refused as odds-changed, or none for one that is'
            : null;
  if (problem) throw new HttpAdapterError('invalid-response', 201, 'placeBet', `Invalid response: ${problem}`);
  return {
    kind: 'singles-placed',
    placedAt: Date.parse(body.placedAt),
    balance: body.balance,
    singles: body.singles.map((single) => ({ ...single })),
  };
}

/**
 * A coupon call that got no declared answer, as the network-failure outcome
 * every coupon port shares. Only a transient failure (network, a bad body,
 * 5xx, 408, 429: the pipeline's isTransientFailure) is worth repeating; a
 * placement repeats with the same key, so nothing is charged twice. A
 * cancellation or another 4xx is not.
 */
export function networkFailure(error: unknown): { kind: 'network-failure'; retryable: boolean } {
  return { kind: 'network-failure', retryable: isTransientFailure(error) };
}

/**
 * A placement that got no declared answer: a captcha 400 that reached the adapter is a security check the
 * player dismissed or failed (the request pipeline raised it, spec 001 §7), so nothing was placed (QA11 #14);
 * anything else is a network failure.
 */
export function placementFailure(error: unknown): Extract<PlacementOutcome, { kind: 'captcha-not-completed' | 'network-failure' }> {
  if (error instanceof HttpAdapterError && error.code === 'http' && error.status === 400 && isCaptchaErrorCode(error.serverCode)) {
    return { kind: 'captcha-not-completed' };
  }
  return networkFailure(error);
}

/** A line selection as the coupon's Bet; times go from seconds to ms. */
export const lineBetToDomain = (dto: Dto<typeof LineBetSchema>): Bet => ({
  id: dto.id,
  gameId: dto.gameId,
  coef: dto.coef,
  market: { ...dto.market },
  blockId: dto.blockId,
  statusId: dto.statusId,
  typeId: dto.typeId,
  sportNameEn: dto.sportName,
  champNameEn: dto.champName,
  // A backend that sends no country gives the name alone (or with the country in front), shown as sent.
  ...(dto.champCountry === undefined ? {} : { champCountryEn: dto.champCountry }),
  number: dto.number,
  isFinished: dto.isFinished,
  isLiveInLive: dto.isLiveInLive,
  permanentId: dto.permanentId,
  gameStatusId: dto.gameStatusId,
  startTime: dto.startTime * 1000,
  timeSec: dto.timeSec,
  opponent1NameEn: dto.opponent1,
  opponent2NameEn: dto.opponent2,
  opponent1FullScore: dto.opponent1FullScore,
  opponent2FullScore: dto.opponent2FullScore,
  scoreFormatted: dto.scoreFormatted,
  isBlocked: dto.isBlocked,
  isDepend: dto.isDepend,
  isBannedExpress: dto.isBannedExpress,
  isDisabledBanker: dto.isDisabledBanker,
  expressId: dto.expressId,
  statisticId: dto.statisticId,
  playersDuel: dto.playersDuel ? { player1NameEn: dto.playersDuel.player1, player2NameEn: dto.playersDuel.player2 } : null,
  pageType: dto.pageType ?? '',
  prevCoef: null,
  coefChange: null,
});

export function loadedCouponToDomain(dto: Dto<typeof LoadedCouponSchema>): CouponByCode {
  if (!isCouponTypeId(dto.typeId)) throw new HttpAdapterError('invalid-response', 200, 'getCouponByCode', `Invalid response: typeId ${dto.typeId}`);
  return {
    code: dto.code,
    typeId: dto.typeId,
    systemValue: dto.systemValue,
    amount: dto.amount,
    bets: dto.bets.map(lineBetToDomain),
    expressId: dto.expressId,
  };
}

/**
 * QA18 #5: the promo code a placed coupon used and what it gave, as the domain has it; nothing when the answer
 * names none (absent or null), so a coupon without one carries no field.
 */
function promoCodeOf(dto: Dto<typeof PlacedPromoCodeSchema> | null | undefined): { promoCode?: PlacedPromoCode } {
  if (!dto) return {};
  return dto.kind === 'win-boost'
    ? { promoCode: { code: dto.code, kind: 'win-boost', percent: dto.percent, amount: dto.amount } }
    : { promoCode: { code: dto.code, kind: 'free-bet', amount: dto.amount } };
}

export function historyCouponToDomain(dto: Dto<typeof HistoryCouponSchema>): PlacedBet {
  if (!isCouponTypeId(dto.typeId)) throw new HttpAdapterError('invalid-response', 200, 'getBetHistory', `Invalid response: typeId ${dto.typeId}`);
  return {
    couponId: dto.couponId,
    placedAt: Date.parse(dto.placedAt),
    typeId: dto.typeId,
    systemValue: dto.systemValue,
    amount: dto.amount,
    currency: dto.currency,
    coef: dto.coef,
    possibleWin: dto.possibleWin,
    // The domain's PlacedBetStatus is the contract's enum, cashed-out included.
    status: dto.status,
    payout: dto.payout,
    selections: dto.bets.map((b) => ({
      betId: b.betId,
      gameId: b.gameId,
      coef: b.coef,
      marketName: b.marketName,
      sportNameEn: b.sportName,
      champNameEn: b.champName,
      ...(b.champCountry === undefined ? {} : { champCountryEn: b.champCountry }),
      opponent1NameEn: b.opponent1,
      opponent2NameEn: b.opponent2,
      startTime: b.startTime * 1000,
      status: b.status,
      score: b.score,
      // The market in the player's words, short or full, as the slip says it (absent: marketName as sent).
      ...(b.marketKind !== undefined && b.typeId !== undefined
        ? { words: { kind: b.marketKind, typeId: b.typeId, ...(b.param === undefined || b.param === null ? {} : { param: b.param }) } }
        : {}),
      // The block it was placed in: a system's banker is marked, and the lines counted as placed (QA14 #6).
      ...(b.blockId === undefined ? {} : { blockId: b.blockId }),
    })),
    // The bonus bet is listed beside the selections, so their odds multiply to the coupon's (absent: none).
    bonusBet: dto.bonusBet ? { coef: dto.bonusBet.coef } : null,
    // What the slip and the success coupon promised on top of the possible win (absent: none).
    hyperBonus: dto.hyperBonus ? { percent: dto.hyperBonus.percent, amount: dto.hyperBonus.amount } : null,
    // A chain's stake on each block, so it is shown block by block (QA15 #8; absent: its first block's stake only).
    ...(dto.blockStakes === undefined ? {} : { blockStakes: dto.blockStakes.map((s) => ({ blockId: s.blockId, amount: s.amount })) }),
    // The code it was placed with and what it gave (QA18 #5; absent or null: none).
    ...promoCodeOf(dto.promoCode),
  };
}
