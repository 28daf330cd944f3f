import {
  BONUS_BET_TYPE_ID,
  COUPON_TYPE_IDS,
  DEFAULT_BET_STATUS_ID,
  CouponTab,
  createBet,
  CouponType,
  DEFAULT_COUPON,
  DEFAULT_COUPON_SETTINGS,
  isOddsChangePolicyId,
  isPrice,
  normalizeAmount,
  ownBets,
  ownValue,
  recalculate,
  type Bet,
  type BetUpdate,
  type CouponContext,
  type CouponSettings,
  type CouponState,
} from '../../domain/coupon';

/** Storage keys (spec 000 §3 "Client storage": coupon settings; the coupon itself is ours). */
export const COUPON_STORAGE_KEY = 'coupon';
export const COUPON_SETTINGS_STORAGE_KEY = 'coupon-settings';
/** Bumped when the stored shape changes; an older record is dropped, never misread. */
export const COUPON_STORAGE_VERSION = 1;

/**
 * The part of the coupon that survives a reload: the player's choices. Limits,
 * balances and the success coupon come from the server again; derived fields
 * (coef, systemValues, the bonus bet) are recomputed on load.
 */
type StoredCoupon = Pick<
  CouponState,
  | 'tab'
  | 'typeId'
  | 'bets'
  | 'amount'
  | 'amountByBlockId'
  | 'amountByBetId'
  | 'systemValue'
  | 'isActiveSystemBanker'
  | 'promoCode'
  | 'manualPromoCode'
  | 'expressId'
  | 'addedAtByBetId'
  | 'manuallyDeletedBonusBet'
  | 'isCouponLoadedFromCode'
  | 'loadCouponInputValue'
  | 'isActiveVipBet'
>;

/**
 * Selections taken out of the slip (placed, removed, replaced, cleared): outcome id → when, ms since 1970.
 * Stored beside the selections so that a tab which adopts another tab's record can tell a selection removed
 * there from one picked here that the other tab had not heard of yet (local storage has no compare-and-set).
 */
export type SlipRemovals = Readonly<Record<string, number>>;

/**
 * How many removals the record keeps, and for how long: far longer than a storage event takes to reach
 * another tab, and a bounded record whatever happens (a slip holds config.maxBets selections at most).
 */
export const SLIP_REMOVALS_KEPT = { count: 100, ms: 10 * 60_000 } as const;

