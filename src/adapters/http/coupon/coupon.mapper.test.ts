import { describe, expect, it } from 'vitest';
import { responseSchemas, HistoryCouponSchema, LoadedCouponSchema } from '../generated/web-api.schemas';
import { HttpAdapterError } from '../http-adapter.error';
import type { CouponRequest } from '../../../domain/coupon/coupon-request';
import { historyCouponToDomain, loadedCouponToDomain, networkFailure, placementToDomain } from './coupon.mapper';

const dto = (status: 'pending' | 'won' | 'lost' | 'returned' | 'cashed-out' | 'under-review' | 'declined') => ({
  couponId: '8812345',
  placedAt: '2026-01-05T10:00:00Z',
  typeId: 1,
  systemValue: null,
  amount: 150,
  currency: 'RUB',
  coef: 3.5,
  possibleWin: 525,
  payout: status === 'pending' ? null : 200,
  status,
  bets: [
    {
      betId: '1:2:3',
      gameId: 1,
      sportName: 'Football',
      champName: 'Premier League',
      opponent1: 'A',
      opponent2: 'B',
      startTime: 1_767_600_000,
      marketName: '1X2: 1',
      coef: 1.75,
      status: 'won' as const,
      score: '2:1',
    },
  ],
});

describe('placementToDomain: a VIP coupon sent for review (QA12 #5)', () => {
  it('202 under-review is the under-review outcome: its coupon number, the balance without the held stake, its price if accepted', () => {
    const body = responseSchemas.placeBet['202'].parse({
      status: 'under-review',
      couponId: '8812347',
      placedAt: '2026-01-01T12:00:00Z',
      amount: 200_000,
      coef: 1.85,
      possibleWin: 370_000,
      accountId: 5001,
      balance: 800_000,
    });
    expect(placementToDomain({ status: 202, body }, {} as CouponRequest)).toEqual({
      kind: 'under-review',
      couponId: '8812347',
      placedAt: Date.parse('2026-01-01T12:00:00Z'),
      balance: 800_000,
      coef: 1.85,
      possibleWin: 370_000,
    });
  });

  it('a 202 body that is not under-review (an accepted one) is refused at the boundary', () => {
    expect(responseSchemas.placeBet['202'].safeParse({ status: 'accepted', couponId: '1', placedAt: '2026-01-01T12:00:00Z', amount: 1, coef: 2, possibleWin: 2, accountId: 1, balance: 0 }).success).toBe(false);
  });
});

