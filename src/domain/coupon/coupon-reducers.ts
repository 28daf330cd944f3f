import { err, ok, type Result } from '../shared/result';
import { isPrice, type Bet } from './bet';
import { isBetFinished, isBetLocked } from './bet-state';
import { amountLimits, initialAmountFor, MAX_AMOUNT, normalizeAmount, ownValue, roundMoney, stepAmount } from './amount';
import { antiExpressCoef } from './anti-express';
import { BONUS_BET_ID, isBonusBet, ownBets, syncBonusBet } from './bonus-bet';
import {
  DEFAULT_COUPON,
  type CouponContext,
  type CouponState,
  type CouponTabId,
  type SinglePlacement,
  type SingleResultCoupon,
  type SuccessCoupon,
} from './coupon';
import { bankerCount, couponAmountLimits, couponChainStakes, roundCoef, totalCoef } from './coupon-math';
import { availableCouponTypes, CouponType, MIN_BETS_BY_TYPE, type CouponTypeId } from './coupon-types';
import type { CouponError } from './coupon.errors';
import { formatOdds } from './odds-format';
import type { CouponByCode } from './placement.port';
import { SYSTEM_BANKER_BLOCK_ID, systemOptions, systemValueRange, validateSystemValue } from './system-bet';
import { isVipBetAvailable } from './vip-bet';

/**
 * Pure coupon reducers. Each takes the coupon and returns a new one (or a
 * typed error) with every derived field (coef, coefByView, systemValues,
 * antiExpressCoef, the automatic bonus bet) recomputed by `recalculate`.
 */

function withoutKey<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

/** The type the selections can hold: 0–1 selection is a single; too few for the type falls back to express. */
function fittingType(typeId: CouponTypeId, count: number): CouponTypeId {
  if (count <= 1) return CouponType.SINGLE;
  if (typeId === CouponType.SINGLE) return CouponType.EXPRESS;
  return count >= MIN_BETS_BY_TYPE[typeId] ? typeId : CouponType.EXPRESS;
}

/**
 * The selections as a coupon may hold them: each id once (the first kept), and no selection of its own
 * under the bonus bet's id. Only a stored or loaded coupon can break this; the same array when it holds.
 */
function wellFormedBets(bets: Bet[]): Bet[] {
  const seen = new Set<string>();
  const kept = bets.filter((bet) => {
    if (seen.has(bet.id) || (bet.id === BONUS_BET_ID && !isBonusBet(bet))) return false;
    seen.add(bet.id);
    return true;
  });
  return kept.length === bets.length ? bets : kept;
}

/** Block ids each type expects: chain — one block per selection in order; others — block 0. */
function blocksFor(typeId: CouponTypeId, bets: readonly Bet[]): Bet[] {
  return bets.map((bet, index) => ({ ...bet, blockId: typeId === CouponType.CHAIN ? index : 0 }));
}

/**
 * Recompute everything derived: the type fits the selections, the system value
 * stays in range, the bonus bet follows its rule, and coef, coefByView,
 * systemValues and antiExpressCoef match the selections.
 */
