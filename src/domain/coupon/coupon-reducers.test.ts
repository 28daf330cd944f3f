import { describe, expect, it } from 'vitest';
import { createBet, type Bet } from './bet';
import { BONUS_BET_ID } from './bonus-bet';
import { DEFAULT_COUPON, DEFAULT_COUPON_CONTEXT, type CouponState, type SinglePlacement } from './coupon';
import { bankerCount, couponChainStakes, couponLines, roundCoef } from './coupon-math';
import { formatOdds } from './odds-format';
import {
  acknowledgeOddsChanges,
  applyOddsUpdate,
  clearCoupon,
  loadCoupon,
  markSinglesPlaced,
  moveBetToBlock,
  recalculate,
  removeBet,
  setAccount,
  setAmount,
  setAutoMax,
  autoMaxAmount,
  setBetAmount,
  setBlockAmount,
  setLimits,
  setSystemBankerActive,
  setSystemValue,
  setType,
  setVipBet,
  stepCouponAmount,
  toggleBanker,
  toggleBet,
} from './coupon-reducers';
import { MAX_AMOUNT, initialAmountFor } from './amount';
import { CouponType } from './coupon-types';
import { SYSTEM_BANKER_BLOCK_ID } from './system-bet';
import type { Result } from '../shared/result';
import type { CouponError } from './coupon.errors';

const ctx = DEFAULT_COUPON_CONTEXT;
const noBonus = { ...ctx, config: { ...ctx.config, bonusBetEnabled: false } };
const market = (id: number) => ({ id, kind: 1, name: '1X2', isLive: false });
const bet = (i: number, coef = 2, fields: Partial<Bet> = {}): Bet =>
  createBet({ id: `o${i}`, gameId: i, coef, market: market(1), ...fields });

function value<T>(result: Result<T, CouponError>): T {
  if (!result.ok) throw new Error(`unexpected ${result.error.code}`);
  return result.value;
}

function withBets(count: number, coef = 2, c = ctx): CouponState {
  let state: CouponState = DEFAULT_COUPON;
  for (let i = 1; i <= count; i += 1) state = value(toggleBet(state, bet(i, coef), i, c));
  return state;
}

