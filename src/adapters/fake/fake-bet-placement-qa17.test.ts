import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../browser/web-storage';
import { CouponType, OddsChangePolicy, roundMoney, type CouponRequest, type CouponTypeId } from '../../domain/coupon';
import type { Game } from '../../domain/line';
import { FakeBetPlacement } from './fake-bet-placement';
import { FakeClock } from './fake-clock';
import { FakePromoCodes } from './fake-promo-codes';
import { FakeSession } from './fake-session';
import { FakeWorld } from './fake-world';
import { FakeLine } from './line';

function setup() {
  const clock = new FakeClock();
  const world = new FakeWorld(new MemoryStorage(), clock, `?fake=${encodeURIComponent(JSON.stringify({ signedIn: true, balance: 25_000 }))}`);
  const session = new FakeSession(world);
  const line = new FakeLine({ clock });
  const placement = new FakeBetPlacement(world, session, line, new MemoryStorage());
  return { placement, line, session, codes: new FakePromoCodes(world, () => 'en', () => placement.usedPromoCodes()) };
}

function openOutcome(game: Game) {
  for (const market of game.markets) {
    const outcome = market.outcomes.find((o) => !o.isBlocked && !o.isDepend && !o.isBannedExpress);
    if (outcome) return { market, outcome };
  }
  throw new Error('no open outcome');
}

/** A coupon of `count` line games' open outcomes, one game each, at a stake of 150. */
function coupon(line: FakeLine, typeId: CouponTypeId, count: number, patch: Partial<CouponRequest> = {}): CouponRequest {
  const games = line.world.gameList({ section: 'line', limit: 20 }).slice(0, count);
  const bets = games.map((game) => {
    const { market, outcome } = openOutcome(game);
    return {
      id: outcome.id, gameId: game.id, coef: outcome.coef, blockId: 0, marketId: market.id,
      typeId: outcome.typeId, statusId: -2, permanentId: game.id, expressId: null, isLive: false, amount: null as number | null,
    };
  });
  return {
    id: null, accountId: null, amount: 150, amountByBlockId: {}, bets, changeCoefAction: OddsChangePolicy.ACCEPT_ANY,
    coef: bets.reduce((p, b) => p * b.coef, 1), coefByView: '', coefViewId: 0, exactCoef: null, isDropOnScoreChange: false,
    prepaidAmount: 0, refId: null, systemValue: 2, typeId, userId: 1001, hyperBonusPercent: null, hyperBonusMinBetLimit: null,
    hyperBonusMaxLimit: null, idempotencyKey: `k-${Math.random()}`, isVipBet: false, promoCode: null, ...patch,
  };
}

describe('QA17 #2: the demo bookmaker applies the promo code it accepts, once', () => {
  it('WELCOME10 on an express of 3 adds 10 % of the net win to the possible win; the code then leaves the list and is refused again', async () => {
    const { placement, line, session, codes } = setup();
    const plain = await placement.place(coupon(line, CouponType.EXPRESS, 3));
    const boosted = await placement.place(coupon(line, CouponType.EXPRESS, 3, { promoCode: 'WELCOME10' }));
    if (plain.kind !== 'accepted' || boosted.kind !== 'accepted') throw new Error('not accepted');
    expect(boosted.possibleWin).toBe(roundMoney(plain.possibleWin + roundMoney((plain.possibleWin - 150) * 0.1)));
    expect(session.balance()).toBe(25_000 - 300);
    expect(await codes.list()).toMatchObject({ kind: 'loaded', codes: [{ code: 'FREEBET500' }] });
    expect(await placement.place(coupon(line, CouponType.EXPRESS, 3, { promoCode: 'WELCOME10' }))).toEqual({ kind: 'promo-code-invalid', promoCode: 'WELCOME10' });
  });

  it('WELCOME10 is refused for a coupon it is not for (a single, an express of 2), charging nothing', async () => {
    const { placement, line, session } = setup();
    expect(await placement.place(coupon(line, CouponType.SINGLE, 1, { promoCode: 'WELCOME10' }))).toEqual({ kind: 'promo-code-invalid', promoCode: 'WELCOME10' });
    expect(await placement.place(coupon(line, CouponType.EXPRESS, 2, { promoCode: 'WELCOME10' }))).toEqual({ kind: 'promo-code-invalid', promoCode: 'WELCOME10' });
    expect(session.balance()).toBe(25_000);
  });

  it('FREEBET500 on a single of 150 charges nothing; on a stake of 650 only the 150 above it', async () => {
    const { placement, line, session } = setup();
    expect(await placement.place(coupon(line, CouponType.SINGLE, 1, { promoCode: 'FREEBET500' }))).toMatchObject({ kind: 'accepted', balance: 25_000 });
    expect(session.balance()).toBe(25_000);
    const again = setup();
    expect(await again.placement.place(coupon(again.line, CouponType.SINGLE, 1, { promoCode: 'FREEBET500', amount: 650 }))).toMatchObject({ kind: 'accepted', balance: 24_850 });
  });
});