export function recalculate(state: CouponState, ctx: CouponContext): CouponState {
  const clean = wellFormedBets(state.bets);
  const own = ownBets(clean);
  const fitting = fittingType(state.typeId, own.length);
  // A type the site does not offer (a stored or loaded coupon from before the config changed) becomes an express.
  const typeId = own.length < 2 || availableCouponTypes(own.length, ctx.config).includes(fitting) ? fitting : CouponType.EXPRESS;
  // A chain needs two blocks; a stored or loaded one with fewer gets one block per selection.
  const chainBroken = typeId === CouponType.CHAIN && new Set(own.map((bet) => bet.blockId)).size < 2;
  let bets = typeId === state.typeId && !chainBroken ? clean : blocksFor(typeId, clean);
  // spec 000 §4: bankers only while the lobby block exists; a config without it makes them ordinary selections,
  // and so does a banker count no system allows (b ≤ n − 2), which only a stored or loaded coupon can have.
  const bankersAllowed = ctx.config.systemBankerBlockEnabled;
  const isBankerBet = (bet: Bet) => bet.blockId === SYSTEM_BANKER_BLOCK_ID;
  const tooManyBankers = own.filter(isBankerBet).length > Math.max(0, own.length - 2);
  if ((!bankersAllowed || tooManyBankers) && typeId === CouponType.SYSTEM && bets.some(isBankerBet)) {
    bets = bets.map((bet) => (isBankerBet(bet) ? { ...bet, blockId: 0 } : bet));
  }
  bets = syncBonusBet({
    enabled: ctx.config.bonusBetEnabled,
    typeId,
    bets,
    manuallyDeletedBonusBet: state.manuallyDeletedBonusBet,
  });
  const bankers = typeId === CouponType.SYSTEM ? bankerCount({ typeId, bets }) : 0;
  const range = systemValueRange(own.length, bankers);
  const systemValue =
    typeId === CouponType.SYSTEM ? Math.min(Math.max(state.systemValue, range.min), range.max) : state.systemValue;
  const next: CouponState = {
    ...state,
    typeId,
    bets,
    systemValue,
    isActiveSystemBanker: typeId === CouponType.SYSTEM && bankersAllowed && state.isActiveSystemBanker,
    isActiveVipBet: state.isActiveVipBet && isVipBetAvailable({
        vipBetEnabled: ctx.config.vipBetEnabled,
        maxBetAmount: state.maxBetAmount,
        typeId,
        bets: own,
      }),
    // spec 000 §5: the minimum applies only to the types the config lists (amountLimits), per line for a system.
    systemValues: systemOptions(own.length, bankers, systemLineMinimum(state, ctx)),
    antiExpressCoef: antiExpressCoef(own.map((bet) => bet.coef)),
  };
  if (typeId === CouponType.CHAIN) {
    const first = couponChainStakes(next)[0];
    if (first) next.amountByBlockId = { ...next.amountByBlockId, [String(first.blockId)]: next.amount };
    // spec 000 §5: a later block stakes at most the previous block's return; a lower stake before it lowers the
    // cap (and so the caps after it: each block is read after the one before is settled).
    for (let index = 1; ; index += 1) {
      const later = couponChainStakes(next)[index];
      if (!later) break;
      const key = String(later.blockId);
      const set = ownValue(next.amountByBlockId, key);
      if (set !== undefined && set > later.max) next.amountByBlockId = { ...next.amountByBlockId, [key]: later.max };
    }
  }
  const coef = totalCoef(next);
  // The view of the odds the coupon travels at (three decimals, roundCoef), as the bookmaker keeps them.
  return { ...next, coef, coefByView: coef > 1 ? (formatOdds(roundCoef(coef), ctx.coefViewId) ?? '') : '' };
}

/**
 * Add a selection, or remove it when it is already in the coupon. Adding an
 * outcome of a market that already has one in the coupon replaces it (one
 * outcome per market, as players expect from a 1X2 row). A second selection
 * turns a single into an express. The coupon holds at most config.maxBets
 * selections; a locked selection cannot be added.
 */
export function toggleBet(
  state: CouponState,
  bet: Bet,
  now: number,
  ctx: CouponContext,
): Result<CouponState, CouponError> {
  if (state.bets.some((existing) => existing.id === bet.id)) return ok(removeBet(state, bet.id, ctx));
  if (isBetLocked(bet) || isBetFinished(bet)) {
    return err({ code: isBetLocked(bet) ? 'bet-locked' : 'bet-finished', betIds: [bet.id] });
  }
  const replaced = state.bets.find(
    (existing) => !isBonusBet(existing) && existing.gameId === bet.gameId && existing.market.id === bet.market.id,
  );
  const base = replaced ? removeBet(state, replaced.id, ctx) : state;
  const own = ownBets(base.bets);
  if (own.length >= ctx.config.maxBets) return err({ code: 'too-many-bets', limit: ctx.config.maxBets });

  const typeId = own.length === 0 ? CouponType.SINGLE : fittingType(base.typeId, own.length + 1);
  const lastBlock = own.reduce((max, existing) => Math.max(max, existing.blockId), -1);
  const added: Bet = { ...bet, blockId: typeId === CouponType.CHAIN ? lastBlock + 1 : 0, prevCoef: null, coefChange: null };
  const amount = own.length === 0 && base.amount <= 0 ? base.initialAmount : base.amount;
  return ok(
    recalculate(
      {
        ...base,
        typeId,
        amount,
        bets: [...own, added, ...base.bets.filter(isBonusBet)],
        addedAtByBetId: { ...base.addedAtByBetId, [bet.id]: now },
        amountByBetId:
          typeId === CouponType.MULTIPLE_SINGLES
            ? { ...base.amountByBetId, [bet.id]: base.initialAmount }
            : base.amountByBetId,
        isCouponLoadedFromCode: false,
        successCoupon: null,
        singlesResultCoupons: [],
      },
      ctx,
    ),
  );
}

