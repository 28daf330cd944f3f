import { describe, expect, it } from 'vitest';
import { createBet, type Bet } from './bet';
import { ownBets } from './bonus-bet';
import { DEFAULT_COUPON, DEFAULT_COUPON_CONTEXT, type CouponState, type SuccessCoupon } from './coupon';
import { markPlaced, setAccount, setAmount, setSystemValue, setType, toggleBanker, setSystemBankerActive, toggleBet } from './coupon-reducers';
import { CouponType } from './coupon-types';
import { keepPlacedSelections } from './keep-selections';
import { SYSTEM_BANKER_BLOCK_ID } from './system-bet';
import type { Result } from '../shared/result';
import type { CouponError } from './coupon.errors';

const ctx = DEFAULT_COUPON_CONTEXT;
const market = (id: number) => ({ id, kind: 1, name: '1X2', isLive: false });
const bet = (i: number, coef = 2): Bet => createBet({ id: `o${i}`, gameId: i, coef, market: market(1) });
const value = <T>(result: Result<T, CouponError>): T => {
  if (!result.ok) throw new Error(`unexpected ${result.error.code}`);
  return result.value;
};
const SUCCESS: SuccessCoupon = { couponId: '100000001', typeId: CouponType.SYSTEM, amount: 300, currency: 'RUB', coef: 3, possibleWin: 900, hyperBonus: 0, placedAt: 1 };

/** A system 2/4 with a banker, staked 300: the slip as it was sent, and the slip after it was placed. */
function placedSystem(): { sent: CouponState; after: CouponState } {
  let state: CouponState = DEFAULT_COUPON;
  for (let i = 1; i <= 4; i += 1) state = value(toggleBet(state, bet(i, 1.5 + i / 10), i, ctx));
  state = value(setType(state, CouponType.SYSTEM, ctx));
  state = value(setSystemBankerActive(state, true, ctx));
  state = value(toggleBanker(state, 'o1', ctx));
  state = value(setSystemValue(state, 3, ctx));
  state = value(setAmount(state, 300, ctx));
  return { sent: state, after: markPlaced(state, SUCCESS, ctx, ownBets(state.bets).map((b) => b.id)) };
}

describe('keep selections (README design "keep selections"): the slip a coupon was placed from comes back for the next bet', () => {
  it('the placed selections, type, system value, banker and stake come back into the emptied slip, and the success coupon closes', () => {
    const { sent, after } = placedSystem();
    expect(ownBets(after.bets)).toEqual([]);
    const kept = keepPlacedSelections(after, sent, 99, ctx);
    expect(ownBets(kept.bets).map((b) => b.id)).toEqual(['o1', 'o2', 'o3', 'o4']);
    expect(kept.typeId).toBe(CouponType.SYSTEM);
    expect(kept.systemValue).toBe(3);
    expect(kept.isActiveSystemBanker).toBe(true);
    expect(kept.bets.find((b) => b.id === 'o1')!.blockId).toBe(SYSTEM_BANKER_BLOCK_ID);
    expect(kept.amount).toBe(300);
    expect(kept.coef).toBe(sent.coef);
    expect(kept.successCoupon).toBeNull();
    expect(Object.values(kept.addedAtByBetId)).toEqual([99, 99, 99, 99]);
  });

  it('price marks start afresh: a move marked before the bet is not carried into the next one', () => {
    const { sent, after } = placedSystem();
    const marked = { ...sent, bets: sent.bets.map((b) => ({ ...b, prevCoef: b.coef - 0.1, coefChange: 'up' as const })) };
    const kept = keepPlacedSelections(after, marked, 99, ctx);
    for (const b of ownBets(kept.bets)) expect([b.prevCoef, b.coefChange]).toEqual([null, null]);
  });

  it('nothing is replaced: a slip that already holds a selection of the player stays as it is', () => {
    const { sent, after } = placedSystem();
    const picked = value(toggleBet(after, bet(9), 50, ctx));
    expect(keepPlacedSelections(picked, sent, 99, ctx)).toBe(picked);
  });

  it('after a switch to another account the slip keeps its own stake, not the one paid from the other account', () => {
    const { sent, after } = placedSystem();
    const other = setAccount(after, { accountId: 5002, currency: 'EUR' }, ctx, { currencyChanged: true });
    const kept = keepPlacedSelections(other, sent, 99, ctx);
    expect(ownBets(kept.bets)).toHaveLength(4);
    expect(kept.amount).toBe(other.amount);
    expect(kept.amount).not.toBe(300);
  });
});