describe('historyCouponToDomain', () => {
  it.each([
    { rule: 'a total with its line', extra: { marketKind: 2, typeId: 9, param: 2.5 }, words: { kind: 2, typeId: 9, param: 2.5 } },
    { rule: 'the result market, no line (param null)', extra: { marketKind: 1, typeId: 1, param: null }, words: { kind: 1, typeId: 1 } },
    { rule: 'the result market, no line (param absent)', extra: { marketKind: 1, typeId: 1 }, words: { kind: 1, typeId: 1 } },
  ])('spec 000 §3 marketsNameType: a selection with its market kind and outcome type carries its words ($rule)', ({ extra, words }) => {
    const sent = dto('pending');
    const placed = historyCouponToDomain(HistoryCouponSchema.parse({ ...sent, bets: [{ ...sent.bets[0]!, ...extra }] }));
    expect(placed.selections[0]!.words).toEqual(words);
  });

  it('QA14 #6: a selection carries the block it was placed in (a system\'s banker: 1); absent, none', () => {
    const sent = dto('pending');
    const placed = historyCouponToDomain(HistoryCouponSchema.parse({ ...sent, bets: [{ ...sent.bets[0]!, blockId: 1 }] }));
    expect(placed.selections[0]!.blockId).toBe(1);
    expect(historyCouponToDomain(HistoryCouponSchema.parse(sent)).selections[0]).not.toHaveProperty('blockId');
  });

  it('QA15 #8: a chain carries the stake of each block as placed (blockStakes); absent, none; a stake without a number is refused', () => {
    const sent = { ...dto('pending'), typeId: 3 };
    const blockStakes = [
      { blockId: 0, amount: 150 },
      { blockId: 1, amount: 200 },
    ];
    expect(historyCouponToDomain(HistoryCouponSchema.parse({ ...sent, blockStakes })).blockStakes).toEqual(blockStakes);
    expect(historyCouponToDomain(HistoryCouponSchema.parse(sent))).not.toHaveProperty('blockStakes');
    expect(HistoryCouponSchema.safeParse({ ...sent, blockStakes: [{ blockId: 1 }] }).success).toBe(false);
  });

  it('a selection without them (a backend that does not send them yet) has no words: its marketName is shown as sent', () => {
    const placed = historyCouponToDomain(HistoryCouponSchema.parse(dto('pending')));
    expect(placed.selections[0]).not.toHaveProperty('words');
    expect(placed.selections[0]!.marketName).toBe('1X2: 1');
  });

  it.each(['pending', 'won', 'lost', 'returned', 'cashed-out', 'under-review', 'declined'] as const)(
    'the contract status %s is the domain PlacedBetStatus unchanged',
    (status) => {
      expect(historyCouponToDomain(dto(status)).status).toBe(status);
    },
  );

  it('keeps the payout and each selection’s status and final score', () => {
    expect(historyCouponToDomain(dto('cashed-out'))).toMatchObject({
      payout: 200,
      selections: [{ status: 'won', score: '2:1', startTime: 1_767_600_000_000 }],
    });
  });

  // QA: the history and the printed coupon listed an express without its bonus bet, so the listed odds did not
  // multiply to the coupon's. The bonus bet comes beside the selections, not as one of them (it is no game).
  it('the bonus bet the express was placed with is the placed bet\'s bonusBet, not a selection', () => {
    const placed = historyCouponToDomain(HistoryCouponSchema.parse({ ...dto('pending'), bonusBet: { coef: 1.03 } }));
    expect(placed.bonusBet).toEqual({ coef: 1.03 });
    expect(placed.selections).toHaveLength(1);
  });

  it.each([
    ['null', { bonusBet: null }],
    ['absent (a backend that does not send it yet)', {}],
  ])('no bonus bet when it is %s', (_name, extra) => {
    expect(historyCouponToDomain(HistoryCouponSchema.parse({ ...dto('pending'), ...extra })).bonusBet).toBeNull();
  });

  it('a bonus bet priced at 1 or below is outside the contract (it could only lower the coupon)', () => {
    expect(HistoryCouponSchema.safeParse({ ...dto('pending'), bonusBet: { coef: 1 } }).success).toBe(false);
  });

  // QA9: an express placed with a hyper-bonus showed it in the slip and the success coupon, but the history and the
  // printed coupon left it out: the history answers the hyper-bonus the coupon was placed with beside its possible win.
  it('the hyper-bonus the express was placed with is the placed bet\'s hyperBonus; the possible win stays without it', () => {
    const placed = historyCouponToDomain(HistoryCouponSchema.parse({ ...dto('pending'), hyperBonus: { percent: 5, amount: 18.75 } }));
    expect(placed.hyperBonus).toEqual({ percent: 5, amount: 18.75 });
    expect(placed.possibleWin).toBe(525);
  });

  it.each([
    ['null', { hyperBonus: null }],
    ['absent (a backend that does not send it yet)', {}],
  ])('no hyper-bonus when it is %s', (_name, extra) => {
    expect(historyCouponToDomain(HistoryCouponSchema.parse({ ...dto('pending'), ...extra })).hyperBonus).toBeNull();
  });

  it.each([
    ['an amount of 0 (a coupon that earns none sends none)', { percent: 5, amount: 0 }],
    ['a percent of 0', { percent: 0, amount: 10 }],
    ['a percent above 100', { percent: 150, amount: 10 }],
    ['no amount', { percent: 5 }],
  ])('a hyper-bonus with %s is outside the contract', (_name, hyperBonus) => {
    expect(HistoryCouponSchema.safeParse({ ...dto('pending'), hyperBonus }).success).toBe(false);
  });
});

/** A saved coupon's selection (LineBet) of Italy's Serie A; without champCountry when `country` is undefined. */
const loaded = (champName: string, country?: string) => ({
  code: 'AB12CD',
  typeId: 0,
  systemValue: 2,
  amount: 150,
  expressId: null,
  bets: [
    {
      id: '501234-1',
      gameId: 501234,
      coef: 1.85,
      market: { id: 1, kind: 1, name: '1X2', isLive: false },
      blockId: 0,
      statusId: -2,
      typeId: 1,
      sportName: 'Football',
      champName,
      ...(country === undefined ? {} : { champCountry: country }),
      number: 312,
      isFinished: false,
      isLiveInLive: false,
      permanentId: 501234,
      gameStatusId: 1,
      startTime: 1_767_283_200,
      timeSec: 0,
      opponent1: 'Inter',
      opponent2: 'Milan',
      opponent1FullScore: null,
      opponent2FullScore: null,
      scoreFormatted: '',
      isBlocked: false,
      isDepend: false,
      isBannedExpress: false,
      isDisabledBanker: false,
      expressId: null,
      statisticId: null,
      playersDuel: null,
      pageType: null,
    },
  ],
});