/**
 * Remove a selection. Removing the bonus bet marks it manually deleted (spec
 * 000 §4) so it is not added back; the last selection gone empties the coupon.
 */
export function removeBet(state: CouponState, betId: string, ctx: CouponContext): CouponState {
  const bet = state.bets.find((existing) => existing.id === betId);
  if (!bet) return state;
  if (isBonusBet(bet)) {
    return recalculate({ ...state, bets: state.bets.filter((b) => b.id !== betId), manuallyDeletedBonusBet: true }, ctx);
  }
  const bets = state.bets.filter((existing) => existing.id !== betId);
  if (ownBets(bets).length === 0) return clearCoupon(state, ctx);
  return recalculate(
    {
      ...state,
      bets,
      addedAtByBetId: withoutKey(state.addedAtByBetId, betId),
      amountByBetId: withoutKey(state.amountByBetId, betId),
      activePlaceBetIds: state.activePlaceBetIds.filter((id) => id !== betId),
    },
    ctx,
  );
}

/**
 * Empty the coupon. Kept: the tab, account, amount and its limits, promo
 * codes, the hyper-bonus offer and a success coupon or singles' results still on show.
 */
export function clearCoupon(state: CouponState, ctx: CouponContext): CouponState {
  return recalculate(
    {
      ...DEFAULT_COUPON,
      tab: state.tab,
      accountId: state.accountId,
      amount: state.amount,
      initialAmount: state.initialAmount,
      minBetAmount: state.minBetAmount,
      maxBetAmount: state.maxBetAmount,
      availablePrepaidAmount: state.availablePrepaidAmount,
      maxPayout: state.maxPayout,
      promoCodes: state.promoCodes,
      hyperBonus: state.hyperBonus,
      successCoupon: state.successCoupon,
      singlesResultCoupons: state.singlesResultCoupons,
      isActiveAutoMax: state.isActiveAutoMax,
    },
    ctx,
  );
}

function checkedAmount(amount: number): Result<number, CouponError> {
  if (Number.isFinite(amount) && amount > MAX_AMOUNT) return err({ code: 'amount-too-large', amount, max: MAX_AMOUNT });
  const normalized = normalizeAmount(amount);
  return normalized === undefined ? err({ code: 'amount-invalid', amount }) : ok(normalized);
}

/**
 * Set the coupon amount (a chain's first block). Limits are checked at
 * placement, not while typing. A typed amount ends auto max.
 */
export function setAmount(state: CouponState, amount: number, ctx: CouponContext): Result<CouponState, CouponError> {
  const checked = checkedAmount(amount);
  if (!checked.ok) return checked;
  return ok(recalculate({ ...state, amount: checked.value, isActiveAutoMax: false }, ctx));
}

/**
 * One press of the stake's + or − by `step`. − stops at the coupon's minimum stake where one applies
 * (spec 000 §5: a config-listed type and a minimum bet from the server; a system's is per line), else at one
 * step; + stops at the maximum stake where one applies (a listed type, never on the bonus account).
 */
export function stepCouponAmount(
  state: CouponState,
  step: number,
  direction: 1 | -1,
  ctx: CouponContext,
  isBonusAccount = false,
): Result<CouponState, CouponError> {
  const { min, max } = couponAmountLimits(state, ctx.config, isBonusAccount);
  return setAmount(state, stepAmount(state.amount, step, direction, min, max), ctx);
}

/** Multiple singles: the stake of one selection. */
export function setBetAmount(
  state: CouponState,
  betId: string,
  amount: number,
  ctx: CouponContext,
): Result<CouponState, CouponError> {
  if (!state.bets.some((bet) => bet.id === betId)) return err({ code: 'bet-not-found', betId });
  const checked = checkedAmount(amount);
  if (!checked.ok) return checked;
  return ok(recalculate({ ...state, amountByBetId: { ...state.amountByBetId, [betId]: checked.value } }, ctx));
}