describe('coupon reducers', () => {
  it.each([
    { coefs: [2.66, 1.81], product: 4.8146, view: '4.82' },
    { coefs: [2.66, 2.28], product: 6.0648, view: '6.07' },
  ])('QA: coefByView is the view of the odds the coupon travels at ($product as $view, as the bookmaker keeps it), not of the full product', ({ coefs, product, view }) => {
    let state: CouponState = DEFAULT_COUPON;
    coefs.forEach((coef, i) => (state = value(toggleBet(state, bet(i + 1, coef), i + 1, noBonus))));
    expect(state.coef).toBeCloseTo(product, 10);
    expect(state.coefByView).toBe(view);
    // The printed coupon and the history show the coefficient kept for it (three decimals) the same way.
    expect(formatOdds(roundCoef(state.coef), 0)).toBe(view);
  });

  it('spec 000 §9: default coupon is tab 1, typeId 0, systemValue 2, maxBetAmount infinity', () => {
    expect(DEFAULT_COUPON).toMatchObject({ tab: 1, typeId: 0, systemValue: 2, maxBetAmount: Infinity });
  });

  it.each([
    { rule: 'one bet is a single', count: 1, typeId: CouponType.SINGLE },
    { rule: 'adding a second bet moves single to express', count: 2, typeId: CouponType.EXPRESS },
    { rule: 'more bets stay express', count: 5, typeId: CouponType.EXPRESS },
  ])('toggleBet: $rule', ({ count, typeId }) => {
    expect(withBets(count).typeId).toBe(typeId);
  });

  it('toggleBet: the same outcome again removes it; one bet left is a single again', () => {
    const state = value(toggleBet(withBets(2), bet(2), 9, ctx));
    expect(state.bets.map((b) => b.id)).toEqual(['o1']);
    expect(state.typeId).toBe(CouponType.SINGLE);
    expect(state.addedAtByBetId).toEqual({ o1: 1 });
  });

  it('toggleBet: another outcome of the same market replaces the first', () => {
    const state = value(toggleBet(withBets(1), bet(1, 3, { id: 'o1-draw' }), 5, ctx));
    expect(state.bets.map((b) => b.id)).toEqual(['o1-draw']);
  });

  it('toggleBet: at most 30 bets, then a typed error', () => {
    const full = withBets(30, 2, noBonus);
    expect(toggleBet(full, bet(31), 31, noBonus)).toEqual({ ok: false, error: { code: 'too-many-bets', limit: 30 } });
  });

  it.each([
    { rule: 'spec 000 §5: a blocked selection cannot be added', fields: { isBlocked: true }, code: 'bet-locked' },
    { rule: 'spec 000 §5: a finished selection cannot be added', fields: { gameStatusId: 4 }, code: 'bet-finished' },
  ])('toggleBet: $rule', ({ fields, code }) => {
    const result = toggleBet(DEFAULT_COUPON, bet(1, 2, fields), 0, ctx);
    expect(result.ok ? null : result.error.code).toBe(code);
  });

  it('the first bet takes the initial amount of the currency', () => {
    const withAccount = setAccount(DEFAULT_COUPON, { accountId: 7, currency: 'USD' }, ctx);
    const state = value(toggleBet(withAccount, bet(1), 0, ctx));
    expect(state).toMatchObject({ accountId: 7, initialAmount: 5, amount: 5 });
  });

  it('QA: limits are quoted for one account in its currency: another account drops them until its own arrive (no RUB 10 to 100,000 on EUR)', () => {
    const onRub = setLimits(
      { ...setAccount(withBets(1), { accountId: 5001, currency: 'RUB' }, ctx), hyperBonus: { percent: 5, minBetLimit: 100, maxLimit: 50_000 } },
      { minBetAmount: 10, maxBetAmount: 100_000, maxPayout: 5_000_000 },
      ctx,
    );
    const onEur = setAccount(onRub, { accountId: 5003, currency: 'EUR' }, ctx);
    expect(onEur).toMatchObject({ accountId: 5003, minBetAmount: 0, maxBetAmount: Infinity, maxPayout: Infinity, hyperBonus: null });
    // The same account again (a refreshed account list) keeps what the bookmaker quoted for it.
    expect(setAccount(onRub, { accountId: 5001, currency: 'RUB' }, ctx)).toMatchObject({ minBetAmount: 10, maxBetAmount: 100_000, maxPayout: 5_000_000 });
  });

  it('QA: a stake typed in one currency starts again at the new currency\'s initial amount when the account\'s currency changes (1,000 RUB is not 1,000 EUR)', () => {
    const onRub = setAmount(setAccount(withBets(1), { accountId: 5001, currency: 'RUB' }, ctx), 1_000, ctx);
    const typed = value(onRub);
    const onEur = setAccount(typed, { accountId: 5003, currency: 'EUR' }, ctx, { currencyChanged: true });
    expect(onEur).toMatchObject({ accountId: 5003, amount: initialAmountFor('EUR'), initialAmount: initialAmountFor('EUR') });
    // Another account in the same currency keeps the stake typed.
    expect(setAccount(typed, { accountId: 5009, currency: 'RUB' }, ctx, { currencyChanged: false })).toMatchObject({ amount: 1_000 });
  });

  it('spec 000 §4: a bonus bet is added automatically to an eligible express', () => {
    const state = withBets(3);
    expect(state.bets.map((b) => b.id)).toEqual(['o1', 'o2', 'o3', BONUS_BET_ID]);
    expect(state.coef).toBeCloseTo(8 * 1.03, 12);
  });

  it('spec 000 §4: deleting the bonus bet sets the manually-deleted flag and it stays away', () => {
    const deleted = removeBet(withBets(3), BONUS_BET_ID, ctx);
    expect(deleted.manuallyDeletedBonusBet).toBe(true);
    const more = value(toggleBet(deleted, bet(4), 4, ctx));
    expect(more.bets.some((b) => b.id === BONUS_BET_ID)).toBe(false);
    expect(clearCoupon(more, ctx).manuallyDeletedBonusBet).toBe(false);
  });

  it('spec 000 §4: system 2/3 has 3 lines', () => {
    const state = value(setType(withBets(3), CouponType.SYSTEM, ctx));
    expect(state.systemValue).toBe(2);
    expect(couponLines(state)).toBe(3);
    expect(state.bets.some((b) => b.id === BONUS_BET_ID)).toBe(false);
    expect(state.systemValues.map((o) => [o.value, o.combo])).toEqual([[2, 3]]);
  });

  it.each([
    { rule: 'the system type is listed: each option needs combo × the minimum', listed: true, mins: [60, 40] },
    { rule: 'the system type is not listed: no option has a minimum', listed: false, mins: [0, 0] },
  ])('spec 000 §5 minimum amount only for config-listed types, system options: $rule', ({ listed, mins }) => {
    const types = ctx.config.minBetTypeIds.filter((id) => listed || id !== CouponType.SYSTEM);
    const listedCtx = { ...noBonus, config: { ...noBonus.config, minBetTypeIds: types } };
    const state = setLimits(value(setType(withBets(4, 2, listedCtx), CouponType.SYSTEM, listedCtx)), { minBetAmount: 10 }, listedCtx);
    expect(state.systemValues.map((o) => [o.value, o.combo])).toEqual([[2, 6], [3, 4]]);
    expect(state.systemValues.map((o) => o.minBetAmount)).toEqual(mins);
  });

  it.each([
    { rule: 'spec 000 §5: system value at least 2', value: 1, code: 'system-value-too-low' },
    { rule: 'system value below the number of bets', value: 4, code: 'system-value-too-high' },
    { rule: 'system 3 of 4 is allowed', value: 3, code: null },
  ])('setSystemValue: $rule', ({ value: k, code }) => {
    const system = value(setType(withBets(4), CouponType.SYSTEM, ctx));
    const result = setSystemValue(system, k, ctx);
    expect(result.ok ? null : result.error.code).toBe(code);
  });

  it.each([
    { rule: 'a single needs exactly one bet', count: 2, typeId: CouponType.SINGLE },
    { rule: 'a system needs three bets', count: 2, typeId: CouponType.SYSTEM },
    { rule: 'unknown type', count: 3, typeId: 99 },
  ])('setType refuses: $rule', ({ count, typeId }) => {
    const result = setType(withBets(count), typeId, ctx);
    expect(result.ok ? null : result.error.code).toBe('type-not-available');
  });

  it('removing bets from a system falls back to express, then single', () => {
    const system = value(setType(withBets(3, 1.05), CouponType.SYSTEM, ctx));
    const two = removeBet(system, 'o3', ctx);
    expect(two.typeId).toBe(CouponType.EXPRESS);
    expect(removeBet(two, 'o2', ctx).typeId).toBe(CouponType.SINGLE);
    expect(removeBet(removeBet(two, 'o2', ctx), 'o1', ctx)).toMatchObject({ bets: [], typeId: 0, systemValue: 2 });
  });

  describe('bankers', () => {
    const system = value(setType(withBets(5), CouponType.SYSTEM, ctx));
    it('spec 000 §4: bankers only when the lobby block exists', () => {
      const noLobby = { ...ctx, config: { ...ctx.config, systemBankerBlockEnabled: false } };
      expect(setSystemBankerActive(system, true, noLobby)).toEqual({ ok: false, error: { code: 'banker-unavailable' } });
    });
    it('spec 000 §4: a config without the lobby block makes bankers ordinary selections again (lines C(n, k))', () => {
      const noLobby = { ...ctx, config: { ...ctx.config, systemBankerBlockEnabled: false } };
      const withBanker = value(toggleBanker(value(setSystemBankerActive(system, true, ctx)), 'o1', ctx));
      expect(couponLines(withBanker)).toBe(4);
      const after = recalculate(withBanker, noLobby);
      expect(bankerCount(after)).toBe(0);
      expect(after.isActiveSystemBanker).toBe(false);
      expect(couponLines(after)).toBe(10); // C(5, 2)
      expect(after.bets.map((b) => b.id)).toEqual(withBanker.bets.map((b) => b.id));
    });
    it('a banker is part of every line: lines = C(n−b, k−b)', () => {
      const active = value(setSystemBankerActive(system, true, ctx));
      const one = value(toggleBanker(active, 'o1', ctx));
      expect(bankerCount(one)).toBe(1);
      expect(couponLines(one)).toBe(4); // C(4, 1) for 2 of 5 with one banker
      const two = value(toggleBanker(one, 'o2', ctx));
      expect(two.systemValue).toBe(3); // raised to b + 1
      expect(couponLines(two)).toBe(3); // C(3, 1)
      expect(bankerCount(value(toggleBanker(two, 'o2', ctx)))).toBe(1);
      expect(bankerCount(value(setSystemBankerActive(two, false, ctx)))).toBe(0);
    });
    it('spec 000 §3: a bet with isDisabledBanker cannot be a banker', () => {
      const disabled = { ...system, bets: system.bets.map((b) => (b.id === 'o1' ? { ...b, isDisabledBanker: true } : b)) };
      const active = value(setSystemBankerActive(disabled, true, ctx));
      expect(toggleBanker(active, 'o1', ctx)).toEqual({ ok: false, error: { code: 'banker-disabled', betId: 'o1' } });
    });
    it('at most n − 2 bankers', () => {
      let state = value(setSystemBankerActive(system, true, ctx));
      state = value(toggleBanker(state, 'o1', ctx));
      state = value(toggleBanker(state, 'o2', ctx));
      state = value(toggleBanker(state, 'o3', ctx));
      expect(toggleBanker(state, 'o4', ctx)).toEqual({ ok: false, error: { code: 'too-many-bankers', bankers: 4, max: 3 } });
    });
  });

  it('spec 000 §4: multiple singles — each bet its own amount', () => {
    const singles = value(setType(withBets(2), CouponType.MULTIPLE_SINGLES, ctx));
    const state = value(setBetAmount(singles, 'o2', 40, ctx));
    expect(state.amountByBetId).toEqual({ o1: singles.initialAmount, o2: 40 });
  });

  it("chain: a block stakes at most the previous block's return", () => {
    const chain = value(setType(value(setAmount(withBets(2), 100, ctx)), CouponType.CHAIN, ctx));
    expect(chain.bets.map((b) => b.blockId)).toEqual([0, 1]);
    expect(setBlockAmount(chain, 1, 201, ctx)).toEqual({
      ok: false,
      error: { code: 'block-amount-above-max', blockId: 1, block: 2, amount: 201, max: 200 },
    });
    expect(value(setBlockAmount(chain, 1, 150, ctx)).amountByBlockId).toEqual({ '0': 100, '1': 150 });
  });

  it('chain: a block is an express of its selections; moving one in multiplies the block coefficient', () => {
    const chain = value(setType(value(setAmount(withBets(3), 100, ctx)), CouponType.CHAIN, ctx));
    expect(chain.bets.map((b) => b.blockId)).toEqual([0, 1, 2]);
    const moved = value(moveBetToBlock(value(setBlockAmount(chain, 2, 50, ctx)), 'o3', 1, ctx));
    expect(moved.bets.map((b) => b.blockId)).toEqual([0, 1, 1]);
    expect(couponChainStakes(moved).map((s) => ({ blockId: s.blockId, coef: s.coef, max: s.max }))).toEqual([
      { blockId: 0, coef: 2, max: Infinity },
      { blockId: 1, coef: 4, max: 200 },
    ]);
    // the emptied block's stake goes with it
    expect(moved.amountByBlockId).not.toHaveProperty('2');
  });

  it('chain: a move that leaves one block is refused (that is an express), and the coupon is unchanged', () => {
    const chain = value(setType(withBets(2), CouponType.CHAIN, ctx));
    expect(moveBetToBlock(chain, 'o2', 0, ctx)).toEqual({ ok: false, error: { code: 'chain-needs-two-blocks', blocks: 1 } });
    expect(value(moveBetToBlock(chain, 'o2', 5, ctx)).bets.map((b) => b.blockId)).toEqual([0, 5]);
  });

  it('moveBetToBlock: only in a chain, only a selection in the slip', () => {
    const express = withBets(3);
    expect(moveBetToBlock(express, 'o1', 1, ctx)).toMatchObject({ ok: false, error: { code: 'type-not-available' } });
    const chain = value(setType(withBets(3), CouponType.CHAIN, ctx));
    expect(moveBetToBlock(chain, 'nope', 1, ctx)).toEqual({ ok: false, error: { code: 'bet-not-found', betId: 'nope' } });
    expect(moveBetToBlock(chain, 'o1', -1, ctx)).toMatchObject({ ok: false, error: { code: 'type-not-available' } });
  });

  it.each([
    { rule: 'a negative amount is refused', amount: -1 },
    { rule: 'a non-number is refused', amount: Number.NaN },
  ])('setAmount: $rule', ({ amount }) => {
    expect(setAmount(withBets(1), amount, ctx)).toEqual({ ok: false, error: { code: 'amount-invalid', amount } });
  });

  it.each([
    { rule: 'a stake', set: (state: CouponState, amount: number) => setAmount(state, amount, ctx) },
    { rule: 'a single of multiple singles', set: (state: CouponState, amount: number) => setBetAmount(state, 'o1', amount, ctx) },
  ])('$rule above MAX_AMOUNT is refused naming the largest amount the slip takes, not as "enter a stake"', ({ set }) => {
    const state = withBets(2);
    expect(set(state, MAX_AMOUNT + 1)).toEqual({ ok: false, error: { code: 'amount-too-large', amount: MAX_AMOUNT + 1, max: MAX_AMOUNT } });
    expect(set(state, 1e12)).toMatchObject({ ok: false, error: { code: 'amount-too-large', max: MAX_AMOUNT } });
    expect(value(set(state, MAX_AMOUNT))).toBeDefined();
  });

  it.each([
    { rule: 'spec 000 §5: a listed type with a minimum bet stops − at the minimum', minTypes: [CouponType.SINGLE], min: 10, amounts: [50, 10, 10] },
    { rule: 'spec 000 §5: a type the config does not list has no minimum: − stops at one step', minTypes: [CouponType.EXPRESS], min: 10, amounts: [100, 100, 100] },
    { rule: 'spec 000 §5: no minimum bet from the server: − stops at one step', minTypes: [CouponType.SINGLE], min: 0, amounts: [100, 100, 100] },
  ])('stepCouponAmount: $rule', ({ minTypes, min, amounts }) => {
    const listed = { ...ctx, config: { ...ctx.config, minBetTypeIds: minTypes } };
    let state = setLimits(withBets(1, 2, listed), { minBetAmount: min }, listed);
    expect(state.amount).toBe(150);
    const seen: number[] = [];
    for (const _ of amounts) {
      state = value(stepCouponAmount(state, 100, -1, listed));
      seen.push(state.amount);
    }
    expect(seen).toEqual(amounts);
  });

  it.each([
    { rule: 'spec 000 §5: + stops at the maximum stake (QA: 99,950 → 100,050 → 100,150)', bonus: false, amounts: [100_000, 100_000] },
    { rule: 'spec 000 §5: no maximum on the bonus account, so + goes on there', bonus: true, amounts: [100_050, 100_150] },
  ])('stepCouponAmount: $rule', ({ bonus, amounts }) => {
    let state = value(setAmount(setLimits(withBets(1), { maxBetAmount: 100_000 }, ctx), 99_950, ctx));
    const seen: number[] = [];
    for (const _ of amounts) {
      state = value(stepCouponAmount(state, 100, 1, ctx, bonus));
      seen.push(state.amount);
    }
    expect(seen).toEqual(amounts);
  });

  it('stepCouponAmount: + beyond MAX_AMOUNT (a huge manual step) is refused naming the limit', () => {
    const state = withBets(1);
    expect(stepCouponAmount(state, MAX_AMOUNT, 1, ctx)).toMatchObject({ ok: false, error: { code: 'amount-too-large', max: MAX_AMOUNT } });
  });

  it('live odds changes carry an up/down mark until acknowledged', () => {
    const state = applyOddsUpdate(withBets(2, 2, noBonus), [{ betId: 'o1', coef: 2.2 }, { betId: 'o2', coef: 1.8 }], noBonus);
    expect(state.bets.map((b) => [b.coef, b.prevCoef, b.coefChange])).toEqual([
      [2.2, 2, 'up'],
      [1.8, 2, 'down'],
    ]);
    expect(state.coef).toBeCloseTo(3.96, 12);
    expect(acknowledgeOddsChanges(state).bets.every((b) => b.coefChange === null)).toBe(true);
  });

  it.each([
    { rule: 'a second move is marked against the price the player saw, not the previous move', moves: [1.7, 1.9], mark: [1.9, 2, 'down'] },
    { rule: 'a move past the seen price turns the mark', moves: [1.7, 2.3], mark: [2.3, 2, 'up'] },
    { rule: 'a price back at the seen one loses its mark', moves: [2.4, 2], mark: [2, null, null] },
  ])('live odds marks: $rule', ({ moves, mark }) => {
    let state = withBets(2, 2, noBonus);
    for (const coef of moves) state = applyOddsUpdate(state, [{ betId: 'o1', coef }], noBonus);
    const bet = state.bets[0]!;
    expect([bet.coef, bet.prevCoef, bet.coefChange]).toEqual(mark);
  });

  it('live odds marks: after acknowledging, the acknowledged price is the one a move is marked against', () => {
    const seen = acknowledgeOddsChanges(applyOddsUpdate(withBets(2, 2, noBonus), [{ betId: 'o1', coef: 1.5 }], noBonus));
    const bet = applyOddsUpdate(seen, [{ betId: 'o1', coef: 1.8 }], noBonus).bets[0]!;
    expect([bet.coef, bet.prevCoef, bet.coefChange]).toEqual([1.8, 1.5, 'up']);
  });

  it('an update for an outcome not in the coupon changes nothing', () => {
    const state = withBets(1);
    expect(applyOddsUpdate(state, [{ betId: 'zzz', coef: 5 }], ctx)).toBe(state);
  });

  it('auto max stakes a known maximum', () => {
    const limited = setLimits(withBets(1), { maxBetAmount: 700 }, ctx);
    expect(setAutoMax(limited, true, ctx).amount).toBe(700);
  });

  it.each([
    { rule: 'the maximum stake when the balance covers it', max: 100_000, account: { isBonusAccount: false, balance: 250_000 }, expected: 100_000 },
    { rule: 'the balance when it is below the maximum (QA: 5,000 of 100,000 staked 100,000)', max: 100_000, account: { isBonusAccount: false, balance: 5_000 }, expected: 5_000 },
    { rule: 'money in cents', max: 100_000, account: { isBonusAccount: false, balance: 1234.567 }, expected: 1234.57 },
    { rule: 'the maximum while the balance is unknown', max: 100_000, account: { isBonusAccount: false, balance: null }, expected: 100_000 },
    { rule: 'spec 000 §5: no maximum on the bonus account, so nothing to follow', max: 100_000, account: { isBonusAccount: true, balance: 5_000 }, expected: null },
    { rule: 'no maximum known, nothing to follow', max: Infinity, account: { isBonusAccount: false, balance: 5_000 }, expected: null },
  ])('autoMaxAmount: $rule', ({ max, account, expected }) => {
    const limited = setLimits(withBets(1), { maxBetAmount: max }, ctx);
    expect(autoMaxAmount(limited, ctx, account)).toBe(expected);
    expect(setAutoMax(limited, true, ctx, account).amount).toBe(expected ?? limited.amount);
    expect(setLimits({ ...withBets(1), isActiveAutoMax: true }, { maxBetAmount: max }, ctx, account).amount).toBe(expected ?? 150);
  });

  it('spec 000 §5: a VIP bet stays on only while available', () => {
    const limited = setLimits(withBets(1), { maxBetAmount: 700 }, ctx);
    expect(setVipBet(limited, true, ctx).isActiveVipBet).toBe(true);
    expect(setVipBet(withBets(1), true, ctx).isActiveVipBet).toBe(false);
  });

  it('a coupon loaded by code replaces the slip', () => {
    const loaded = loadCoupon(
      withBets(1),
      { code: '12345', typeId: 2, systemValue: 2, amount: 30, bets: [bet(7), bet(8), bet(9)], expressId: null },
      100,
      ctx,
    );
    expect(loaded).toMatchObject({ typeId: 2, amount: 30, isCouponLoadedFromCode: true, loadCouponInputValue: '12345' });
    expect(loaded.bets.map((b) => b.id)).toEqual(['o7', 'o8', 'o9']);
  });

  it('QA13 #4: a system coupon loaded by code keeps its bankers, chosen, and is priced as placed (not a system of every selection)', () => {
    const banker = { ...bet(8, 2), blockId: SYSTEM_BANKER_BLOCK_ID };
    const code = { code: '12345', typeId: CouponType.SYSTEM, systemValue: 2, amount: 30, bets: [bet(7, 2), banker, bet(9, 2), bet(10, 2)], expressId: null };
    const loaded = loadCoupon(withBets(1), code, 100, ctx);
    expect(loaded.isActiveSystemBanker).toBe(true);
    expect(bankerCount(loaded)).toBe(1);
    // 2 of 4 with one banker: the banker and one of the 3 others, 3 lines
    expect(couponLines(loaded)).toBe(3);
    // where the site has no banker block the banker is an ordinary selection again, and no banker choice shows
    const plain = loadCoupon(withBets(1), code, 100, { ...ctx, config: { ...ctx.config, systemBankerBlockEnabled: false } });
    expect(plain.isActiveSystemBanker).toBe(false);
    expect(bankerCount(plain)).toBe(0);
  });
});

