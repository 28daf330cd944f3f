import {
  BONUS_BET_TYPE_ID,
  COUPON_TYPE_IDS,
  DEFAULT_BET_STATUS_ID,
  CouponTab,
  createBet,
  DEFAULT_COUPON,
  DEFAULT_COUPON_SETTINGS,
  isOddsChangePolicyId,
  isPrice,
  normalizeAmount,
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

export function serializeCoupon(state: CouponState): string {
  const stored: StoredCoupon & { v: number } = {
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
    sportNameEn: strOr(v.sportNameEn, ''),
    champNameEn: strOr(v.champNameEn, ''),
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
  const v = parseJson(raw);
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