/** Chain: the stake of one block; above the previous block's return is refused (spec 000 §5). */
export function setBlockAmount(
  state: CouponState,
  blockId: number,
  amount: number,
  ctx: CouponContext,
): Result<CouponState, CouponError> {
  const checked = checkedAmount(amount);
  if (!checked.ok) return checked;
  const stakes = couponChainStakes(state);
  const index = stakes.findIndex((stake) => stake.blockId === blockId);
  const stake = stakes[index];
  if (!stake) return err({ code: 'chain-needs-two-blocks', blocks: stakes.length });
  if (index === 0) return setAmount(state, checked.value, ctx);
  // Refused, not cut to the cap (QA15 #2): the stake that stood stays, and the message names the block.
  if (checked.value > stake.max) {
    return err({ code: 'block-amount-above-max', blockId, block: index + 1, amount: checked.value, max: stake.max });
  }
  return ok(
    recalculate({ ...state, amountByBlockId: { ...state.amountByBlockId, [String(blockId)]: checked.value } }, ctx),
  );
}

/** Switch the coupon type; only a type the selections and the config allow. */
export function setType(state: CouponState, typeId: number, ctx: CouponContext): Result<CouponState, CouponError> {
  const count = ownBets(state.bets).length;
  const allowed = availableCouponTypes(count, ctx.config) as number[];
  if (!allowed.includes(typeId)) return err({ code: 'type-not-available', typeId, betCount: count });
  const nextType = typeId as CouponTypeId;
  if (nextType === state.typeId) return ok(state);
  const own = ownBets(state.bets);
  const amountByBetId =
    nextType === CouponType.MULTIPLE_SINGLES
      ? Object.fromEntries(own.map((bet) => [bet.id, ownValue(state.amountByBetId, bet.id) ?? state.initialAmount]))
      : state.amountByBetId;
  return ok(
    recalculate(
      {
        ...state,
        typeId: nextType,
        bets: blocksFor(nextType, state.bets),
        amountByBlockId: {},
        amountByBetId,
        isActiveSystemBanker: false,
      },
      ctx,
    ),
  );
}

/** spec 000 §5: system value at least 2, and below the number of selections. */
export function setSystemValue(
  state: CouponState,
  value: number,
  ctx: CouponContext,
): Result<CouponState, CouponError> {
  if (state.typeId !== CouponType.SYSTEM) return err({ code: 'not-a-system' });
  const valid = validateSystemValue(value, ownBets(state.bets).length, bankerCount(state));
  if (!valid.ok) return valid;
  return ok(recalculate({ ...state, systemValue: valid.value }, ctx));
}

/** Turn the banker choice on or off; off returns every banker to the ordinary selections. */
export function setSystemBankerActive(
  state: CouponState,
  active: boolean,
  ctx: CouponContext,
): Result<CouponState, CouponError> {
  if (state.typeId !== CouponType.SYSTEM) return err({ code: 'not-a-system' });
  if (active && !ctx.config.systemBankerBlockEnabled) return err({ code: 'banker-unavailable' });
  const bets = active ? state.bets : state.bets.map((bet) => ({ ...bet, blockId: 0 }));
  return ok(recalculate({ ...state, bets, isActiveSystemBanker: active }, ctx));
}

/**
 * Make a selection a banker or an ordinary one again (spec 000 §4: bankers
 * only when the lobby block exists). A line needs one ordinary selection and
 * the system needs k below n, so b ≤ n − 2; the system value rises to b + 1
 * when the new banker needs it.
 */
export function toggleBanker(state: CouponState, betId: string, ctx: CouponContext): Result<CouponState, CouponError> {
  if (state.typeId !== CouponType.SYSTEM) return err({ code: 'not-a-system' });
  if (!ctx.config.systemBankerBlockEnabled || !state.isActiveSystemBanker) return err({ code: 'banker-unavailable' });
  const bet = state.bets.find((existing) => existing.id === betId);
  if (!bet || isBonusBet(bet)) return err({ code: 'bet-not-found', betId });
  const makeBanker = bet.blockId !== SYSTEM_BANKER_BLOCK_ID;
  if (makeBanker && bet.isDisabledBanker) return err({ code: 'banker-disabled', betId });
  const n = ownBets(state.bets).length;
  const bankers = bankerCount(state) + (makeBanker ? 1 : -1);
  if (bankers > n - 2) return err({ code: 'too-many-bankers', bankers, max: Math.max(0, n - 2) });
  const bets = state.bets.map((existing) =>
    existing.id === betId ? { ...existing, blockId: makeBanker ? SYSTEM_BANKER_BLOCK_ID : 0 } : existing,
  );
  return ok(recalculate({ ...state, bets, systemValue: Math.max(state.systemValue, bankers + 1) }, ctx));
}