describe('recalculate: a stored or loaded coupon is bad input, and the slip stays one the rules allow', () => {
  it('each selection once: a repeated id counts once (not the same price squared)', () => {
    const state = recalculate({ ...DEFAULT_COUPON, typeId: CouponType.EXPRESS, bets: [bet(1, 2), bet(1, 2), bet(2, 3)] }, noBonus);
    expect(state.bets.map((b) => b.id)).toEqual(['o1', 'o2']);
    expect(state.coef).toBe(6);
  });

  it("no selection of its own under the bonus bet's id", () => {
    const state = recalculate({ ...DEFAULT_COUPON, typeId: CouponType.EXPRESS, bets: [bet(1), bet(2), { ...bet(3), id: BONUS_BET_ID }] }, noBonus);
    expect(state.bets.map((b) => b.id)).toEqual(['o1', 'o2']);
  });

  it('a type the site config switched off becomes an express', () => {
    const off = { ...noBonus, config: { ...noBonus.config, chainEnabled: false, antiExpressEnabled: false } };
    for (const typeId of [CouponType.CHAIN, CouponType.ANTI_EXPRESS]) {
      expect(recalculate({ ...DEFAULT_COUPON, typeId, bets: [bet(1), bet(2, 2, { blockId: 1 })] }, off).typeId).toBe(CouponType.EXPRESS);
    }
  });

  it('a chain with every selection in one block gets one block per selection', () => {
    const state = recalculate({ ...DEFAULT_COUPON, typeId: CouponType.CHAIN, amount: 100, bets: [bet(1), bet(2), bet(3)] }, noBonus);
    expect(state.bets.map((b) => b.blockId)).toEqual([0, 1, 2]);
  });

  it('a system with more bankers than b ≤ n − 2 allows has none', () => {
    const bankers = [bet(1), bet(2), bet(3)].map((b) => ({ ...b, blockId: SYSTEM_BANKER_BLOCK_ID }));
    const state = recalculate({ ...DEFAULT_COUPON, typeId: CouponType.SYSTEM, isActiveSystemBanker: true, bets: bankers }, noBonus);
    expect(bankerCount(state)).toBe(0);
    expect(couponLines(state)).toBe(3);
  });

  it("spec 000 §5: a later chain block's stake above the previous block's return is lowered to it, block after block", () => {
    const chain = recalculate(
      { ...DEFAULT_COUPON, typeId: CouponType.CHAIN, amount: 100, bets: [bet(1), bet(2, 2, { blockId: 1 }), bet(3, 2, { blockId: 2 })], amountByBlockId: { '1': 1_000_000, '2': 1_000_000 } },
      noBonus,
    );
    expect(chain.amountByBlockId).toMatchObject({ '0': 100, '1': 200, '2': 400 });
    expect(couponChainStakes(chain).map((s) => s.amount)).toEqual([100, 200, 400]);
  });
});