/** The coupon as stored, with the removals this tab knows of (the record another tab merges with its own). */
export function serializeCoupon(state: CouponState, removals: SlipRemovals = {}): string {
  const stored: StoredCoupon & { v: number; removedAtByBetId: SlipRemovals } = {
    v: COUPON_STORAGE_VERSION,
    tab: state.tab,
    typeId: state.typeId,
    bets: state.bets,
    amount: state.amount,
    amountByBlockId: state.amountByBlockId,
    amountByBetId: state.amountByBetId,
    systemValue: state.systemValue,
    isActiveSystemBanker: state.isActiveSystemBanker,
    promoCode: state.promoCode,
    manualPromoCode: state.manualPromoCode,
    expressId: state.expressId,
    addedAtByBetId: state.addedAtByBetId,
    manuallyDeletedBonusBet: state.manuallyDeletedBonusBet,
    isCouponLoadedFromCode: state.isCouponLoadedFromCode,
    loadCouponInputValue: state.loadCouponInputValue,
    isActiveVipBet: state.isActiveVipBet,
    removedAtByBetId: removals,
  };
  return JSON.stringify(stored);
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const numOr = (v: unknown, fallback: number) => (isNum(v) ? v : fallback);
const numOrNull = (v: unknown) => (isNum(v) ? v : null);
const strOr = (v: unknown, fallback: string) => (isStr(v) ? v : fallback);
const boolOr = (v: unknown, fallback: boolean) => (isBool(v) ? v : fallback);

/** A record of amounts (0 to MAX_AMOUNT, in cents); anything else in it is dropped. */
function amounts(v: unknown): Record<string, number> {
  if (!isObject(v)) return {};
  const money = Object.entries(v).map(([key, n]) => [key, isNum(n) ? normalizeAmount(n) : undefined] as const);
  return Object.fromEntries(money.filter((entry): entry is readonly [string, number] => entry[1] !== undefined));
}

/** An ISO currency code (three capital letters), else null. */
const currencyOrNull = (v: unknown): string | null => (typeof v === 'string' && /^[A-Z]{3}$/.test(v) ? v : null);

/** A record of times (ms since epoch, finite and non-negative); anything else in it is dropped. */
function times(v: unknown): Record<string, number> {
  if (!isObject(v)) return {};
  return Object.fromEntries(Object.entries(v).filter((entry): entry is [string, number] => isNum(entry[1]) && entry[1] >= 0));
}

/** Largest line (total or handicap) a stored selection may carry. */
const MAX_OUTCOME_PARAM = 1000;

/** A stored bet, or null when the fields the coupon's maths needs are missing or wrong. */
export function parseStoredBet(v: unknown): Bet | null {
  if (!isObject(v) || !isStr(v.id) || v.id === '' || !isNum(v.gameId) || !isPrice(v.coef)) return null;
  const m = isObject(v.market) ? v.market : {};
  const duel = isObject(v.playersDuel) && isStr(v.playersDuel.player1NameEn) && isStr(v.playersDuel.player2NameEn)
    ? { player1NameEn: v.playersDuel.player1NameEn, player2NameEn: v.playersDuel.player2NameEn }
    : null;
  return createBet({
    id: v.id,
    gameId: v.gameId,
    coef: v.coef,
    market: { id: numOr(m.id, 0), kind: numOr(m.kind, 0), name: strOr(m.name, ''), isLive: boolOr(m.isLive, false) },
    blockId: numOr(v.blockId, 0),
    statusId: numOr(v.statusId, DEFAULT_BET_STATUS_ID),
    typeId: numOr(v.typeId, 0),
    // A line is a small number (2.5, -1.5); anything else is dropped and the bet is named by its stored label.
    ...(isNum(v.outcomeParam) && Math.abs(v.outcomeParam) <= MAX_OUTCOME_PARAM ? { outcomeParam: v.outcomeParam } : {}),
    sportNameEn: strOr(v.sportNameEn, ''),
    champNameEn: strOr(v.champNameEn, ''),
    // Absent from a slip stored before bets carried it: that slip still reads, and the line's re-read at start fills it.
    ...(isStr(v.champCountryEn) ? { champCountryEn: v.champCountryEn } : {}),
    number: numOr(v.number, 0),
    isFinished: boolOr(v.isFinished, false),
    isLiveInLive: boolOr(v.isLiveInLive, false),
    permanentId: numOr(v.permanentId, 0),
    gameStatusId: numOr(v.gameStatusId, 1),
    startTime: numOr(v.startTime, 0),
    timeSec: numOr(v.timeSec, 0),
    opponent1NameEn: strOr(v.opponent1NameEn, ''),
    opponent2NameEn: strOr(v.opponent2NameEn, ''),
    opponent1FullScore: numOrNull(v.opponent1FullScore),
    opponent2FullScore: numOrNull(v.opponent2FullScore),
    scoreFormatted: strOr(v.scoreFormatted, ''),
    isBlocked: boolOr(v.isBlocked, false),
    isDepend: boolOr(v.isDepend, false),
    isBannedExpress: boolOr(v.isBannedExpress, false),
    isDisabledBanker: boolOr(v.isDisabledBanker, false),
    expressId: numOrNull(v.expressId),
    statisticId: isStr(v.statisticId) ? v.statisticId : null,
    playersDuel: duel,
    pageType: strOr(v.pageType, ''),
    prevCoef: numOrNull(v.prevCoef),
    coefChange: v.coefChange === 'up' || v.coefChange === 'down' ? v.coefChange : null,
  });
}

function parseJson(raw: string | null): unknown {
  if (raw === null || raw === '') return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * The stored coupon, or the default coupon when nothing valid is stored: a
 * corrupt record never breaks the page. Bets that fail the check are dropped,
 * duplicates and the overflow above config.maxBets too; derived fields are
 * recomputed for the current context.
 */
export function parseStoredCoupon(raw: string | null, ctx: CouponContext): CouponState {
  return readStoredCoupon(raw, ctx) ?? DEFAULT_COUPON;
}

/** The stored coupon read as parseStoredCoupon does; null when the record is absent or not a coupon at all. */
export function readStoredCoupon(raw: string | null, ctx: CouponContext): CouponState | null {
  return couponOf(parseJson(raw), ctx);
}

function couponOf(v: unknown, ctx: CouponContext): CouponState | null {
  if (!isObject(v) || v.v !== COUPON_STORAGE_VERSION || !Array.isArray(v.bets)) return null;
  const seen = new Set<string>();
  const bets: Bet[] = [];
  for (const item of v.bets) {
    const bet = parseStoredBet(item);
    // The bonus bet is derived: recalculate adds it back when it is still offered.
    if (!bet || seen.has(bet.id) || bet.typeId === BONUS_BET_TYPE_ID) continue;
    seen.add(bet.id);
    bets.push(bet);
  }
  const typeId = COUPON_TYPE_IDS.find((id) => id === v.typeId) ?? DEFAULT_COUPON.typeId;
  const tab = v.tab === CouponTab.MY_BETS ? CouponTab.MY_BETS : CouponTab.SLIP;
  const addedAt = times(v.addedAtByBetId);
  const state: CouponState = {
    ...DEFAULT_COUPON,
    tab,
    typeId,
    bets: bets.slice(0, ctx.config.maxBets),
    amount: (isNum(v.amount) ? normalizeAmount(v.amount) : undefined) ?? DEFAULT_COUPON.amount,
    amountByBlockId: amounts(v.amountByBlockId),
    amountByBetId: amounts(v.amountByBetId),
    systemValue: isNum(v.systemValue) && Number.isInteger(v.systemValue) && v.systemValue >= 2 ? v.systemValue : DEFAULT_COUPON.systemValue,
    isActiveSystemBanker: boolOr(v.isActiveSystemBanker, false),
    promoCode: isStr(v.promoCode) ? v.promoCode : null,
    manualPromoCode: strOr(v.manualPromoCode, ''),
    expressId: numOrNull(v.expressId),
    addedAtByBetId: addedAt,
    manuallyDeletedBonusBet: boolOr(v.manuallyDeletedBonusBet, false),
    isCouponLoadedFromCode: boolOr(v.isCouponLoadedFromCode, false),
    loadCouponInputValue: strOr(v.loadCouponInputValue, ''),
    isActiveVipBet: boolOr(v.isActiveVipBet, false),
  };
  if (state.bets.length === 0) return recalculate({ ...state, typeId: DEFAULT_COUPON.typeId }, ctx);
  return recalculate(state, ctx);
}

export function serializeSettings(settings: CouponSettings): string {
  return JSON.stringify({ v: COUPON_STORAGE_VERSION, ...settings });
}

/** The stored coupon settings over the defaults; a field of the wrong type keeps its default. */
export function parseStoredSettings(raw: string | null): CouponSettings {
  return readStoredSettings(raw) ?? DEFAULT_COUPON_SETTINGS;
}

/** The stored settings read as parseStoredSettings does; null when the record is absent or not settings at all. */
export function readStoredSettings(raw: string | null): CouponSettings | null {
  const v = parseJson(raw);
  if (!isObject(v) || v.v !== COUPON_STORAGE_VERSION) return null;
  const d = DEFAULT_COUPON_SETTINGS;
  const positive = (x: unknown, fallback: number) => (isNum(x) ? normalizeAmount(x) : undefined) ?? fallback;
  return {
    amountStepByCurrency: Object.fromEntries(Object.entries(amounts(v.amountStepByCurrency)).filter(([, n]) => n > 0)),
    isManualAmountStep: boolOr(v.isManualAmountStep, d.isManualAmountStep),
    changeCoefAction: isNum(v.changeCoefAction) && isOddsChangePolicyId(v.changeCoefAction) ? v.changeCoefAction : d.changeCoefAction,
    isAutoMax: boolOr(v.isAutoMax, d.isAutoMax),
    isVipBet: boolOr(v.isVipBet, d.isVipBet),
    isBalanceShown: boolOr(v.isBalanceShown, d.isBalanceShown),
    isPossibleWinShown: boolOr(v.isPossibleWinShown, d.isPossibleWinShown),
    isSelectAccountShown: boolOr(v.isSelectAccountShown, d.isSelectAccountShown),
    isCouponFixed: boolOr(v.isCouponFixed, d.isCouponFixed),
    oneClickAmount: positive(v.oneClickAmount, d.oneClickAmount),
    oneClickAmountCurrency: currencyOrNull(v.oneClickAmountCurrency),
    isActiveOneClick: boolOr(v.isActiveOneClick, d.isActiveOneClick),
    exactCoef: isPrice(v.exactCoef) && v.exactCoef > 1 ? v.exactCoef : null,
    // spec 000 §4: drop-on-score-change and one-click are never on together.
    isDropOnScoreChange: boolOr(v.isDropOnScoreChange, d.isDropOnScoreChange) && !boolOr(v.isActiveOneClick, false),
    bonusAccountOneClickAmount: positive(v.bonusAccountOneClickAmount, d.bonusAccountOneClickAmount),
    bonusAccountOneClickAmountCurrency: currencyOrNull(v.bonusAccountOneClickAmountCurrency),
  };
}

/** What this tab's own feed keeps current on a selection, with the mark against the price the player saw here. */
const LIVE_BET_FIELDS = [
  'coef',
  'prevCoef',
  'coefChange',
  'isBlocked',
  'isDepend',
  'isBannedExpress',
  'isFinished',
  'gameStatusId',
  'timeSec',
  'scoreFormatted',
  'opponent1FullScore',
  'opponent2FullScore',
  'statusId',
] as const satisfies readonly (keyof Omit<BetUpdate, 'betId'> | 'prevCoef' | 'coefChange')[];

/**
 * The coupon another tab stored (`stored`, read by readStoredCoupon), taken into this tab's `current` one.
 * The player's choices come from storage: which selections, the type, the stakes, bankers and blocks, promo
 * code, VIP. What storage does not hold stays this tab's: the account, the limits, the promo code list, the
 * success coupon shown here, one-click bets on their way, the quick coupon's visibility, auto max (a
 * setting). A selection in both keeps this tab's price, lock, score and up/down mark: this tab's feed is
 * live, while a background tab may have stored an older price.
 */
export function adoptStoredCoupon(current: CouponState, stored: CouponState, ctx: CouponContext): CouponState {
  const here = new Map(current.bets.map((bet) => [bet.id, bet]));
  const bets = stored.bets.map((bet) => {
    const mine = here.get(bet.id);
    if (!mine) return bet;
    const live: Partial<Bet> = {};
    for (const field of LIVE_BET_FIELDS) Object.assign(live, { [field]: mine[field] });
    return { ...bet, ...live };
  });
  // Every stored field (the type lists them all), so a field added to storage is adopted too.
  const choices: StoredCoupon = {
    tab: stored.tab,
    typeId: stored.typeId,
    bets,
    amount: stored.amount,
    amountByBlockId: stored.amountByBlockId,
    amountByBetId: stored.amountByBetId,
    systemValue: stored.systemValue,
    isActiveSystemBanker: stored.isActiveSystemBanker,
    promoCode: stored.promoCode,
    manualPromoCode: stored.manualPromoCode,
    expressId: stored.expressId,
    addedAtByBetId: stored.addedAtByBetId,
    manuallyDeletedBonusBet: stored.manuallyDeletedBonusBet,
    isCouponLoadedFromCode: stored.isCouponLoadedFromCode,
    loadCouponInputValue: stored.loadCouponInputValue,
    isActiveVipBet: stored.isActiveVipBet,
  };
  return recalculate({ ...current, ...choices }, ctx);
}

// ---- one slip for several tabs: removals and the merge --------------------

/**
 * The removals worth keeping at `now`: none older than SLIP_REMOVALS_KEPT.ms, the newest
 * SLIP_REMOVALS_KEPT.count of them. A time after `now` (a hostile or broken record: tabs share one clock)
 * counts as `now`, so it ages out like any other.
 */
export function boundRemovals(removals: Readonly<Record<string, unknown>>, now: number): Record<string, number> {
  const fresh: [string, number][] = [];
  for (const id in removals) {
    if (!Object.hasOwn(removals, id)) continue;
    const at = removals[id];
    if (id === '' || !isNum(at) || at < 0) continue;
    const when = Math.min(at, now);
    if (now - when <= SLIP_REMOVALS_KEPT.ms) fresh.push([id, when]);
    // A record with far more entries than this tab could write is not read to its end.
    if (fresh.length >= SLIP_REMOVALS_KEPT.count * 10) break;
  }
  fresh.sort(([a, at], [b, bt]) => bt - at || (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(fresh.slice(0, SLIP_REMOVALS_KEPT.count));
}

/**
 * A change this tab made to its slip, noted in its removals: a selection it no longer has was removed now
 * (placed, taken out, replaced in its market, cleared); a selection it picked again is no longer removed.
 */
export function noteOwnChange(removals: SlipRemovals, before: CouponState, after: CouponState, now: number): Record<string, number> {
  const had = new Set(ownBets(before.bets).map((bet) => bet.id));
  const has = new Set(ownBets(after.bets).map((bet) => bet.id));
  const next: Record<string, number> = { ...removals };
  let changed = false;
  for (const id of had) if (!has.has(id)) ((next[id] = now), (changed = true));
  for (const id of has) if (!had.has(id) && Object.hasOwn(next, id)) (delete next[id], (changed = true));
  return changed ? boundRemovals(next, now) : { ...removals };
}

/**
 * A selection added at `addedAt` is gone when a removal of it is as new or newer: a removal wins a tie,
 * since bringing back a placed selection could place it twice. A selection picked again after its removal
 * stays. An addition time after `now` counts as `now` (a hostile record cannot make a selection immortal).
 */
export function isRemoved(removals: SlipRemovals, betId: string, addedAt: number | undefined, now: number): boolean {
  const at = ownValue(removals, betId);
  return at !== undefined && at >= Math.min(addedAt ?? 0, now);
}

/** Another tab's record as read: its coupon, and its removals (null in a record from before removals were stored). */
export interface StoredSlip {
  coupon: CouponState;
  removals: Record<string, number> | null;
}

/** The record read with the bounded reader (readStoredCoupon) and its removals bounded at `now`; null when it is not a coupon. */
export function readStoredSlip(raw: string | null, ctx: CouponContext, now: number): StoredSlip | null {
  const v = parseJson(raw);
  const coupon = couponOf(v, ctx);
  if (!coupon || !isObject(v)) return null;
  return { coupon, removals: isObject(v.removedAtByBetId) ? boundRemovals(v.removedAtByBetId, now) : null };
}

/** The removals this tab knows of at start: those of the stored record. */
export function readStoredRemovals(raw: string | null, now: number): Record<string, number> {
  const v = parseJson(raw);
  return isObject(v) && v.v === COUPON_STORAGE_VERSION && isObject(v.removedAtByBetId) ? boundRemovals(v.removedAtByBetId, now) : {};
}

function sameRemovals(a: SlipRemovals, b: SlipRemovals): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((id) => ownValue(b, id) === a[id]);
}

const idsOf = (bets: readonly Bet[]) => ownBets(bets).map((bet) => bet.id).join('\u0000');

/** What a tab takes from another tab's record: the coupon to adopt, the removals it now knows, and whether to write it back. */
export interface MergedSlip {
  /** The stored coupon with the merged selections, for adoptStoredCoupon. */
  coupon: CouponState;
  removals: Record<string, number>;
  /** The merge holds selections or removals the record lacks: written back once, so the other tab hears them. */
  writeBack: boolean;
}

/**
 * Another tab's record merged with this tab's slip instead of replacing it (README "one slip per browser"):
 * - the selections are both sides' (the record's first, in its order, then this tab's that it lacks), less
 *   any selection whose removal, known to either side, is as new as its addition or newer (isRemoved): a
 *   selection placed or removed in one tab does not come back from a tab that stored it before it heard;
 *   a pick the other tab had not heard of stays; a selection picked again after its removal stays;
 * - a selection's addition time is the later of the two sides' (picked again in one of them);
 * - two outcomes of one market (picked in two tabs at once): the later pick stays, as a pick here replaces;
 * - at most config.maxBets selections, the record's first;
 * - removals are both sides', bounded (boundRemovals);
 * - the rest of the coupon (type, stakes, system value, promo code, VIP…) is the record's: the last writer's.
 * Both tabs reach the same selections, so a merge written back is taken in by the other tab as it is.
 * A record from before removals were stored is adopted as it is (an older version's removal cannot be told
 * from a pick here, and bringing back a placed selection is the worse mistake), and not written back.
 */
export function mergeStoredSlip(
  current: CouponState,
  currentRemovals: SlipRemovals,
  stored: StoredSlip,
  now: number,
  ctx: CouponContext,
): MergedSlip {
  if (stored.removals === null) return { coupon: stored.coupon, removals: boundRemovals(currentRemovals, now), writeBack: false };
  const removals = { ...stored.removals };
  for (const id in currentRemovals) {
    const at = currentRemovals[id];
    if (Object.hasOwn(currentRemovals, id) && at !== undefined && !(at <= (ownValue(removals, id) ?? -1))) removals[id] = at;
  }
  const bounded = boundRemovals(removals, now);

  const theirs = stored.coupon;
  const addedAt = (id: string) => Math.max(ownValue(current.addedAtByBetId, id) ?? 0, ownValue(theirs.addedAtByBetId, id) ?? 0);
  const theirBets = ownBets(theirs.bets);
  const inRecord = new Set(theirBets.map((bet) => bet.id));
  const lastBlock = theirBets.reduce((max, bet) => Math.max(max, bet.blockId), -1);
  const extras = ownBets(current.bets)
    .filter((bet) => !inRecord.has(bet.id))
    .map((bet, index) => ({ ...bet, blockId: theirs.typeId === CouponType.CHAIN ? lastBlock + 1 + index : 0 }));
  const alive = [...theirBets, ...extras].filter((bet) => !isRemoved(bounded, bet.id, addedAt(bet.id), now));
  const later = (a: Bet, b: Bet) => addedAt(a.id) > addedAt(b.id) || (addedAt(a.id) === addedAt(b.id) && a.id > b.id);
  const kept = alive
    .filter((bet) => !alive.some((other) => other !== bet && other.gameId === bet.gameId && other.market.id === bet.market.id && later(other, bet)))
    .slice(0, ctx.config.maxBets);

  const amountByBetId: Record<string, number> = {};
  const addedAtByBetId: Record<string, number> = {};
  for (const bet of kept) {
    addedAtByBetId[bet.id] = addedAt(bet.id);
    const stake = inRecord.has(bet.id)
      ? ownValue(theirs.amountByBetId, bet.id)
      : (ownValue(current.amountByBetId, bet.id) ?? (theirs.typeId === CouponType.MULTIPLE_SINGLES ? current.initialAmount : undefined));
    if (stake !== undefined) amountByBetId[bet.id] = stake;
  }
  return {
    coupon: { ...theirs, bets: kept, addedAtByBetId, amountByBetId },
    removals: bounded,
    writeBack: idsOf(kept) !== idsOf(theirBets) || !sameRemovals(bounded, stored.removals),
  };
}
