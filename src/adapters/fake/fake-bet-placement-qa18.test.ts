import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../browser/web-storage';
import { CouponType, DEFAULT_HISTORY_FILTER, historyQuery, roundMoney, winBeforePromoBoost } from '../../domain/coupon';
import { FakeBetPlacement } from './fake-bet-placement';
import { FakeClock } from './fake-clock';
import { FakeSession } from './fake-session';
import { FakeWorld } from './fake-world';
import { FakeLine } from './line';
import { lineCoupon } from './line-coupon.test-support';

function setup() {
  const clock = new FakeClock();
  const world = new FakeWorld(new MemoryStorage(), clock, `?fake=${encodeURIComponent(JSON.stringify({ signedIn: true, balance: 25_000 }))}`);
  const session = new FakeSession(world);
  const line = new FakeLine({ clock });
  const placement = new FakeBetPlacement(world, session, line, new MemoryStorage());
  return { placement, line, session, clock };
}

describe('QA18 #5: the demo bookmaker names the code it applied, in its answer and in the history', () => {
  it('QA18 #5: WELCOME10 answers and records its percent and the boost it added; the printed coupon reads the same', async () => {
    const { placement, line, clock } = setup();
    const plain = await placement.place(lineCoupon(line, CouponType.EXPRESS, 3));
    const boosted = await placement.place(lineCoupon(line, CouponType.EXPRESS, 3, { promoCode: 'WELCOME10' }));
    if (plain.kind !== 'accepted' || boosted.kind !== 'accepted') throw new Error('not accepted');
    const boost = roundMoney((plain.possibleWin - 150) * 0.1);
    expect(boosted.promoCode).toEqual({ code: 'WELCOME10', kind: 'win-boost', percent: 10, amount: boost });
    expect(plain.promoCode).toBeUndefined();
    // QA18 #3: the win before the boost is the plain coupon's, which the hyper-bonus is counted on.
    expect(winBeforePromoBoost(boosted.possibleWin, boosted.promoCode)).toBe(plain.possibleWin);
    const history = await placement.history(historyQuery(DEFAULT_HISTORY_FILTER, clock.now() + 1));
    if (history.kind !== 'loaded') throw new Error('no history');
    const item = history.bets.find((bet) => bet.couponId === boosted.couponId);
    expect(item).toMatchObject({ possibleWin: boosted.possibleWin, promoCode: boosted.promoCode });
    expect(history.bets.find((bet) => bet.couponId === plain.couponId)?.promoCode).toBeUndefined();
    // The hyper-bonus the history keeps is the plain coupon's: counted before the boost.
    expect(item?.hyperBonus).toEqual(history.bets.find((bet) => bet.couponId === plain.couponId)?.hyperBonus);
    expect(await placement.placedBet(boosted.couponId)).toMatchObject({ kind: 'loaded', bet: { promoCode: boosted.promoCode } });
  });

  it('QA18 #5: FREEBET500 answers the part of the stake it paid: all of 150; 500 of 650', async () => {
    const { placement, line } = setup();
    expect(await placement.place(lineCoupon(line, CouponType.SINGLE, 1, { promoCode: 'FREEBET500' }))).toMatchObject({
      kind: 'accepted',
      promoCode: { code: 'FREEBET500', kind: 'free-bet', amount: 150 },
    });
    const again = setup();
    expect(await again.placement.place(lineCoupon(again.line, CouponType.SINGLE, 1, { promoCode: 'FREEBET500', amount: 650 }))).toMatchObject({
      kind: 'accepted',
      promoCode: { code: 'FREEBET500', kind: 'free-bet', amount: 500 },
    });
  });
});