describe('markSinglesPlaced: multiple singles answered per single (spec 000 §3 singlesResultCoupons)', () => {
  function singles(count: number, amounts: number[]): CouponState {
    let state = value(setType(withBets(count), CouponType.MULTIPLE_SINGLES, noBonus));
    amounts.forEach((amount, i) => (state = value(setBetAmount(state, `o${i + 1}`, amount, noBonus))));
    return state;
  }
  const accepted = (i: number, amount = 100): SinglePlacement => ({
    betId: `o${i}`,
    status: 'accepted',
    couponId: String(100 + i),
    amount,
    coef: 2,
    possibleWin: amount * 2,
  });
  const rejected = (i: number, reason: 'odds-changed' | 'selection-locked', newCoef: number | null = null): SinglePlacement => ({
    betId: `o${i}`,
    status: 'rejected',
    reason,
    newCoef,
  });

  it('the singles that stand leave the slip; the refused stay with their own stakes', () => {
    const before = singles(3, [100, 200, 300]);
    const after = markSinglesPlaced(before, [accepted(1), rejected(2, 'selection-locked'), rejected(3, 'selection-locked')], before.bets, noBonus, 'RUB');
    expect(after.bets.map((b) => b.id)).toEqual(['o2', 'o3']);
    expect(after.typeId).toBe(CouponType.MULTIPLE_SINGLES);
    expect(after.amountByBetId).toEqual({ o2: 200, o3: 300 });
    expect(Object.keys(after.addedAtByBetId)).toEqual(['o2', 'o3']);
    expect(after.successCoupon).toBeNull();
  });

  it('singlesResultCoupons lists every answer, in order, with the selection it was for', () => {
    const before = singles(2, [100, 200]);
    const after = markSinglesPlaced(before, [accepted(1), rejected(2, 'selection-locked')], before.bets, noBonus, 'RUB');
    expect(after.singlesResultCoupons.map((r) => [r.betId, r.status, r.bet.id])).toEqual([
      ['o1', 'accepted', 'o1'],
      ['o2', 'rejected', 'o2'],
    ]);
  });

  it('every single standing empties the slip and keeps the results on show', () => {
    const before = singles(2, [100, 200]);
    const after = markSinglesPlaced(before, [accepted(1), accepted(2, 200)], before.bets, noBonus, 'RUB');
    expect(after.bets).toEqual([]);
    expect(after.typeId).toBe(CouponType.SINGLE);
    expect(after.singlesResultCoupons).toHaveLength(2);
  });

  it('one single left is a single at its own stake', () => {
    const before = singles(2, [100, 250]);
    const after = markSinglesPlaced(before, [accepted(1), rejected(2, 'selection-locked')], before.bets, noBonus, 'RUB');
    expect(after.typeId).toBe(CouponType.SINGLE);
    expect(after.amount).toBe(250);
  });

  it('a refused price change takes the new price with its up/down mark', () => {
    const before = singles(2, [100, 200]);
    const after = markSinglesPlaced(before, [accepted(1), rejected(2, 'odds-changed', 2.4)], before.bets, noBonus, 'RUB');
    expect(after.bets[0]).toMatchObject({ id: 'o2', coef: 2.4, prevCoef: 2, coefChange: 'up' });
  });

  it('a new price that is no price (outside 1–10,000) is not taken', () => {
    const before = singles(2, [100, 200]);
    const after = markSinglesPlaced(before, [accepted(1), rejected(2, 'odds-changed', 0.5)], before.bets, noBonus, 'RUB');
    expect(after.bets[0]).toMatchObject({ id: 'o2', coef: 2, coefChange: null });
  });

  it('an answer for a selection not sent, or a second answer for one, is left out; one not answered stays', () => {
    const before = singles(3, [100, 200, 300]);
    const after = markSinglesPlaced(before, [accepted(1), accepted(9), rejected(1, 'selection-locked')], before.bets, noBonus, 'RUB');
    expect(after.singlesResultCoupons.map((r) => [r.betId, r.status])).toEqual([['o1', 'accepted']]);
    expect(after.bets.map((b) => b.id)).toEqual(['o2', 'o3']);
  });

  it('a selection added while the coupon was on its way stays', () => {
    const sent = singles(2, [100, 200]);
    const later = value(toggleBet(sent, bet(7), 7, noBonus));
    const after = markSinglesPlaced(later, [accepted(1), accepted(2, 200)], sent.bets, noBonus, 'RUB');
    expect(after.bets.map((b) => b.id)).toEqual(['o7']);
  });

  it('a new selection ends the results on show, as it ends a success coupon', () => {
    const before = singles(2, [100, 200]);
    const after = markSinglesPlaced(before, [accepted(1), accepted(2, 200)], before.bets, noBonus, 'RUB');
    expect(value(toggleBet(after, bet(5), 5, noBonus)).singlesResultCoupons).toEqual([]);
    expect(clearCoupon(after, noBonus).singlesResultCoupons).toHaveLength(2);
  });
});