/**
 * Chain: move a selection into another block, an existing one or a new one (a block is an express inside
 * the chain). A move that would leave a single block is refused: that is an express, not a chain. The
 * block a move empties disappears, and its stake with it.
 */
export function moveBetToBlock(
  state: CouponState,
  betId: string,
  blockId: number,
  ctx: CouponContext,
): Result<CouponState, CouponError> {
  const moved = state.bets.find((bet) => bet.id === betId);
  if (!moved || isBonusBet(moved)) return err({ code: 'bet-not-found', betId });
  if (state.typeId !== CouponType.CHAIN || !Number.isInteger(blockId) || blockId < 0) {
    return err({ code: 'type-not-available', typeId: state.typeId, betCount: ownBets(state.bets).length });
  }
  const bets = state.bets.map((bet) => (bet.id === betId ? { ...bet, blockId } : bet));
  const blocks = new Set(ownBets(bets).map((bet) => bet.blockId));
  if (blocks.size < 2) return err({ code: 'chain-needs-two-blocks', blocks: blocks.size });
  const amountByBlockId = Object.fromEntries(Object.entries(state.amountByBlockId).filter(([id]) => blocks.has(Number(id))));
  return ok(recalculate({ ...state, bets, amountByBlockId }, ctx));
}

/** A change to one selection from the line feed. */
export type BetUpdate = { betId: string } & Partial<
  Pick<
    Bet,
    | 'coef'
    | 'isBlocked'
    | 'isDepend'
    | 'isBannedExpress'
    | 'isFinished'
    | 'gameStatusId'
    | 'timeSec'
    | 'scoreFormatted'
    | 'opponent1FullScore'
    | 'opponent2FullScore'
    | 'statusId'
    | 'champCountryEn'
  >
>;

/**
 * Apply a batch of line updates. A coefficient that moves is marked up or
 * down against the price the player last saw (the price picked, or the one
 * last acknowledged), not against the previous move: 2.25 → 1.95 → 2.05 is
 * still down from 2.25, so a policy that asks about lower odds asks. A price
 * that comes back to that one loses its mark. The mark stays until acknowledged.
 */
export function applyOddsUpdate(
  state: CouponState,
  updates: readonly BetUpdate[],
  ctx: CouponContext,
): CouponState {
  const byId = new Map(updates.map((update) => [update.betId, update]));
  let changed = false;
  const bets = state.bets.map((bet) => {
    const update = byId.get(bet.id);
    if (!update) return bet;
    changed = true;
    const { betId: _id, ...fields } = update;
    const next: Bet = { ...bet, ...fields };
    if (update.coef !== undefined && update.coef !== bet.coef) {
      const seen = bet.prevCoef ?? bet.coef;
      next.prevCoef = update.coef === seen ? null : seen;
      next.coefChange = update.coef === seen ? null : update.coef > seen ? 'up' : 'down';
    }
    return next;
  });
  return changed ? recalculate({ ...state, bets }, ctx) : state;
}

/** The player has seen the changed prices: clear the up/down marks. */
export function acknowledgeOddsChanges(state: CouponState): CouponState {
  if (!state.bets.some((bet) => bet.coefChange !== null)) return state;
  return { ...state, bets: state.bets.map((bet) => ({ ...bet, prevCoef: null, coefChange: null })) };
}

/** Limits and balances from the server for the current coupon. */
export interface CouponLimits {
  minBetAmount: number;
  maxBetAmount: number;
  maxPayout: number;
  availablePrepaidAmount: number;
}

/** Store the server's limits; with auto max on, the amount follows a finite maximum. */
export function setLimits(
  state: CouponState,
  limits: Partial<CouponLimits>,
  ctx: CouponContext,
  account: StakeAccount = UNKNOWN_STAKE_ACCOUNT,
): CouponState {
  const next = { ...state, ...limits };
  const max = next.isActiveAutoMax ? autoMaxAmount(next, ctx, account) : null;
  return recalculate({ ...next, amount: max ?? next.amount }, ctx);
}

/** The paying account as auto max needs it. */
export interface StakeAccount {
  /** spec 000 §5: no maximum stake on the bonus account. */
  isBonusAccount: boolean;
  /** The account's money; null while unknown. */
  balance: number | null;
}

export const UNKNOWN_STAKE_ACCOUNT: StakeAccount = Object.freeze({ isBonusAccount: false, balance: null });