describe("a selection's championship comes with its country, so the slip, the history and the printed coupon name it as the line does", () => {
  const history = (champName: string, country?: string) => {
    const { bets, ...coupon } = dto('pending');
    return { ...coupon, bets: bets.map((bet) => ({ ...bet, champName, ...(country === undefined ? {} : { champCountry: country }) })) };
  };

  it('history: champCountry becomes the selection\'s champCountryEn ("Italy" of "Italy. Serie A")', () => {
    const [selection] = historyCouponToDomain(HistoryCouponSchema.parse(history('Serie A', 'Italy'))).selections;
    expect(selection).toMatchObject({ champNameEn: 'Serie A', champCountryEn: 'Italy' });
  });

  it('history: a backend that sends no country still answers the schema; the name is kept as sent, with no country', () => {
    const [selection] = historyCouponToDomain(HistoryCouponSchema.parse(history('Italy. Serie A'))).selections;
    expect(selection!.champNameEn).toBe('Italy. Serie A');
    expect(selection).not.toHaveProperty('champCountryEn');
  });

  it('coupon by code: champCountry becomes the bet\'s champCountryEn, as a bet picked from the line carries it', () => {
    const [bet] = loadedCouponToDomain(LoadedCouponSchema.parse(loaded('Serie A', 'Italy'))).bets;
    expect(bet).toMatchObject({ champNameEn: 'Serie A', champCountryEn: 'Italy' });
  });

  it('coupon by code: a backend that sends no country still answers the schema; the bet has no country', () => {
    const [bet] = loadedCouponToDomain(LoadedCouponSchema.parse(loaded('Serie A'))).bets;
    expect(bet!.champNameEn).toBe('Serie A');
    expect(bet).not.toHaveProperty('champCountryEn');
  });
});

describe('networkFailure: what a coupon call without a declared answer may repeat', () => {
  it.each([
    ['a failed request', new HttpAdapterError('network', 0, 'placeBet', 'Failed to fetch'), true],
    ['an answer outside the contract', new HttpAdapterError('invalid-response', 200, 'placeBet', 'Invalid response'), true],
    ['a 503', new HttpAdapterError('http', 503, 'placeBet', 'down'), true],
    ['a 429', new HttpAdapterError('http', 429, 'placeBet', 'slow down'), true],
    ['a 400', new HttpAdapterError('http', 400, 'placeBet', 'bad'), false],
    ['a cancellation (499)', new HttpAdapterError('cancelled', 499, 'placeBet', 'cancelled'), false],
    ['an unknown error', new Error('boom'), true],
  ])('%s → retryable %s', (_, error, retryable) => {
    expect(networkFailure(error)).toEqual({ kind: 'network-failure', retryable });
  });
});

describe('QA18 #5: the promo code a placed coupon used, from the placement answer and the history', () => {
  const accepted = {
    status: 'accepted',
    couponId: '8812345',
    placedAt: '2026-01-01T12:00:00Z',
    amount: 150,
    coef: 3.885,
    possibleWin: 625.53,
    accountId: 5001,
    balance: 24850,
  };
  it.each([
    { rule: 'a win boost: its code, percent and the amount it added', sent: { code: 'WELCOME10', kind: 'win-boost', percent: 10, amount: 43.28 } },
    { rule: 'a free bet: its code and the part of the stake it paid', sent: { code: 'FREEBET500', kind: 'free-bet', amount: 150 } },
  ])('QA18 #5: $rule', ({ sent }) => {
    const body = responseSchemas.placeBet['201'].parse({ ...accepted, promoCode: sent });
    expect(placementToDomain({ status: 201, body } as never, {} as CouponRequest)).toMatchObject({ kind: 'accepted', promoCode: sent });
    expect(historyCouponToDomain(HistoryCouponSchema.parse({ ...dto('pending'), promoCode: sent })).promoCode).toEqual(sent);
  });

  it('QA18 #5: no code (absent, or null in the history) is no field; an unknown kind is not a valid answer', () => {
    const body = responseSchemas.placeBet['201'].parse(accepted);
    expect(placementToDomain({ status: 201, body } as never, {} as CouponRequest)).not.toHaveProperty('promoCode');
    expect(historyCouponToDomain(HistoryCouponSchema.parse({ ...dto('pending'), promoCode: null }))).not.toHaveProperty('promoCode');
    expect(historyCouponToDomain(HistoryCouponSchema.parse(dto('pending')))).not.toHaveProperty('promoCode');
    expect(() => HistoryCouponSchema.parse({ ...dto('pending'), promoCode: { code: 'X', kind: 'cash-back', amount: 1 } })).toThrow();
  });
});
