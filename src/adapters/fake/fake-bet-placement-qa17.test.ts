import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../browser/web-storage';
import { CouponType, roundMoney } from '../../domain/coupon';
import { FakeBetPlacement } from './fake-bet-placement';
import { FakeClock } from './fake-clock';
import { FakePromoCodes } from './fake-promo-codes';
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
  return { placement, line, session, codes: new FakePromoCodes(world, () => 'en', () => placement.usedPromoCodes()) };
}

describe('QA17 #2: the demo bookmaker applies the promo code it accepts, once', () => {
  it('WELCOME10 on an express of 3 adds 10 % of the net win to the possible win; the code then leaves the list and is refused again', async () => {
    const { placement, line, session, codes } = setup();
    const plain = await placement.place(lineCoupon(line, CouponType.EXPRESS, 3));
    const boosted = await placement.place(lineCoupon(line, CouponType.EXPRESS, 3, { promoCode: 'WELCOME10' }));
    if (plain.kind !== 'accepted' || boosted.kind !== 'accepted') throw new Error('not accepted');
    expect(boosted.possibleWin).toBe(roundMoney(plain.possibleWin + roundMoney((plain.possibleWin - 150) * 0.1)));
    expect(session.balance()).toBe(25_000 - 300);
    expect(await codes.list()).toMatchObject({ kind: 'loaded', codes: [{ code: 'FREEBET500' }] });
    expect(await placement.place(lineCoupon(line, CouponType.EXPRESS, 3, { promoCode: 'WELCOME10' }))).toEqual({ kind: 'promo-code-invalid', promoCode: 'WELCOME10' });
  });

  it('WELCOME10 is refused for a coupon it is not for (a single, an express of 2), charging nothing', async () => {
    const { placement, line, session } = setup();
    expect(await placement.place(lineCoupon(line, CouponType.SINGLE, 1, { promoCode: 'WELCOME10' }))).toEqual({ kind: 'promo-code-invalid', promoCode: 'WELCOME10' });
    expect(await placement.place(lineCoupon(line, CouponType.EXPRESS, 2, { promoCode: 'WELCOME10' }))).toEqual({ kind: 'promo-code-invalid', promoCode: 'WELCOME10' });
    expect(session.balance()).toBe(25_000);
  });

  it('FREEBET500 on a single of 150 charges nothing; on a stake of 650 only the 150 above it', async () => {
    const { placement, line, session } = setup();
    expect(await placement.place(lineCoupon(line, CouponType.SINGLE, 1, { promoCode: 'FREEBET500' }))).toMatchObject({ kind: 'accepted', balance: 25_000 });
    expect(session.balance()).toBe(25_000);
    const again = setup();
    expect(await again.placement.place(lineCoupon(again.line, CouponType.SINGLE, 1, { promoCode: 'FREEBET500', amount: 650 }))).toMatchObject({ kind: 'accepted', balance: 24_850 });
  });
});