/**
 * The stake auto max fills in: the maximum stake where one applies (spec 000 §5: a listed type, never on the
 * bonus account), but no more than the paying account holds, since a stake above the balance is only refused
 * at placement ("Not enough money"). null when no maximum applies: there is nothing to follow.
 */
export function autoMaxAmount(state: CouponState, ctx: CouponContext, account: StakeAccount): number | null {
  const { max } = couponAmountLimits(state, ctx.config, account.isBonusAccount);
  if (!Number.isFinite(max)) return null;
  if (account.balance === null || !Number.isFinite(account.balance)) return max;
  return Math.max(0, Math.min(max, roundMoney(account.balance)));
}

/** Auto max: stake the most the bookmaker allows and the account covers (autoMaxAmount), when it is known. */
export function setAutoMax(
  state: CouponState,
  active: boolean,
  ctx: CouponContext,
  account: StakeAccount = UNKNOWN_STAKE_ACCOUNT,
): CouponState {
  const max = active ? autoMaxAmount(state, ctx, account) : null;
  return recalculate({ ...state, isActiveAutoMax: active, amount: max ?? state.amount }, ctx);
}

/**
 * The account the coupon is paid from; its currency sets the initial amount (spec 000 §9). The bookmaker
 * quotes limits for one account, in its currency: another account's minimum, maximum and maximum payout
 * (a RUB 10 to 100,000 on a EUR account, QA) are dropped until the bookmaker quotes the new account's own,
 * so the slip neither shows nor enforces figures of another currency meanwhile.
 */
export function setAccount(
  state: CouponState,
  account: { accountId: number; currency: string | null },
  ctx: CouponContext,
  options: { currencyChanged?: boolean } = {},
): CouponState {
  const initialAmount = initialAmountFor(account.currency);
  // A stake typed in one currency is no stake in another (1,000 RUB is not 1,000 EUR): another currency
  // starts the coupon's stakes again at its own initial amount; the same currency keeps what was typed.
  if (options.currencyChanged) {
    const amountByBetId = Object.fromEntries(Object.keys(state.amountByBetId).map((id) => [id, initialAmount]));
    state = { ...state, amount: initialAmount, amountByBetId, amountByBlockId: {} };
  }
  const amount = state.amount <= 0 || state.amount === state.initialAmount ? initialAmount : state.amount;
  const limits =
    account.accountId === state.accountId
      ? {}
      : {
          minBetAmount: DEFAULT_COUPON.minBetAmount,
          maxBetAmount: DEFAULT_COUPON.maxBetAmount,
          maxPayout: DEFAULT_COUPON.maxPayout,
          hyperBonus: DEFAULT_COUPON.hyperBonus,
        };
  return recalculate({ ...state, ...limits, accountId: account.accountId, initialAmount, amount }, ctx);
}

/** Ask for a VIP bet; only while one is available (spec 000 §5). */
export function setVipBet(state: CouponState, active: boolean, ctx: CouponContext): CouponState {
  return recalculate({ ...state, isActiveVipBet: active }, ctx);
}

export function setTab(state: CouponState, tab: CouponTabId): CouponState {
  return { ...state, tab };
}

/**
 * A bet was accepted: show the success coupon and empty the slip of what was placed (`placedBetIds`, the
 * request's selections). Selections the player added while the bet was on its way stay, as a coupon of
 * their own; without the ids everything goes.
 */
export function markPlaced(
  state: CouponState,
  success: SuccessCoupon,
  ctx: CouponContext,
  placedBetIds?: readonly string[],
): CouponState {
  const cleared = clearCoupon({ ...state, successCoupon: success, singlesResultCoupons: [] }, ctx);
  if (!placedBetIds) return cleared;
  const placed = new Set(placedBetIds);
  const added = ownBets(state.bets).filter((bet) => !placed.has(bet.id));
  if (added.length === 0) return cleared;
  const addedAtByBetId = Object.fromEntries(added.map((bet) => [bet.id, ownValue(state.addedAtByBetId, bet.id) ?? 0]));
  return recalculate(
    {
      ...cleared,
      typeId: added.length > 1 ? CouponType.EXPRESS : CouponType.SINGLE,
      bets: added.map((bet) => ({ ...bet, blockId: 0 })),
      addedAtByBetId,
    },
    ctx,
  );
}

