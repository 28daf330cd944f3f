import type { PlacedBet } from '../../domain/coupon';
import { CouponType } from '../../domain/coupon';

/** Seeded coupons are numbered below the ledger's first coupon (FAKE_FIRST_COUPON_ID), so no id is listed twice. */
const FIRST_SEEDED_ID = 90_000_001;
const HOUR_MS = 3_600_000;
/** One seeded coupon every 5 hours back: 40 of them span about 8 days, inside the history's default 30. */
const SPACING_MS = 5 * HOUR_MS;

const GAMES = [
  ['Arsenal', 'Chelsea'],
  ['Liverpool', 'Everton'],
  ['Manchester City', 'Tottenham'],
  ['Newcastle', 'Aston Villa'],
] as const;

/**
 * The `settledCoupons` knob: `count` single bets the demo player placed and the bookmaker settled before this
 * visit, the newest 5 hours before the hour of `now`, each older by 5 hours; won and lost in turn. They are the
 * history's only (a demo of paging: the history reads 20 coupons a page), never in the ledger: no balance moved,
 * no settlement, no load by code. Counted from the hour, two reads of the same hour list the same coupons at
 * the same times, so page 2 continues page 1.
 */
export function fakeSettledCoupons(count: number, now: number): PlacedBet[] {
  const newest = Math.floor(now / HOUR_MS) * HOUR_MS - SPACING_MS;
  return Array.from({ length: count }, (_, i): PlacedBet => {
    const [home, away] = GAMES[i % GAMES.length]!;
    const won = i % 2 === 0;
    const placedAt = newest - i * SPACING_MS;
    const coef = 1.85;
    const amount = 100;
    const possibleWin = Math.round(amount * coef * 100) / 100;
    return {
      couponId: String(FIRST_SEEDED_ID + count - 1 - i),
      placedAt,
      typeId: CouponType.SINGLE,
      systemValue: null,
      amount,
      currency: 'RUB',
      coef,
      possibleWin,
      status: won ? 'won' : 'lost',
      payout: won ? possibleWin : 0,
      selections: [
        {
          betId: `${800_000 + i}-1`,
          gameId: 800_000 + i,
          coef,
          marketName: '1X2: 1',
          words: { kind: 1, typeId: 1 },
          sportNameEn: 'Football',
          champNameEn: 'Premier League',
          champCountryEn: 'England',
          opponent1NameEn: home,
          opponent2NameEn: away,
          startTime: placedAt + HOUR_MS,
          status: won ? 'won' : 'lost',
          score: won ? '2:1' : '0:1',
        },
      ],
      bonusBet: null,
      hyperBonus: null,
    };
  });
}