/**
 * Multiple singles were answered per single (PlacementOutcome `singles-placed`). The singles that stand
 * leave the slip; the refused ones stay with their stakes, a refused price change takes the new price with
 * its up/down mark, and `singlesResultCoupons` lists every answer with the selection it was for
 * (`placedBets`: the slip's selections when the coupon was sent). One single left is a single at its own
 * stake. An answer for a selection that was not sent is left out; a selection the answer does not name
 * stays in the slip (it is not known to stand). Selections added while the coupon was on its way stay.
 * `currency`: what the stakes were paid in, which the results keep whatever account pays next.
 */
export function markSinglesPlaced(
  state: CouponState,
  singles: readonly SinglePlacement[],
  placedBets: readonly Bet[],
  ctx: CouponContext,
  currency: string,
): CouponState {
  const sent = new Map(ownBets(placedBets).map((bet) => [bet.id, bet]));
  const answered = new Set<string>();
  const results: SingleResultCoupon[] = [];
  for (const single of singles) {
    const bet = sent.get(single.betId);
    if (!bet || answered.has(single.betId)) continue;
    answered.add(single.betId);
    results.push({ ...single, bet, currency });
  }
  const standing = new Set(results.filter((r) => r.status === 'accepted').map((r) => r.betId));
  const left = ownBets(state.bets).filter((bet) => !standing.has(bet.id));
  const base = { ...state, successCoupon: null, singlesResultCoupons: results };
  if (left.length === 0) return clearCoupon(base, ctx);
  const keep = (record: Record<string, number>) =>
    Object.fromEntries(left.filter((bet) => ownValue(record, bet.id) !== undefined).map((bet) => [bet.id, ownValue(record, bet.id) as number]));
  const amountByBetId = keep(state.amountByBetId);
  const only = left.length === 1 ? ownValue(amountByBetId, left[0]!.id) : undefined;
  const remaining = recalculate(
    {
      ...base,
      bets: [...left, ...state.bets.filter(isBonusBet)],
      amountByBetId,
      addedAtByBetId: keep(state.addedAtByBetId),
      amount: only ?? state.amount,
      activePlaceBetIds: state.activePlaceBetIds.filter((id) => !standing.has(id)),
    },
    ctx,
  );
  const moved = results.flatMap((r) =>
    r.status === 'rejected' && r.reason === 'odds-changed' && isPrice(r.newCoef) ? [{ betId: r.betId, coef: r.newCoef }] : [],
  );
  return applyOddsUpdate(remaining, moved, ctx);
}

/** A coupon loaded by its code replaces the slip; it is not a coupon built here any more. */
export function loadCoupon(state: CouponState, loaded: CouponByCode, now: number, ctx: CouponContext): CouponState {
  const bets = loaded.bets.filter((bet) => bet.id !== BONUS_BET_ID).slice(0, ctx.config.maxBets);
  const cleared = clearCoupon(state, ctx);
  return recalculate(
    {
      ...cleared,
      typeId: loaded.typeId,
      systemValue: loaded.systemValue,
      amount: loaded.amount > 0 ? loaded.amount : cleared.amount,
      bets,
      expressId: loaded.expressId,
      addedAtByBetId: Object.fromEntries(bets.map((bet) => [bet.id, now])),
      amountByBetId:
        loaded.typeId === CouponType.MULTIPLE_SINGLES
          ? Object.fromEntries(bets.map((bet) => [bet.id, loaded.amount > 0 ? loaded.amount : cleared.initialAmount]))
          : {},
      // QA13 #4: a system placed with bankers loads with its bankers chosen (recalculate drops them where the
      // site has no banker block), so the loaded coupon is the one placed, not a system of every selection.
      isActiveSystemBanker: loaded.typeId === CouponType.SYSTEM && bets.some((bet) => bet.blockId === SYSTEM_BANKER_BLOCK_ID),
      isCouponLoadedFromCode: true,
      loadCouponInputValue: loaded.code,
    },
    ctx,
  );
}

/** The minimum stake of one system line, 0 when none applies. */
function systemLineMinimum(state: CouponState, ctx: CouponContext): number {
  const { min } = amountLimits({
    typeId: CouponType.SYSTEM,
    minBetAmount: state.minBetAmount,
    maxBetAmount: state.maxBetAmount,
    isBonusAccount: false,
    minBetTypeIds: ctx.config.minBetTypeIds,
    maxBetTypeIds: ctx.config.maxBetTypeIds,
  });
  return min ?? 0;
}
