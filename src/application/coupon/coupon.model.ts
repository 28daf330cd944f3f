import { combine, createEffect, createEvent, createStore, merge, sample, scopeBind, split, type Event, type Store } from 'effector';
import {
  acknowledgeOddsChanges,
  amountStep,
  applyOddsUpdate,
  availableCouponTypes,
  buildCouponRequest,
  clearCoupon,
  clearExactCoef,
  CouponType,
  confirmOneClick,
  couponAmountLimits,
  couponLines,
  couponPossibleWinWithBonus,
  couponChargedStake,
  couponTotalStake,
  isStakeOverBalance,
  DEFAULT_COUPON,
  DEFAULT_CURRENCY,
  type CouponOffer,
  DEFAULT_COUPON_CONFIG,
  DEFAULT_COEF_VIEW_ID,
  initialAmountFor,
  hasLockedBetsIn,
  isBonusBetOffered,
  isOneClickActive,
  isOneClickAvailable,
  isVipBetAvailable,
  loadCoupon,
  markPlaced,
  markSinglesPlaced,
  oneClickAmount,
  isPrice,
  ownBets,
  repriceOddsChanges,
  recalculate,
  removeBet,
  placementPolicy,
  resolveOddsChanges,
  setAmount,
  setAutoMax,
  autoMaxAmount,
  type StakeAccount,
  normalizeAmount,
  moveBetToBlock,
  choosePromoCode,
  chosenPromoCode,
  dropInapplicablePromoCode,
  type PromoCodeDrop,
  setManualPromoCode,
  setPromoCodes,
  type PromoCodesOutcome,
  type PromoCodesPort,
  setBetAmount,
  setDropOnScoreChange,
  setExactCoef,
  setSystemBankerActive,
  setSystemValue,
  setTab,
  setType,
  setVipBet,
  stepCouponAmount,
  toggleBanker,
  toggleBet,
  keepPlacedSelections,
  toggleOneClick,
  couponPossibleWin,
  couponChainStakes,
  formatOdds,
  isBetLive,
  setBlockAmount,
  setAccount,
  setLimits,
  type Bet,
  type ChainStake,
  type CouponLimitsPort,
  type CouponLimitsQuery,
  type CouponOfferOutcome,
  type HyperBonus,
  winBeforePromoBoost,
  winWithHyperBonus,
  type BetPlacementPort,
  type CouponConfig,
  type CouponContext,
  type CouponError,
  type CouponRequest,
  type CouponSettings,
  type CouponState,
  type CouponTabId,
  type CouponTypeId,
  type HistoryOutcome,
  type HistoryFilter,
  type HistoryQuery,
  DEFAULT_HISTORY_FILTER,
  historyQuery,
  nextHistoryPage,
  type CouponByCode,
  type LoadByCodeOutcome,
  type OddsChange,
  type PlacedBet,
  type PlacementOutcome,
  type SuccessCoupon,
} from '../../domain/coupon';
import type { Game, LineFeedPort, LinePort, LineUpdate, Selection } from '../../domain/line';
import type { PlayerState } from '../../domain/session';
import { appendNew, uuidV4, type ClockPort, type KeyValueStoragePort, type LoggerPort, type Result } from '../../domain/shared';
import { betFromSelection, betUpdatesFromFeed, betUpdatesFromLine } from './bet-from-selection';
import {
  couponErrorMessage,
  placementMessage,
  promoCodeDroppedMessage,
  slipChangedElsewhereMessage,
  SLIP_BUSY_ASKING,
  SLIP_BUSY_PLACING,
  type CouponMessage,
} from './coupon-messages';
import { persistCoupon } from './coupon-persistence';
import { replayDuringRead } from '../line/replay-during-read';
import { RESYNC_RETRY_MS } from '../line/line.model';
import { createClockTimer } from '../session/clock-timer';
import { COUPON_SETTINGS_STORAGE_KEY, COUPON_STORAGE_KEY, parseStoredCoupon, parseStoredSettings } from './coupon-storage';
import { HISTORY_FILTER_STORAGE_KEY, storedHistoryFilter } from './history-filter-storage';
import { createPlacedCouponLookup } from './placed-coupon-lookup';

export interface CouponDeps {
  placement: BetPlacementPort;
  /** The bookmaker's limits and hyper-bonus for the coupon; without it the slip shows none (placement still enforces). */
  limits?: CouponLimitsPort;
  /** The player's own promo codes; without it the slip offers typing a code only. */
  promoCodes?: PromoCodesPort;
  /** Local storage: the coupon and its settings survive a reload, and are one slip for every tab (coupon-persistence.ts). */
  storage: KeyValueStoragePort;
  /**
   * Session storage: the bet history's period and status survive a reload of the tab (each tab keeps its own).
   * Without it the filter is kept while the player stays on the site.
   */
  sessionStorage?: KeyValueStoragePort;
  /** Where a record another tab left unreadable is reported. */
  logger?: LoggerPort;
  clock: ClockPort;
  /** Live odds for the selections in the slip. */
  feed: LineFeedPort;
  /**
   * The line, read once at start for a slip restored from storage: its prices and states are as old as the
   * last visit, and the feed only brings changes from now on; read again after a feed resync (changes lost).
   * Without it the slip waits for the feed.
   */
  line?: Pick<LinePort, 'game'>;
  /** The signed-in player (the shell's); anonymous players cannot place. */
  $player: Store<PlayerState>;
  /** The site's coupon config; the defaults when omitted. */
  $config?: Store<CouponConfig>;
  /**
   * The account the player bets from (the header's active account); null until
   * accounts load. Its currency sets the initial amount (spec 000 §9), and a
   * bonus account has no maximum and its own one-click amount (spec 000 §5–§6).
   */
  $account?: Store<CouponAccount | null>;
  /** The player's odds format (a global preference, spec 000 §3). */
  $coefViewId?: Store<number>;
  /** Outcomes picked in the line (the line model's selectionPicked). */
  selections?: Event<Selection>;
  /** One key per placement attempt; a retry of the same attempt reuses it. */
  newIdempotencyKey?: () => string;
  /**
   * spec 000 §3 "coupon sent to the server: … refId": the referral the player's account belongs to (the
   * player config's user_ref_id), sent with every coupon so the bookmaker books the bet to that partner;
   * null when the player has none.
   */
  $refId?: Store<string | null>;
}

/** The account a coupon is paid from, as the coupon needs it. */
export interface CouponAccount {
  accountId: number;
  /** ISO code; null when the account does not say. */
  currency: string | null;
  isBonus: boolean;
  /** The account's money; auto max stakes no more than it. Absent or null while unknown. */
  balance?: number | null;
}

/**
 * The slip's currency: the paying account's, else the player's, else RUB (spec 000 §9's fallback). The
 * stake steps, the initial and one-click amounts and what the slip shows all read this one value, so a
 * press of + on a EUR account steps by the EUR step the slip labels.
 */
export function slipCurrency(account: CouponAccount | null, player: Pick<PlayerState, 'currency'>): string {
  return account?.currency ?? player.currency ?? DEFAULT_CURRENCY;
}

/** What the slip shows beside the coupon itself, derived in one place. */
export interface CouponSummary {
  betCount: number;
  lines: number;
  possibleWin: number;
  /** The part of the hyper-bonus that fits under the maximum payout. */
  hyperBonus: number;
  /** Possible win plus hyper-bonus, never above the maximum payout. */
  totalWin: number;
  /** The win or the win with its hyper-bonus was cut to the maximum payout: the slip says so. */
  payoutCapped: boolean;
  availableTypes: CouponTypeId[];
  /** spec 000 §4: a system may have bankers only when the lobby block exists (the coupon config group). */
  bankersAvailable: boolean;
  bonusBetOffered: boolean;
  vipBetAvailable: boolean;
  oneClickAvailable: boolean;
  oneClickActive: boolean;
  amountStep: number;
  currency: string;
  minAmount: number | null;
  maxAmount: number;
  hasLockedBets: boolean;
  hasOddsChanges: boolean;
  /** Chain: every block with its stake and the most it may stake (empty for other types). */
  chainStakes: ChainStake[];
  /** The most the coupon pays; Infinity when the bookmaker set none. */
  maxPayout: number;
  /** The hyper-bonus offered for this coupon, shown beside the possible win. */
  hyperBonusOffer: HyperBonus | null;
  /** The whole stake (multiple singles: their sum) and the paying account's money (null: unknown, a visitor). */
  totalStake: number;
  balance: number | null;
  /** What placing takes from the account: the whole stake less a chosen free bet's amount (QA18 #2). */
  chargedStake: number;
  /** The charged stake is more than the balance: the slip says so before Place bet. */
  stakeOverBalance: boolean;
}

/** The slip's stakes started again at `amount` (each single's, for multiple singles): the paying account's currency changed. */
export interface StakeReset {
  amount: number;
  currency: string;
  singles: boolean;
}

/** The odds changes the player is asked about, from the slip's marks or the server's answer. */
export interface OddsConfirmation {
  /** slip: marks in the slip; server: the slip's placement answer; one-click: a one-click bet's answer. */
  source: 'slip' | 'server' | 'one-click';
  changes: OddsChange[];
  /** The feed moved a price while the question was open: its figures are the prices now. */
  movedAgain?: boolean;
}

/**
 * A one-click bet's answer with the selection it was for, so the page can say it over itself (on a phone the
 * slip is far below): placed with its coupon, or refused with the reason. An odds change the player is asked
 * about is $oddsConfirmation's (source 'one-click'), not an outcome.
 */
export type OneClickOutcome =
  | { kind: 'placed'; bet: Bet; coupon: SuccessCoupon }
  | { kind: 'refused'; bet: Bet | null; message: CouponMessage };

/** A one-click bet the player is asked about: the single as it was sent. */
interface OneClickQuestion extends OddsConfirmation {
  source: 'one-click';
  params: OneClickParams;
}

const NO_IDS: ReadonlySet<string> = new Set();

/** A placement whose answer never came: its key, and the request it was sent with (without the key). */
interface Attempt {
  key: string;
  content: string;
}

/** What the server would receive, apart from the idempotency key: equal contents are the same attempt. */
const requestContent = (request: CouponRequest): string => JSON.stringify({ ...request, idempotencyKey: '' });

type Prepared =
  | ({ kind: 'place'; attempt: Attempt } & PlaceParams)
  | { kind: 'ask'; confirmation: OddsConfirmation }
  | { kind: 'refuse'; message: CouponMessage };

/** An accepted bet's answer: the balance of the account it was staked from (the coupon's account; null before the accounts load). */
export interface StakeAccountBalance {
  accountId: number | null;
  balance: number;
}

interface PlaceParams {
  request: CouponRequest;
  /** Without the hyper-bonus: the figure the bookmaker keeps in the history and on the printed coupon. */
  possibleWin: number;
  /** Paid on top when the express wins; 0 when none. */
  hyperBonus: number;
  typeId: CouponTypeId;
  /** The slip's selections when the coupon was sent (a singles answer names them by id). */
  bets: Bet[];
  /** The paying account's currency when it was sent: the placed coupon keeps it. */
  currency: string;
  /** The hyper-bonus offer and the payout cap it was sent under: a win the bookmaker recorded at other prices earns its own. */
  hyperBonusOffer: HyperBonus | null;
  maxPayout: number;
}

interface OneClickParams extends PlaceParams {
  betId: string;
}

/**
 * The same one-click single at the new prices, under a new idempotency key:
 * it is a different coupon from the one refused (nothing was charged for it).
 */
function repriced(params: OneClickParams, changes: readonly OddsChange[], coefViewId: number, key: string): OneClickParams {
  const byId = new Map(changes.map((change) => [change.betId, change.newCoef]));
  const bets = params.request.bets.map((bet) => ({ ...bet, coef: byId.get(bet.id) ?? bet.coef }));
  const coef = bets[0]?.coef ?? params.request.coef;
  return {
    ...params,
    request: { ...params.request, bets, coef, coefByView: formatOdds(coef, coefViewId) ?? String(coef), idempotencyKey: key },
    possibleWin: Math.round(params.request.amount * (params.request.exactCoef ?? coef) * 100) / 100,
  };
}

/** What the limits depend on: the type and the selections (not their prices), so a price move asks nothing. */
function limitsQuery(coupon: CouponState): CouponLimitsQuery | null {
  const own = ownBets(coupon.bets);
  if (own.length === 0) return null;
  return {
    typeId: coupon.typeId,
    accountId: coupon.accountId,
    bets: own.map((bet) => ({ id: bet.id, gameId: bet.gameId, coef: bet.coef, isLive: isBetLive(bet) })),
  };
}
const queryKey = (q: CouponLimitsQuery | null): string =>
  q === null ? '' : `${q.typeId}|${q.accountId ?? ''}|${q.bets.map((b) => `${b.id}${b.isLive ? '*' : ''}`).join(',')}`;

/** A fresh Idempotency-Key per new request: a UUID, as the placement contract requires (QA11 #6). */
function defaultKey(): () => string {
  return () => uuidV4((bytes) => globalThis.crypto.getRandomValues(bytes));
}

const LOGIN_REQUIRED: CouponMessage = { key: 'coupon_error_login_required', title: 'main_error' };
const NETWORK_FAILURE: CouponMessage = { key: 'coupon_error_network', title: 'main_error' };
const ONE_CLICK_STAKE_UNREAD: CouponMessage = { key: 'coupon_error_one_click_stake_unread', title: 'main_error' };
const CODE_NOT_FOUND: CouponMessage = { key: 'coupon_error_code_not_found', title: 'main_error' };
/** Limits not known (none loaded, or the last request failed): the default coupon's, no maximum. */
const UNKNOWN_OFFER: CouponOffer = {
  minBetAmount: DEFAULT_COUPON.minBetAmount,
  maxBetAmount: DEFAULT_COUPON.maxBetAmount,
  maxPayout: DEFAULT_COUPON.maxPayout,
  hyperBonus: DEFAULT_COUPON.hyperBonus,
};
const CODE_LOAD_FAILED: CouponMessage = { key: 'coupon_error_code_load_failed', title: 'main_error' };

/** The bet history shown: the coupons of the pages read, the last page's query, and whether more may follow. */
interface HistoryList {
  bets: PlacedBet[];
  last: HistoryQuery | null;
  hasMore: boolean;
}
const EMPTY_HISTORY: HistoryList = { bets: [], last: null, hasMore: false };

/** A saved coupon's code as the contract has it (getCouponByCode: 4–16 letters and digits). */
export const isCouponCode = (code: string): boolean => /^[A-Za-z0-9]{4,16}$/.test(code);

/** Slip marks as odds changes: each marked bet moved from prevCoef to coef. */
function slipChanges(coupon: CouponState): OddsChange[] {
  return coupon.bets
    .filter((bet) => bet.coefChange !== null && bet.prevCoef !== null)
    .map((bet) => ({ betId: bet.id, oldCoef: bet.prevCoef as number, newCoef: bet.coef }));
}

/**
 * The accepted coupon as the bookmaker recorded it: its odds and possible win are the answer's, at the prices
 * it placed at (the odds-change policy may have taken moved prices: QA, the receipt said the slip's 689.54
 * where the history said 722.16), and a different win earns its own hyper-bonus under the same offer and cap.
 */
function successFrom(params: PlaceParams, outcome: PlacedOutcome): SuccessCoupon {
  // QA18 #3: the hyper-bonus is counted on the win before a promo code's boost, as the slip, the history and
  // the printed coupon count it (the two bonuses do not compound); the recorded win includes the boost.
  const unboosted = winBeforePromoBoost(outcome.possibleWin, outcome.promoCode);
  const repriced = unboosted !== params.possibleWin;
  const hyperBonus = repriced
    ? winWithHyperBonus(params.hyperBonusOffer, { typeId: params.typeId, amount: params.request.amount, possibleWin: unboosted }, params.maxPayout).hyperBonus
    : params.hyperBonus;
  return {
    couponId: outcome.couponId,
    typeId: params.typeId,
    amount: params.request.amount,
    currency: params.currency,
    coef: outcome.coef,
    possibleWin: outcome.possibleWin,
    hyperBonus,
    placedAt: outcome.placedAt,
    // QA12 #7: the receipt names a system as the history does, "System 2/3".
    ...(params.typeId === CouponType.SYSTEM ? { system: { k: params.request.systemValue, n: ownBets(params.bets).length } } : {}),
    // QA12 #5: a VIP coupon sent for review says so, not "Bet accepted".
    ...(outcome.kind === 'under-review' ? { underReview: true } : {}),
    // QA18 #5: the code the bookmaker applied, named on the receipt with what it gave.
    ...(outcome.promoCode ? { promoCode: outcome.promoCode } : {}),
  };
}

/**
 * A coupon that left the slip into the bookmaker's hands: accepted, or a VIP coupon sent for review
 * (QA12 #5). Both clear the slip, charge (or hold) the stake and show the receipt: the request stands at
 * the bookmaker's, so keeping it in the slip would only invite sending it again and holding a second stake.
 */
type PlacedOutcome = Extract<PlacementOutcome, { kind: 'accepted' | 'under-review' }>;
const isPlacedOutcome = (outcome: PlacementOutcome): outcome is PlacedOutcome => outcome.kind === 'accepted' || outcome.kind === 'under-review';

/**
 * The bet slip: the coupon and its settings, persisted on the device; live
 * odds from the line feed; placement through BetPlacementPort with an
 * idempotency key and a pending guard; one-click bets; coupons loaded by code;
 * the player's placed bets. Every refusal becomes $message (a dictionary key);
 * a failed placement never touches the slip.
 */
export function createCouponModel(deps: CouponDeps) {
  const $config = deps.$config ?? createStore<CouponConfig>(DEFAULT_COUPON_CONFIG);
  const $coefViewId = deps.$coefViewId ?? createStore<number>(DEFAULT_COEF_VIEW_ID);
  const $ctx: Store<CouponContext> = combine($config, $coefViewId, (config, coefViewId) => ({ config, coefViewId }));
  const newKey = deps.newIdempotencyKey ?? defaultKey();
  const $account = deps.$account ?? createStore<CouponAccount | null>(null);
  const $isBonusAccount = $account.map((account) => account?.isBonus ?? false);
  // The paying account for auto max. Before the accounts load, the player's balance is the main account's.
  const $stakeAccount = combine(
    $account,
    deps.$player,
    (account, player): StakeAccount => ({
      isBonusAccount: account?.isBonus ?? false,
      balance: account ? (account.balance ?? null) : player.balance,
    }),
  );
  const $currency = combine($account, deps.$player, slipCurrency);
  const $refId = deps.$refId ?? createStore<string | null>(null);

  // ---- events -------------------------------------------------------------
  const started = createEvent();
  const betToggled = createEvent<Selection>();
  const betRemoved = createEvent<string>();
  const couponCleared = createEvent();
  const amountChanged = createEvent<number>();
  const amountStepped = createEvent<1 | -1>();
  const betAmountChanged = createEvent<{ betId: string; amount: number }>();
  /** Chain: the stake of one block (the first block's is the coupon amount). */
  /** Chain: a selection moves into another block (an existing one or a new one). */
  const betMovedToBlock = createEvent<{ betId: string; blockId: number }>();
  const blockAmountChanged = createEvent<{ blockId: number; amount: number }>();
  const typeChanged = createEvent<number>();
  const systemValueChanged = createEvent<number>();
  const bankerModeToggled = createEvent<boolean>();
  const bankerToggled = createEvent<string>();
  const vipToggled = createEvent<boolean>();
  const autoMaxToggled = createEvent<boolean>();
  const tabChanged = createEvent<CouponTabId>();
  /** The slip panel left or came back into view (spec 000 §3 isVisibleQuickCoupon: the compact slip shows meanwhile). */
  const quickCouponVisibilityChanged = createEvent<boolean>();
  /** The player types a promo code / chooses one of theirs (null: none). */
  const promoCodeTyped = createEvent<string>();
  const promoCodeChosen = createEvent<string | null>();
  const oneClickToggled = createEvent<boolean>();
  /**
   * A one-click stake field holds text that is not an amount (unread true) or reads again (false): 'main' the
   * one-click stake, 'bonus' the bonus account's. The amount that stands is not what the player typed.
   */
  const oneClickStakeRead = createEvent<{ field: 'main' | 'bonus'; unread: boolean }>();
  const oneClickConfirmed = createEvent();
  const oneClickUndone = createEvent();
  const settingsChanged = createEvent<Partial<CouponSettings>>();
  const oddsChangesAcknowledged = createEvent();
  const couponLoadedFromCode = createEvent<string>();
  /** The player's answer to replacing the slip's selections with a coupon loaded by code. */
  const codeReplacementConfirmed = createEvent();
  const codeReplacementDeclined = createEvent();
  const placementRequested = createEvent();
  const oddsChangeAccepted = createEvent();
  const oddsChangeRejected = createEvent();
  const successCouponClosed = createEvent();
  /** "Keep selections" on the success coupon: the slip it was placed from comes back for the next bet. */
  const placedSelectionsKept = createEvent();
  const messageDismissed = createEvent();
  const historyRequested = createEvent();
  /** The player chose another period or status for the bet history (QA14 #4); the list reads again. */
  const historyFilterChanged = createEvent<Partial<HistoryFilter>>();
  /** "Show more coupons": the next page of the history shown; after a failed page, Try again (that page again). */
  const historyMoreRequested = createEvent();
  /** After an accepted bet: the new balance of the account the stake came from (null: the server named none), for the header. */
  const balanceChanged = createEvent<StakeAccountBalance>();
  /** The player made another account active (spec 000 §4): the prepaid amount no longer applies. */
  const prepaidReset = createEvent();
  /** Coupons the bookmaker accepted: one from the slip or one-click, one per single that stands. */
  const placed = createEvent<SuccessCoupon[]>();

  const feedBatchReceived = createEvent<readonly LineUpdate[]>();
  /** The feed lost changes (LineFeedPort onResync): the slip's prices and locks may be stale. */
  const feedResynced = createEvent();
  const reduced = createEvent<Result<CouponState, CouponError>>();
  const placementRetried = createEvent();
  const placementPrepared = createEvent<Prepared>();

  // ---- stores -------------------------------------------------------------
  const $settings = createStore<CouponSettings>(parseStoredSettings(deps.storage.get(COUPON_SETTINGS_STORAGE_KEY)));
  // Auto max is the player's choice (settings.isAutoMax, kept): a reloaded coupon starts with it, and the
  // stake follows the maximum again once the limits load (setLimits).
  const $coupon = createStore<CouponState>({
    ...parseStoredCoupon(deps.storage.get(COUPON_STORAGE_KEY), $ctx.getState()),
    isActiveAutoMax: $settings.getState().isAutoMax,
  });
  const $message = createStore<CouponMessage | null>(null);
  const $oneClickConfirmation = createStore(false);
  const $oneClickStakeUnread = createStore<ReadonlySet<'main' | 'bonus'>>(new Set()).on(oneClickStakeRead, (unread, { field, unread: now }) => {
    if (unread.has(field) === now) return unread;
    const next = new Set(unread);
    if (now) next.add(field);
    else next.delete(field);
    return next;
  });
  /** A coupon loaded by code, waiting for the player's yes before it replaces the selections in the slip. */
  const $codeReplacement = createStore<CouponByCode | null>(null);
  const $oddsConfirmation = createStore<OddsConfirmation | OneClickQuestion | null>(null);
  /**
   * The attempt in flight or last lost on the network. A retry that would send the same request reuses its
   * key, so a bet that reached the server is not placed twice; a request that differs in any field (a price,
   * the stake, a setting) is a new attempt with a new key, and so is any attempt after a definite answer
   * (the server answers a replayed key with its first answer, which would repeat an old refusal).
   */
  const $attempt = createStore<Attempt | null>(null);
  /** Selections the bookmaker answered as locked at the last placement, while they are in the slip. */
  const $lockedByBookmaker = createStore<ReadonlySet<string>>(NO_IDS);
  /** The model re-placed once on its own (odds accepted by policy); never loops. */
  const $autoRetried = createStore(false);
  /** The history shown: its coupons, the last page read (null: none yet) and whether a later page may hold more. */
  const $historyList = createStore<HistoryList>(EMPTY_HISTORY);
  const $history = $historyList.map((list) => list.bets);
  const $historyHasMore = $historyList.map((list) => list.hasMore);
  /** The first page's read (the list as a whole): loading until the first answer, then ready, or error. */
  const $historyStatus = createStore<'idle' | 'loading' | 'ready' | 'error'>('idle');
  /** The read of a later page ("Show more coupons"): error keeps the list shown and offers that page again. */
  const $historyMore = createStore<'idle' | 'loading' | 'error'>('idle');
  /**
   * The history's period and status (the list and the slip's tab share it), kept in session storage: a reload of
   * the tab keeps them; a stored value that does not read as a filter is ignored for the defaults.
   */
  const $historyFilter = createStore<HistoryFilter>(storedHistoryFilter(deps.sessionStorage)).on(historyFilterChanged, (filter, change) =>
    (change.periodDays ?? filter.periodDays) === filter.periodDays && (change.status === undefined || change.status === filter.status)
      ? filter
      : { ...filter, ...change },
  );
  /** The last read asked: an older answer that comes after it (a slower one) is not shown over it. */
  const $historyAsked = createStore<HistoryQuery | null>(null);
  const $started = createStore(false).on(started, () => true);

  // ---- effects ------------------------------------------------------------
  const placeFx = createEffect((params: PlaceParams) => deps.placement.place(params.request));
  const oneClickFx = createEffect((params: OneClickParams) => deps.placement.place(params.request));
  const loadByCodeFx = createEffect((code: string) => deps.placement.loadByCode(code));
  const historyFx = createEffect((query: HistoryQuery) => deps.placement.history(query));
  const limitsFx = createEffect(async (query: CouponLimitsQuery): Promise<{ key: string; outcome: CouponOfferOutcome }> => {
    if (!deps.limits) return { key: queryKey(query), outcome: { kind: 'network-failure', retryable: false } };
    return { key: queryKey(query), outcome: await deps.limits.limits(query) };
  });
  const promoCodesFx = createEffect(async (): Promise<PromoCodesOutcome> =>
    deps.promoCodes ? deps.promoCodes.list() : { kind: 'loaded', codes: [] },
  );
  let unsubscribe: (() => void) | null = null;
  const subscribeFeedFx = createEffect(() => {
    if (unsubscribe) return;
    const deliver = scopeBind(feedBatchReceived, { safe: true });
    const resync = scopeBind(feedResynced, { safe: true });
    unsubscribe = deps.feed.subscribe((batch) => deliver(batch), () => resync());
  });
  const unsubscribeFeedFx = createEffect(() => {
    unsubscribe?.();
    unsubscribe = null;
  });

  const $placing = combine(placeFx.pending, $oddsConfirmation, (pending, asking) => pending || asking !== null);

  // ---- reducers: every pure coupon function returns a Result -------------
  const fromCouponCtx = {
    coupon: $coupon,
    ctx: $ctx,
    settings: $settings,
    player: deps.$player,
    account: $account,
    bonus: $isBonusAccount,
    currency: $currency,
    refId: $refId,
    stakeAccount: $stakeAccount,
  };

  const $oneClickOn = combine($settings, $config, (settings, config) => isOneClickActive(settings, config));
  const pickedForSlip = sample({ clock: betToggled, source: $oneClickOn, filter: (on) => !on, fn: (_, s) => s });
  if (deps.selections) sample({ clock: deps.selections, target: betToggled });

  // ---- the slip holds still while its bet is on its way ------------------------
  // From Place bet to the bookmaker's answer the slip is what was sent: the panel is inert meanwhile (the
  // Place button says "Placing the bet…"), and the model refuses every edit of the slip, so a stake typed,
  // a selection taken out or a code loaded in that second never mixes with the answer (an accepted bet
  // takes out what it placed). A pick from the page, the one edit the inert panel cannot stop, is refused
  // with a message. While the slip's odds question is open, a pick from the page that would add a selection
  // is refused too (the question's Accept places what it lists); taking one out stays possible (QA13 #3).
  const $sending = placeFx.pending;
  const $slipFree = $sending.map((sending) => !sending);
  function whenSlipFree<T>(clock: Event<T>): Event<T> {
    return sample({ clock, filter: $slipFree });
  }
  const { busyPlacing, busyAsking, slipSelection } = split(
    sample({
      clock: pickedForSlip,
      source: { sending: $sending, asking: $oddsConfirmation, coupon: $coupon },
      fn: (state, selection) => ({ ...state, selection }),
    }),
    {
      busyPlacing: ({ sending }) => sending,
      busyAsking: ({ asking, coupon, selection }) =>
        asking !== null && asking.source !== 'one-click' && !coupon.bets.some((bet) => bet.id === selection.outcomeId),
      slipSelection: () => true,
    },
  );
  $message
    .on(busyPlacing, () => SLIP_BUSY_PLACING)
    .on(busyAsking, () => SLIP_BUSY_ASKING)
    .on(placeFx.finally, (message) => (message === SLIP_BUSY_PLACING ? null : message))
    .on($oddsConfirmation.updates, (message, asking) => (asking === null && message === SLIP_BUSY_ASKING ? null : message));

  sample({
    clock: slipSelection.map(({ selection }) => selection),
    source: fromCouponCtx,
    fn: ({ coupon, ctx }, selection) => toggleBet(coupon, betFromSelection(selection), deps.clock.now(), ctx),
    target: reduced,
  });
  sample({
    clock: whenSlipFree(betRemoved),
    source: fromCouponCtx,
    fn: ({ coupon, ctx }, betId): Result<CouponState, CouponError> => ({ ok: true, value: removeBet(coupon, betId, ctx) }),
    target: reduced,
  });
  sample({
    clock: whenSlipFree(couponCleared),
    source: fromCouponCtx,
    fn: ({ coupon, ctx }): Result<CouponState, CouponError> => ({ ok: true, value: clearCoupon(coupon, ctx) }),
    target: reduced,
  });
  sample({
    clock: whenSlipFree(amountChanged),
    source: fromCouponCtx,
    fn: ({ coupon, ctx }, amount) => setAmount(coupon, amount, ctx),
    target: reduced,
  });
  sample({
    clock: whenSlipFree(amountStepped),
    source: fromCouponCtx,
    fn: ({ coupon, ctx, settings, currency, bonus }, direction) =>
      stepCouponAmount(coupon, amountStep(currency, settings), direction, ctx, bonus),
    target: reduced,
  });
  sample({
    clock: whenSlipFree(betAmountChanged),
    source: fromCouponCtx,
    fn: ({ coupon, ctx }, { betId, amount }) => setBetAmount(coupon, betId, amount, ctx),
    target: reduced,
  });
  sample({
    clock: whenSlipFree(blockAmountChanged),
    source: fromCouponCtx,
    fn: ({ coupon, ctx }, { blockId, amount }) => setBlockAmount(coupon, blockId, amount, ctx),
    target: reduced,
  });
  sample({
    clock: whenSlipFree(betMovedToBlock),
    source: fromCouponCtx,
    fn: ({ coupon, ctx }, { betId, blockId }) => moveBetToBlock(coupon, betId, blockId, ctx),
    target: reduced,
  });
  sample({ clock: whenSlipFree(typeChanged), source: fromCouponCtx, fn: ({ coupon, ctx }, t) => setType(coupon, t, ctx), target: reduced });
  sample({
    clock: whenSlipFree(systemValueChanged),
    source: fromCouponCtx,
    fn: ({ coupon, ctx }, value) => setSystemValue(coupon, value, ctx),
    target: reduced,
  });
  sample({
    clock: whenSlipFree(bankerModeToggled),
    source: fromCouponCtx,
    fn: ({ coupon, ctx }, active) => setSystemBankerActive(coupon, active, ctx),
    target: reduced,
  });
  sample({
    clock: whenSlipFree(bankerToggled),
    source: fromCouponCtx,
    fn: ({ coupon, ctx }, betId) => toggleBanker(coupon, betId, ctx),
    target: reduced,
  });
  sample({
    clock: vipToggled,
    source: fromCouponCtx,
    fn: ({ coupon, ctx }, active): Result<CouponState, CouponError> => ({ ok: true, value: setVipBet(coupon, active, ctx) }),
    target: reduced,
  });
  sample({
    clock: whenSlipFree(autoMaxToggled),
    source: fromCouponCtx,
    fn: ({ coupon, ctx, stakeAccount }, active): Result<CouponState, CouponError> => ({
      ok: true,
      value: setAutoMax(coupon, active, ctx, stakeAccount),
    }),
    target: reduced,
  });
  // While auto max is on, the stake follows what it may be: a new maximum, a new type, the balance after a bet
  // or a deposit, another paying account.
  const $autoMaxAmount = combine($coupon, $ctx, $stakeAccount, (coupon, ctx, account) => autoMaxAmount(coupon, ctx, account));
  sample({
    clock: $autoMaxAmount.updates,
    source: fromCouponCtx,
    filter: ({ coupon }, max) => coupon.isActiveAutoMax && max !== null && max !== coupon.amount,
    fn: ({ coupon, ctx, stakeAccount }) => setAutoMax(coupon, true, ctx, stakeAccount),
    target: $coupon,
  });
  $coupon
    .on(reduced, (coupon, result) => (result.ok ? result.value : coupon))
    .on(tabChanged, (coupon, tab) => setTab(coupon, tab))
    .on(quickCouponVisibilityChanged, (coupon, visible) =>
      coupon.isVisibleQuickCoupon === visible ? coupon : { ...coupon, isVisibleQuickCoupon: visible },
    )
    .on(oddsChangesAcknowledged, (coupon) => acknowledgeOddsChanges(coupon))
    .on(successCouponClosed, (coupon) =>
      coupon.successCoupon || coupon.singlesResultCoupons.length > 0 ? { ...coupon, successCoupon: null, singlesResultCoupons: [] } : coupon,
    );
  // A refusal says its money in the slip's currency (QA15 #10).
  const reducedMessage = sample({
    clock: reduced,
    source: $currency,
    fn: (currency, result) => (result.ok ? null : couponErrorMessage(result.error, currency)),
  });
  $message.on(reducedMessage, (_, message) => message).on(messageDismissed, () => null);

  // The odds format and the config shape derived fields (coefByView, the bonus bet).
  sample({
    clock: $ctx.updates,
    source: $coupon,
    fn: (coupon, ctx) => recalculate(coupon, ctx),
    target: $coupon,
  });

  // ---- live odds ----------------------------------------------------------
  // The feed is heard while the slip holds bets, or an odds question is open (a one-click single's is about a
  // bet that never entered the slip).
  const $needsFeed = combine($coupon, $oddsConfirmation, (coupon, asking) => coupon.bets.length > 0 || asking !== null);
  sample({
    clock: [started, $needsFeed.updates],
    source: { has: $needsFeed, on: $started },
    filter: ({ has, on }) => has && on,
    target: subscribeFeedFx,
  });
  sample({ clock: $needsFeed.updates, filter: (has) => !has, target: unsubscribeFeedFx });
  // A restored slip reads its games from the line once, so it shows today's prices and locks, each move
  // marked against the price the player saw last time. A game that fails to answer leaves its bets as they were.
  // The same read follows a feed resync: the changes the feed lost are read from the line.
  const refreshFromLineFx = createEffect(async (gameIds: readonly number[]): Promise<ReadonlyMap<number, Game | null>> => {
    const line = deps.line;
    if (!line) return new Map();
    const answers = await Promise.allSettled(gameIds.map((id) => line.game(id)));
    const games = new Map<number, Game | null>();
    answers.forEach((answer, index) => {
      if (answer.status === 'fulfilled') games.set(gameIds[index]!, answer.value);
    });
    return games;
  });
  sample({
    clock: [started, feedResynced],
    source: $coupon,
    filter: (coupon) => deps.line !== undefined && coupon.bets.length > 0,
    fn: (coupon) => [...new Set(ownBets(coupon.bets).map((bet) => bet.gameId))],
    target: refreshFromLineFx,
  });
  // A game that did not answer is read again after 2 s, 4 s, 8 s … (at most 30 s, as the line's pages do) while
  // it has bets in the slip; its bets keep what they had meanwhile and the feed still moves them.
  const slipRereadTimer = createClockTimer<readonly number[]>(deps.clock);
  const $slipRereadAttempts = createStore(0)
    .on(refreshFromLineFx.done, (n, { params, result }) => (params.every((id) => result.has(id)) ? 0 : n + 1))
    .reset(started);
  sample({
    clock: refreshFromLineFx.done,
    source: $slipRereadAttempts,
    filter: (_, { params, result }) => params.some((id) => !result.has(id)),
    fn: (attempts, { params, result }) => ({
      ms: Math.min(RESYNC_RETRY_MS.max, RESYNC_RETRY_MS.first * 2 ** Math.max(0, attempts - 1)),
      payload: params.filter((id) => !result.has(id)),
    }),
    target: slipRereadTimer.started,
  });
  sample({
    clock: slipRereadTimer.fired,
    source: $coupon,
    fn: (coupon, ids) => {
      const inSlip = new Set(ownBets(coupon.bets).map((bet) => bet.gameId));
      return ids.filter((id) => inSlip.has(id));
    },
    filter: (coupon, ids) => ownBets(coupon.bets).some((bet) => ids.includes(bet.gameId)),
    target: refreshFromLineFx,
  });
  const readFromLine = sample({
    clock: refreshFromLineFx.doneData,
    source: fromCouponCtx,
    fn: ({ coupon, ctx }, games) => {
      const updates = betUpdatesFromLine(ownBets(coupon.bets), games);
      return updates.length === 0 ? coupon : applyOddsUpdate(coupon, updates, ctx);
    },
  });
  $coupon.on(readFromLine, (_, coupon) => coupon);
  // What the feed brought while the games were being read is applied again over what the read says.
  const { replayed: feedReplayed } = replayDuringRead({
    received: feedBatchReceived,
    reading: [refreshFromLineFx.pending],
    applied: readFromLine,
    dropped: [refreshFromLineFx.fail],
  });
  sample({
    clock: merge([feedBatchReceived, feedReplayed]),
    source: fromCouponCtx,
    fn: ({ coupon, ctx }, batch) => {
      const updates = betUpdatesFromFeed(ownBets(coupon.bets), batch);
      return updates.length === 0 ? coupon : applyOddsUpdate(coupon, updates, ctx);
    },
    target: $coupon,
  });

  // An open odds question follows the feed: the player accepts the prices there are, not the ones that were.
  sample({
    clock: feedBatchReceived,
    source: { asking: $oddsConfirmation, coupon: $coupon, settings: $settings },
    filter: ({ asking }) => asking !== null,
    fn: ({ asking, coupon, settings }, batch) => {
      const question = asking!;
      // A one-click single never enters the slip: its question is about the bet it was sent with.
      const bets = question.source === 'one-click' ? (question as OneClickQuestion).params.bets : ownBets(coupon.bets);
      const byId = new Map(bets.map((bet) => [bet.id, bet]));
      const moves = betUpdatesFromFeed(bets, batch).flatMap((update) => {
        const bet = byId.get(update.betId);
        // prevCoef stays the price the player last saw until they acknowledge, before or after this batch.
        return bet && isPrice(update.coef) ? [{ betId: update.betId, coef: update.coef, seenCoef: bet.prevCoef ?? bet.coef }] : [];
      });
      const changes = repriceOddsChanges(question.changes, moves);
      if (!changes) return question;
      // The question is judged by the player's policy again (QA15 #5): when every price is back at the one the
      // player saw, or what is left is only what the policy takes on its own (rises under "Accept higher odds"),
      // nothing is left to ask. It closes and Place bet (or the odd) is theirs again, as when every price came
      // back (QA12 #1): a bet goes after a question only on a click, and the next Place bet goes at the prices
      // now without asking, since the policy takes them.
      const policy = placementPolicy(settings, question.source === 'one-click' ? CouponType.SINGLE : coupon.typeId);
      return resolveOddsChanges(policy, changes) !== 'confirm' ? null : { ...question, changes, movedAgain: true };
    },
    target: $oddsConfirmation,
  });

  // ---- settings and one-click (spec 000 §4) --------------------------------
  $settings.on(settingsChanged, (settings, patch) => {
    const {
      exactCoef,
      isDropOnScoreChange,
      isActiveOneClick: _oneClickHasItsOwnFlow,
      oneClickAmount,
      bonusAccountOneClickAmount,
      amountStepByCurrency,
      ...rest
    } = patch;
    let next: CouponSettings = { ...settings, ...rest };
    // Amounts from the settings' fields: a value that is not money (negative, too large, not a number) keeps the old one.
    if (oneClickAmount !== undefined) next.oneClickAmount = normalizeAmount(oneClickAmount) ?? settings.oneClickAmount;
    if (bonusAccountOneClickAmount !== undefined) {
      next.bonusAccountOneClickAmount = normalizeAmount(bonusAccountOneClickAmount) ?? settings.bonusAccountOneClickAmount;
    }
    if (amountStepByCurrency !== undefined) {
      next.amountStepByCurrency = Object.fromEntries(
        Object.entries(amountStepByCurrency).filter(([, step]) => (normalizeAmount(step) ?? 0) > 0),
      );
    }
    if (exactCoef !== undefined) next = setExactCoef(next, exactCoef);
    if (isDropOnScoreChange !== undefined) next = setDropOnScoreChange(next, isDropOnScoreChange);
    return next;
  });
  const oneClickAnswer = sample({
    clock: oneClickToggled,
    source: fromCouponCtx,
    fn: ({ coupon, settings, ctx }, enable) => toggleOneClick(coupon, settings, enable, ctx),
  });
  $settings.on(oneClickAnswer, (settings, answer) =>
    answer.ok && answer.value.kind === 'applied' ? answer.value.settings : settings,
  );
  $oneClickConfirmation
    .on(oneClickAnswer, (_, answer) => answer.ok && answer.value.kind === 'confirmation-required')
    .on(oneClickUndone, () => false);
  $message.on(
    sample({ clock: oneClickAnswer, source: $currency, fn: (currency, answer) => ({ answer, currency }) }),
    (message, { answer, currency }) => (answer.ok ? message : couponErrorMessage(answer.error, currency)),
  );
  const confirmedOneClick = sample({
    clock: oneClickConfirmed,
    source: { ...fromCouponCtx, asking: $oneClickConfirmation },
    filter: ({ asking }) => asking,
    fn: ({ coupon, settings, ctx }) => confirmOneClick(coupon, settings, ctx),
  });
  $oneClickConfirmation.on(confirmedOneClick, () => false);
  $coupon.on(confirmedOneClick, (_, result) => result.coupon);
  $settings.on(confirmedOneClick, (_, result) => result.settings);

  // ---- placement ----------------------------------------------------------
  $autoRetried.on(placementRequested, () => false).on(placementRetried, () => true);
  sample({
    clock: merge([placementRequested, placementRetried]),
    source: { ...fromCouponCtx, attempt: $attempt, pending: placeFx.pending, asking: $oddsConfirmation },
    filter: ({ pending, asking }) => !pending && asking === null,
    fn: ({ coupon, settings, ctx, player, attempt, bonus, refId, currency }): Prepared => {
      if (player.userId === null) return { kind: 'refuse', message: LOGIN_REQUIRED };
      // A coupon that cannot be placed (a game over, a selection locked, a stake outside the limits) says
      // so first: asking the player to accept new odds on it would only lead to that refusal.
      const built = buildCouponRequest(coupon, settings, {
        config: ctx.config,
        coefViewId: ctx.coefViewId,
        userId: player.userId,
        refId,
        idempotencyKey: '',
        isBonusAccount: bonus,
      });
      if (!built.ok) return { kind: 'refuse', message: couponErrorMessage(built.error, currency) };
      const changes = slipChanges(coupon);
      if (resolveOddsChanges(placementPolicy(settings, coupon.typeId), changes) === 'confirm') {
        return { kind: 'ask', confirmation: { source: 'slip', changes } };
      }
      const content = requestContent(built.value);
      const key = attempt !== null && attempt.content === content ? attempt.key : newKey();
      const win = couponPossibleWinWithBonus(coupon, settings);
      return {
        kind: 'place',
        request: { ...built.value, idempotencyKey: key },
        attempt: { key, content },
        possibleWin: win.possibleWin,
        hyperBonus: win.hyperBonus,
        typeId: coupon.typeId,
        bets: coupon.bets,
        currency,
        hyperBonusOffer: coupon.hyperBonus,
        maxPayout: coupon.maxPayout,
      };
    },
    target: placementPrepared,
  });
  const toPlace = sample({
    clock: placementPrepared,
    filter: (p): p is Extract<Prepared, { kind: 'place' }> => p.kind === 'place',
  });
  $attempt.on(toPlace, (_, p) => p.attempt);
  // Only an attempt without an answer is retried under its key.
  $attempt.on(placeFx.doneData, (attempt, outcome) => (outcome.kind === 'network-failure' ? attempt : null));
  sample({
    clock: toPlace,
    fn: ({ kind: _kind, attempt: _attempt, ...params }): PlaceParams => params,
    target: placeFx,
  });
  $oddsConfirmation.on(placementPrepared, (current, p) => (p.kind === 'ask' ? p.confirmation : current));
  $message
    .on(placementPrepared, (message, p) => (p.kind === 'refuse' ? p.message : p.kind === 'place' ? null : message))
    .on(placeFx, () => null);

  const accepted = sample({
    clock: placeFx.done,
    filter: ({ result }) => isPlacedOutcome(result),
    fn: ({ params, result }) => successFrom(params, result as PlacedOutcome),
  });
  sample({
    clock: placeFx.done,
    source: fromCouponCtx,
    filter: (_, { result }) => isPlacedOutcome(result),
    // What another tab added while the bet was on its way stays in the slip (this tab's slip holds still).
    fn: ({ coupon, ctx }, { params, result }) =>
      markPlaced(
        coupon,
        successFrom(params, result as PlacedOutcome),
        ctx,
        params.request.bets.map((bet) => bet.id),
      ),
    target: $coupon,
  });
  // ---- keep selections ------------------------------------------------------
  // The slip as it was sent (it holds still until the answer), and once accepted, with only the selections
  // placed, for "Keep selections" while its success coupon shows (tab-local, as the success coupon is).
  const $sentSlip = createStore<CouponState | null>(null);
  sample({ clock: placeFx, source: $coupon, target: $sentSlip });
  const $placedSlip = createStore<{ couponId: string; slip: CouponState } | null>(null);
  sample({
    clock: placeFx.done,
    source: $sentSlip,
    filter: (sent, { result }) => sent !== null && isPlacedOutcome(result),
    fn: (sent, { params, result }) => {
      const placedIds = new Set(params.request.bets.map((bet) => bet.id));
      const slip = sent as CouponState;
      return { couponId: (result as PlacedOutcome).couponId, slip: { ...slip, bets: slip.bets.filter((bet) => placedIds.has(bet.id)) } };
    },
    target: $placedSlip,
  });
  // Offered only while that coupon's success coupon shows: another receipt, a close or a new bet ends it.
  $placedSlip.on($coupon.updates, (kept, coupon) => (kept && coupon.successCoupon?.couponId === kept.couponId ? kept : null));
  const selectionsKept = sample({
    clock: placedSelectionsKept,
    source: { ...fromCouponCtx, kept: $placedSlip, free: $slipFree },
    filter: ({ kept, free, coupon }) => kept !== null && free && ownBets(coupon.bets).length === 0,
    fn: ({ coupon, ctx, kept }) => keepPlacedSelections(coupon, kept!.slip, deps.clock.now(), ctx),
  });
  $coupon.on(selectionsKept, (_, coupon) => coupon);
  // The kept selections come back at the prices they were placed at: the slip reads their games from the line,
  // as a restored slip does, so a move since is marked and a game now locked or over says so.
  sample({
    clock: selectionsKept,
    filter: () => deps.line !== undefined,
    fn: (coupon) => [...new Set(ownBets(coupon.bets).map((bet) => bet.gameId))],
    target: refreshFromLineFx,
  });
  const $canKeepSelections = combine($placedSlip, $coupon, (kept, coupon) => kept !== null && ownBets(coupon.bets).length === 0);

  // Exact odds were set for the coupon that left the slip (accepted, or cleared by the player): the next coupon starts without them.
  $settings.on([accepted, couponCleared], (settings) => clearExactCoef(settings));
  // Multiple singles answered per single: the ones that stand leave the slip, the refused stay (markSinglesPlaced).
  const singlesPlaced = sample({
    clock: placeFx.done,
    filter: ({ result }) => result.kind === 'singles-placed',
    fn: ({ params, result }) => ({ params, outcome: result as Extract<PlacementOutcome, { kind: 'singles-placed' }> }),
  });
  sample({
    clock: singlesPlaced,
    source: fromCouponCtx,
    fn: ({ coupon, ctx }, { params, outcome }) => markSinglesPlaced(coupon, outcome.singles, params.bets, ctx, params.currency),
    target: $coupon,
  });

  const serverOddsChange = sample({
    clock: placeFx.done,
    source: { settings: $settings, retried: $autoRetried },
    filter: (_, { result }) => result.kind === 'odds-changed',
    fn: ({ settings, retried }, { params, result }) => {
      const changes = (result as Extract<PlacementOutcome, { kind: 'odds-changed' }>).changes;
      const policyAccepts = resolveOddsChanges(placementPolicy(settings, params.typeId), changes) !== 'confirm';
      return { changes, auto: policyAccepts && !retried };
    },
  });
  // The policy takes the new prices: apply them and place once more on our own.
  const acceptedByPolicy = sample({ clock: serverOddsChange, filter: ({ auto }) => auto, fn: ({ changes }) => changes });
  // Otherwise the player decides; the slip stays as it was until then.
  $oddsConfirmation.on(serverOddsChange, (current, { changes, auto }) => (auto ? current : { source: 'server', changes }));

  const acceptedByPlayer = sample({
    clock: oddsChangeAccepted,
    source: $oddsConfirmation,
    filter: (asking) => asking !== null && asking.source !== 'one-click',
    fn: (asking) => (asking as OddsConfirmation).changes,
  });
  const takeNewPrices = merge([acceptedByPolicy, acceptedByPlayer]);
  sample({
    clock: takeNewPrices,
    source: fromCouponCtx,
    fn: ({ coupon, ctx }, changes) =>
      acknowledgeOddsChanges(applyOddsUpdate(coupon, changes.map((c) => ({ betId: c.betId, coef: c.newCoef })), ctx)),
    target: $coupon,
  });
  // Cleared after the sample above read it (a store's own update would run first).
  $oddsConfirmation.on([acceptedByPlayer, oddsChangeRejected], () => null);
  // QA13 #3: a selection that leaves the slip while it asks (its odds cell on the page stays live) leaves the
  // question too; with no change left, nothing is asked or placed. (A slip another tab changed closes the
  // question whole: coupon-persistence.)
  $oddsConfirmation.on($coupon.updates, (asking, coupon) => {
    if (asking === null || asking.source === 'one-click') return asking;
    const changes = asking.changes.filter((change) => coupon.bets.some((bet) => bet.id === change.betId));
    if (changes.length === asking.changes.length) return asking;
    return changes.length === 0 ? null : { ...asking, changes };
  });
  sample({ clock: takeNewPrices, target: placementRetried });

  $message.on(placeFx.done, (message, { params, result }) => placementMessage(result, params.currency) ?? message);
  // QA11 #8: a placement the server refused because it had ended the session (the player was signed out meanwhile)
  // asks the player to log in; "please try again" would fail the same way.
  sample({
    clock: placeFx.doneData,
    source: deps.$player,
    filter: (player, outcome) => player.userId === null && outcome.kind === 'network-failure',
    fn: () => LOGIN_REQUIRED,
    target: $message,
  });
  // The bookmaker's "selection locked" names the selections; the slip marks them (the coupon itself stays as it was).
  $lockedByBookmaker
    .on(placeFx.doneData, (ids, outcome) =>
      outcome.kind === 'selection-locked' ? new Set(outcome.betIds) : outcome.kind === 'network-failure' ? ids : NO_IDS,
    )
    .on($coupon.updates, (ids, coupon) => {
      if (ids.size === 0) return ids;
      const kept = [...ids].filter((id) => coupon.bets.some((bet) => bet.id === id));
      return kept.length === ids.size ? ids : new Set(kept);
    });
  $message.on(placeFx.fail, () => NETWORK_FAILURE);

  // ---- one-click: a click on an odd places a single at once ---------------
  const oneClickPrepared = sample({
    clock: betToggled,
    source: { ...fromCouponCtx, on: $oneClickOn, unread: $oneClickStakeUnread },
    filter: ({ on, coupon }, selection) => on && !coupon.activePlaceBetIds.includes(selection.outcomeId),
    fn: ({ settings, ctx, player, account, refId, unread }, selection) =>
      // The one-click stake field holds text that is no amount: the stake that stands is not the one typed.
      unread.has(account?.isBonus ? 'bonus' : 'main')
        ? { ok: false as const, message: ONE_CLICK_STAKE_UNREAD, bet: betFromSelection(selection) }
        : prepareOneClick(selection, settings, ctx, player, account, refId),
  });
  function prepareOneClick(
    selection: Selection,
    settings: CouponSettings,
    ctx: CouponContext,
    player: PlayerState,
    account: CouponAccount | null,
    refId: string | null,
  ): { ok: true; params: OneClickParams } | { ok: false; message: CouponMessage; bet?: Bet } {
    if (player.userId === null) return { ok: false, message: LOGIN_REQUIRED };
    const bet = betFromSelection(selection);
    const isBonus = account?.isBonus ?? false;
    // spec 000 §6: a bonus account has its own one-click amount.
    const currency = slipCurrency(account, player);
    const amount = oneClickAmount(settings, isBonus, currency) || initialAmountFor(currency);
    const single = toggleBet({ ...DEFAULT_COUPON, accountId: account?.accountId ?? null }, bet, deps.clock.now(), ctx);
    const staked = single.ok ? setAmount(single.value, amount, ctx) : single;
    if (!staked.ok) return { ok: false, message: couponErrorMessage(staked.error, currency) };
    const built = buildCouponRequest(staked.value, settings, {
      config: ctx.config,
      coefViewId: ctx.coefViewId,
      userId: player.userId,
      refId,
      idempotencyKey: newKey(),
      isBonusAccount: isBonus,
    });
    if (!built.ok) return { ok: false, message: couponErrorMessage(built.error, currency) };
    return {
      ok: true,
      params: {
        request: built.value,
        possibleWin: couponPossibleWin(staked.value, settings),
        // A single earns no hyper-bonus.
        hyperBonus: 0,
        typeId: staked.value.typeId,
        bets: staked.value.bets,
        currency,
        hyperBonusOffer: null,
        maxPayout: staked.value.maxPayout,
        betId: bet.id,
      },
    };
  }
  sample({
    clock: oneClickPrepared,
    filter: (p) => p.ok,
    fn: (p) => (p as { ok: true; params: OneClickParams }).params,
    target: oneClickFx,
  });
  $message.on(oneClickPrepared, (message, p) => (p.ok ? null : p.message));
  $coupon
    .on(oneClickFx, (coupon, { betId }) => ({ ...coupon, activePlaceBetIds: [...coupon.activePlaceBetIds, betId] }))
    .on(oneClickFx.finally, (coupon, { params }) => ({
      ...coupon,
      activePlaceBetIds: coupon.activePlaceBetIds.filter((id) => id !== params.betId),
    }));
  const oneClickAccepted = sample({
    clock: oneClickFx.done,
    filter: ({ result }) => result.kind === 'accepted',
    fn: ({ params, result }) => successFrom(params, result as Extract<PlacementOutcome, { kind: 'accepted' }>),
  });
  $coupon.on(oneClickAccepted, (coupon, success) => ({ ...coupon, successCoupon: success }));
  $message
    .on(oneClickFx.done, (message, { params, result }) => placementMessage(result, params.currency) ?? message)
    .on(oneClickFx.fail, () => NETWORK_FAILURE);
  const $oneClickOutcome = createStore<OneClickOutcome | null>(null)
    .on(oneClickPrepared, (last, p) => (p.ok ? last : { kind: 'refused', bet: p.bet ?? null, message: p.message }))
    .on(oneClickFx.done, (last, { params, result }) => {
      const bet = params.bets[0] ?? null;
      if (result.kind === 'accepted' && bet) return { kind: 'placed', bet, coupon: successFrom(params, result) };
      const message = placementMessage(result, params.currency);
      return message ? { kind: 'refused', bet, message } : last;
    })
    .on(oneClickFx.fail, (_, { params }) => ({ kind: 'refused', bet: params.bets[0] ?? null, message: NETWORK_FAILURE }));

  const retriedOneClicks = new WeakSet<OneClickParams>();
  // One-click odds changes: the policy's choice, else the player's (spec 000 §3 changeCoefAction).
  // A re-sent single carries `retried`, so a second refusal asks instead of looping.
  const oneClickOddsChanged = sample({
    clock: oneClickFx.done,
    source: { settings: $settings, ctx: $ctx },
    filter: (_, { result }) => result.kind === 'odds-changed',
    fn: ({ settings, ctx }, { params, result }) => {
      const changes = (result as Extract<PlacementOutcome, { kind: 'odds-changed' }>).changes;
      const auto =
        resolveOddsChanges(placementPolicy(settings, CouponType.SINGLE), changes) !== 'confirm' && !retriedOneClicks.has(params);
      return { params, changes, auto, coefViewId: ctx.coefViewId };
    },
  });
  const oneClickRetry = sample({
    clock: oneClickOddsChanged,
    filter: ({ auto }) => auto,
    fn: ({ params, changes, coefViewId }) => {
      const next = repriced(params, changes, coefViewId, newKey());
      retriedOneClicks.add(next);
      return next;
    },
  });
  $oddsConfirmation.on(oneClickOddsChanged, (current, { params, changes, auto }) =>
    auto || current !== null ? current : ({ source: 'one-click', changes, params } satisfies OneClickQuestion),
  );
  const oneClickAcceptedByPlayer = sample({
    clock: oddsChangeAccepted,
    source: { asking: $oddsConfirmation, ctx: $ctx },
    filter: ({ asking }) => asking?.source === 'one-click',
    fn: ({ asking, ctx }) => {
      const question = asking as OneClickQuestion;
      const next = repriced(question.params, question.changes, ctx.coefViewId, newKey());
      retriedOneClicks.add(next);
      return next;
    },
  });
  sample({ clock: [oneClickRetry, oneClickAcceptedByPlayer], target: oneClickFx });
  $oddsConfirmation.on(oneClickAcceptedByPlayer, () => null);

  // ---- after an accepted bet ----------------------------------------------
  const anyAccepted = merge([placeFx.done, oneClickFx.done]);
  sample({
    clock: anyAccepted,
    // A VIP coupon under review holds its stake: the balance the answer gives is already without it.
    filter: ({ result }) => (isPlacedOutcome(result) || result.kind === 'singles-placed') && result.balance !== null,
    fn: ({ params, result }): StakeAccountBalance => ({
      accountId: params.request.accountId,
      balance: (result as Extract<PlacementOutcome, { kind: 'accepted' | 'under-review' | 'singles-placed' }>).balance as number,
    }),
    target: balanceChanged,
  });
  // Each single that stands is a coupon of its own.
  const singlesAccepted = sample({
    clock: singlesPlaced,
    fn: ({ params, outcome }): SuccessCoupon[] =>
      outcome.singles.flatMap((single) =>
        single.status === 'accepted'
          ? [
              {
                couponId: single.couponId,
                typeId: CouponType.SINGLE,
                amount: single.amount,
                currency: params.currency,
                coef: single.coef,
                possibleWin: single.possibleWin,
                hyperBonus: 0,
                placedAt: outcome.placedAt,
              },
            ]
          : [],
      ),
  });
  sample({ clock: merge([accepted, oneClickAccepted]), fn: (coupon) => [coupon], target: placed });
  sample({ clock: singlesAccepted, target: placed });
  sample({ clock: placed, target: historyRequested });

  // ---- coupon by code -----------------------------------------------------
  // A code is 4–16 letters and digits (the contract's pattern); anything else is said at once, never sent.
  sample({
    clock: whenSlipFree(couponLoadedFromCode),
    fn: (code) => code.trim(),
    filter: (code) => isCouponCode(code.trim()),
    target: loadByCodeFx,
  });
  $message.on(couponLoadedFromCode, (message, code) =>
    code.trim() === '' || isCouponCode(code.trim()) ? message : { key: 'coupon_error_code_invalid', title: 'main_error' },
  );
  // A loaded coupon replaces the slip (spec 000 §4 loadCoupon). Over selections the player has built it
  // waits for a yes: the question names what comes in and what goes; no, Escape or another code keeps the slip.
  const loadedCoupon = sample({
    clock: loadByCodeFx.doneData,
    filter: (outcome: LoadByCodeOutcome): outcome is Extract<LoadByCodeOutcome, { kind: 'loaded' }> => outcome.kind === 'loaded',
    fn: (outcome) => outcome.coupon,
  });
  const { replaces, fills } = split(sample({ clock: loadedCoupon, source: $coupon, fn: (coupon, loaded) => ({ coupon, loaded }) }), {
    replaces: ({ coupon }) => ownBets(coupon.bets).length > 0,
    fills: () => true,
  });
  const replacementConfirmed = sample({
    clock: codeReplacementConfirmed,
    source: $codeReplacement,
    filter: (loaded): loaded is CouponByCode => loaded !== null,
  });
  $codeReplacement
    .on(replaces, (_, { loaded }) => loaded)
    .reset([replacementConfirmed, codeReplacementDeclined, couponLoadedFromCode]);
  const loadedByCode = sample({
    clock: merge([fills.map(({ loaded }) => loaded), replacementConfirmed]),
    source: fromCouponCtx,
    fn: ({ coupon, ctx }, loaded: CouponByCode) => loadCoupon(coupon, loaded, deps.clock.now(), ctx),
  });
  $coupon.on(loadedByCode, (_, coupon) => coupon);
  $message
    .on(loadByCodeFx.doneData, (message, outcome) =>
      outcome.kind === 'loaded' ? null : outcome.kind === 'not-found' ? CODE_NOT_FOUND : CODE_LOAD_FAILED,
    )
    .on(loadByCodeFx.fail, () => CODE_LOAD_FAILED);

  // ---- history ------------------------------------------------------------
  // Opening the history (the slip's tab, office/history, a bet just placed) and a filter change read page 1 and
  // replace the list with it: pages loaded before are dropped, so the list is always what a fresh look shows
  // (settled bets with their results) and "Show more coupons" brings the older ones again, page by page.
  sample({
    clock: [historyRequested, $historyFilter.updates],
    source: $historyFilter,
    fn: (filter) => historyQuery(filter, deps.clock.now()),
    target: [$historyAsked, historyFx],
  });
  // The next page of the read the list came from (same period and status, same end), only while the list
  // stands (a page-1 read under way or failed offers no more) and no other page is on its way.
  sample({
    clock: historyMoreRequested,
    source: { list: $historyList, status: $historyStatus, more: $historyMore, reading: historyFx.pending },
    filter: ({ list, status, more, reading }) => list.last !== null && list.hasMore && status === 'ready' && more !== 'loading' && !reading,
    fn: ({ list }) => nextHistoryPage(list.last!),
    target: [$historyAsked, historyFx],
  });
  const historyAnswered = sample({
    clock: historyFx.finally,
    source: $historyAsked,
    filter: (asked, { params }) => asked === params,
    fn: (_, answer): { query: HistoryQuery; outcome: HistoryOutcome | null } => ({
      query: answer.params,
      outcome: answer.status === 'done' ? answer.result : null,
    }),
  });
  // A failed read keeps the list shown; the page says it failed and offers to try again (page 1, or that page).
  $historyList.on(historyAnswered, (list, { query, outcome }) => {
    if (outcome?.kind !== 'loaded') return list;
    if (query.page === 1) return { bets: outcome.bets, last: query, hasMore: outcome.hasMore };
    // A coupon already listed (a newer one pushed it onto this page) is listed once; a page with nothing new ends the list.
    const { items, added } = appendNew(list.bets, outcome.bets, (bet) => bet.couponId);
    return { bets: items, last: query, hasMore: outcome.hasMore && added.length > 0 };
  });
  $historyStatus
    .on(historyFx, (status, query) => (query.page > 1 || status === 'ready' ? status : 'loading'))
    .on(historyAnswered, (status, { query, outcome }) => (query.page > 1 ? status : outcome?.kind === 'loaded' ? 'ready' : 'error'));
  $historyMore
    .on(historyFx, (_, query) => (query.page > 1 ? 'loading' : 'idle'))
    .on(historyAnswered, (more, { query, outcome }) => (query.page === 1 ? more : outcome?.kind === 'loaded' ? 'idle' : 'error'));
  /** A read of the list as a whole is under way: the list shown may be of the filter chosen before (QA14 #4). */
  const $historyLoading = combine(historyFx.pending, $historyMore, (reading, more) => reading && more !== 'loading');
  const saveHistoryFilterFx = createEffect((filter: HistoryFilter) => deps.sessionStorage?.set(HISTORY_FILTER_STORAGE_KEY, JSON.stringify(filter)));
  sample({ clock: $historyFilter.updates, target: saveHistoryFilterFx });
  // The printed coupon opened directly looks for its coupon apart from the list shown (placed-coupon-lookup.ts).
  const placedCouponLookup = createPlacedCouponLookup(deps);

  // ---- the account the coupon is paid from --------------------------------
  // spec 000 §4: activating an account sets the coupon's prepaid amount to 0
  sample({
    clock: prepaidReset,
    source: fromCouponCtx,
    filter: ({ coupon }) => coupon.availablePrepaidAmount !== 0,
    fn: ({ coupon, ctx }) => setLimits(coupon, { availablePrepaidAmount: 0 }, ctx),
    target: $coupon,
  });
  // The slip's currency of each account it has seen, so a switch knows the currency the stakes were typed in
  // (the coupon keeps its account, not its currency).
  const currencySeen = createEvent<{ accountId: number; currency: string }>();
  const $currencyByAccount = createStore<Readonly<Record<number, string>>>({}).on(currencySeen, (seen, { accountId, currency }) =>
    seen[accountId] === currency ? seen : { ...seen, [accountId]: currency },
  );
  const accountSet = sample({
    clock: [started, $account.updates],
    source: { ...fromCouponCtx, currencyByAccount: $currencyByAccount },
    filter: ({ account, coupon }) => account !== null && account.accountId !== coupon.accountId,
    fn: ({ coupon, ctx, account, player, currencyByAccount }) => {
      const { accountId, currency } = account as CouponAccount;
      const before = coupon.accountId === null ? undefined : currencyByAccount[coupon.accountId];
      const currencyChanged = before !== undefined && before !== slipCurrency(account, player);
      const next = setAccount(coupon, { accountId, currency }, ctx, { currencyChanged });
      const reset: StakeReset | null =
        currencyChanged && ownBets(next.bets).length > 0
          ? { amount: next.amount, currency: slipCurrency(account, player), singles: next.typeId === CouponType.MULTIPLE_SINGLES }
          : null;
      return { coupon: next, reset };
    },
  });
  sample({ clock: accountSet, fn: ({ coupon }) => coupon, target: $coupon });
  // QA13 #9: the stakes another currency started again are said until the player types or steps a stake.
  const $stakeReset = createStore<StakeReset | null>(null)
    .on(accountSet, (_, { reset }) => reset)
    .on($coupon.updates, (reset, coupon) => (reset !== null && ownBets(coupon.bets).length === 0 ? null : reset))
    .reset([amountChanged, amountStepped, betAmountChanged, blockAmountChanged, couponCleared]);
  sample({
    clock: [started, $account.updates],
    source: { account: $account, player: deps.$player },
    filter: ({ account }) => account !== null,
    fn: ({ account, player }) => ({ accountId: account!.accountId, currency: slipCurrency(account, player) }),
    target: currencySeen,
  });

  // ---- limits and hyper-bonus from the bookmaker ---------------------------
  const $limitsQuery = $coupon.map(limitsQuery);
  const $limitsKey = $limitsQuery.map(queryKey);
  sample({
    clock: [started, $limitsKey.updates],
    source: { query: $limitsQuery, on: $started },
    filter: ({ query, on }) => on && query !== null,
    fn: ({ query }) => query as CouponLimitsQuery,
    target: limitsFx,
  });
  sample({
    clock: limitsFx.doneData,
    source: { ...fromCouponCtx, key: $limitsKey },
    // An answer for a coupon that has changed since is stale. A failed one leaves the limits unknown (the
    // previous coupon's must not stay): the slip shows none and the server still enforces them at placement.
    filter: ({ key }, answer) => answer.key === key,
    fn: ({ coupon, ctx, stakeAccount }, answer) => {
      const offer =
        answer.outcome.kind === 'loaded' ? answer.outcome.offer : UNKNOWN_OFFER;
      const limited = setLimits(
        { ...coupon, hyperBonus: offer.hyperBonus },
        { minBetAmount: offer.minBetAmount, maxBetAmount: offer.maxBetAmount, maxPayout: offer.maxPayout },
        ctx,
        stakeAccount,
      );
      return limited;
    },
    target: $coupon,
  });

  // The setting follows the coupon's auto max, whether the player ticked it or ended it by typing an amount,
  // so a reload shows the box as the player left it.
  sample({
    clock: $coupon.updates,
    source: $settings,
    filter: (settings, coupon) => settings.isAutoMax !== coupon.isActiveAutoMax,
    fn: (_, coupon) => ({ isAutoMax: coupon.isActiveAutoMax }),
    target: settingsChanged,
  });
  // ---- promo codes ----------------------------------------------------------
  // A signed-in player's codes load at start and on sign-in; a visitor has none. A failed list leaves the
  // slip without one: typing a code still works.
  const $userId = deps.$player.map((player) => player.userId);
  sample({
    clock: [started, $userId.updates],
    source: { userId: $userId, on: $started },
    filter: ({ userId, on }) => on && userId !== null,
    target: promoCodesFx,
  });
  $coupon
    // A chosen code is one the list holds: a failed list drops a stored choice rather than send a code the slip cannot show.
    .on(promoCodesFx.doneData, (coupon, outcome) => setPromoCodes(coupon, outcome.kind === 'loaded' ? outcome.codes : []))
    .on(promoCodesFx.fail, (coupon) => setPromoCodes(coupon, []))
    .on($userId.updates, (coupon, userId) => (userId === null && coupon.promoCodes.length > 0 ? setPromoCodes(coupon, []) : coupon))
    .on(promoCodeTyped, (coupon, text) => setManualPromoCode(coupon, text));
  sample({
    clock: whenSlipFree(promoCodeChosen),
    source: $coupon,
    fn: (coupon, code) => choosePromoCode(coupon, code),
    target: reduced,
  });
  // QA17 #2: a chosen code that stops applying (a selection removed, the type or the paying account changed) is
  // dropped and the slip says why; the selections, stakes and everything else stay.
  const promoCodeDropped = sample({
    clock: sample({
      clock: [$coupon.updates, $currency.updates],
      source: { coupon: $coupon, currency: $currency },
      fn: ({ coupon, currency }) => dropInapplicablePromoCode(coupon, currency).dropped,
    }),
    filter: (dropped): dropped is PromoCodeDrop => dropped !== null,
  });
  $coupon.on(promoCodeDropped, (coupon) => ({ ...coupon, promoCode: null }));
  $message.on(promoCodeDropped, (_, dropped) => promoCodeDroppedMessage(dropped));
  // A code an accepted bet used is used up: the list is read again, and a chosen code it no longer holds goes.
  sample({
    clock: placeFx.doneData,
    source: { userId: $userId, on: $started },
    filter: ({ userId, on }, outcome) => on && userId !== null && (outcome.kind === 'accepted' || outcome.kind === 'singles-placed' || outcome.kind === 'under-review'),
    target: promoCodesFx,
  });

  // ---- persistence, one slip across tabs ------------------------------------
  const { slipChangedElsewhere } = persistCoupon({ $coupon, $settings, $ctx, $oddsConfirmation, started }, deps);
  $message.on(slipChangedElsewhere, (_, change) => slipChangedElsewhereMessage(change));

  // ---- what the slip shows ------------------------------------------------
  const $summary = combine($coupon, $settings, $ctx, deps.$player, $account, (coupon, settings, ctx, player, account): CouponSummary => {
    const own = ownBets(coupon.bets);
    const win = couponPossibleWinWithBonus(coupon, settings);
    // spec 000 §5: never a maximum on the bonus account.
    const limits = couponAmountLimits(coupon, ctx.config, account?.isBonus ?? false);
    const currency = slipCurrency(account, player);
    const totalStake = couponTotalStake(coupon);
    // QA18 #2: a free bet's amount is not charged, so only the rest is set against the balance.
    const chargedStake = couponChargedStake(totalStake, chosenPromoCode(coupon)?.effect ?? null);
    // The paying account's money, as auto max reads it ($stakeAccount); a visitor has none to compare with.
    const balance = player.userId === null ? null : account ? (account.balance ?? null) : player.balance;
    return {
      totalStake,
      balance,
      chargedStake,
      stakeOverBalance: own.length > 0 && isStakeOverBalance(chargedStake, balance),
      betCount: own.length,
      lines: couponLines(coupon),
      possibleWin: win.possibleWin,
      hyperBonus: win.hyperBonus,
      totalWin: win.total,
      payoutCapped: win.capped,
      availableTypes: availableCouponTypes(own.length, ctx.config),
      bankersAvailable: ctx.config.systemBankerBlockEnabled,
      bonusBetOffered: isBonusBetOffered({ enabled: ctx.config.bonusBetEnabled, typeId: coupon.typeId, bets: own }),
      vipBetAvailable: isVipBetAvailable({
        vipBetEnabled: ctx.config.vipBetEnabled,
        // The maximum that applies to this coupon from this account: none on the bonus account (spec 000 §5),
        // so no VIP bet "above the maximum" there (QA: it was offered).
        maxBetAmount: limits.max,
        typeId: coupon.typeId,
        bets: own,
      }),
      oneClickAvailable: isOneClickAvailable(ctx.config),
      oneClickActive: isOneClickActive(settings, ctx.config),
      amountStep: amountStep(currency, settings),
      currency,
      minAmount: limits.min,
      maxAmount: limits.max,
      hasLockedBets: hasLockedBetsIn(coupon),
      hasOddsChanges: own.some((bet) => bet.coefChange !== null),
      chainStakes: coupon.typeId === CouponType.CHAIN ? couponChainStakes(coupon) : [],
      maxPayout: coupon.maxPayout,
      hyperBonusOffer: coupon.typeId === CouponType.EXPRESS ? coupon.hyperBonus : null,
    };
  });

  /** The outcome ids in the slip; a new set only when a selection is added or removed, never on a price move. */
  const $betIds = $coupon
    .map((coupon) => coupon.bets.map((bet) => bet.id).join('\n'))
    .map((key) => new Set(key === '' ? [] : key.split('\n')) as ReadonlySet<string>);

  // spec 000 §3 isVipBet: the player's standing choice. Ticking or unticking the VIP box sets it; whenever a
  // coupon becomes VIP-eligible with the choice on, the coupon is made a VIP bet.
  sample({ clock: vipToggled, fn: (active) => ({ isVipBet: active }), target: settingsChanged });
  sample({
    clock: $summary,
    source: { settings: $settings, coupon: $coupon },
    filter: ({ settings, coupon }, summary) => settings.isVipBet && summary.vipBetAvailable && !coupon.isActiveVipBet,
    fn: () => true,
    target: vipToggled,
  });

  return {
    started,
    betToggled,
    betRemoved,
    couponCleared,
    amountChanged,
    amountStepped,
    betAmountChanged,
    blockAmountChanged,
    betMovedToBlock,
    typeChanged,
    systemValueChanged,
    bankerModeToggled,
    bankerToggled,
    vipToggled,
    autoMaxToggled,
    tabChanged,
    quickCouponVisibilityChanged,
    promoCodeTyped,
    promoCodeChosen,
    oneClickToggled,
    oneClickStakeRead,
    oneClickConfirmed,
    oneClickUndone,
    settingsChanged,
    oddsChangesAcknowledged,
    couponLoadedFromCode,
    codeReplacementConfirmed,
    codeReplacementDeclined,
    placementRequested,
    oddsChangeAccepted,
    oddsChangeRejected,
    successCouponClosed,
    messageDismissed,
    historyRequested,
    historyFilterChanged,
    historyMoreRequested,
    balanceChanged,
    prepaidReset,
    placed,
    placeFx,
    oneClickFx,
    $coupon,
    $betIds,
    $settings,
    $summary,
    $message,
    $oneClickConfirmation,
    $codeReplacement,
    $oddsConfirmation,
    $stakeReset,
    $oneClickOutcome,
    $placing,
    /** The slip's bet is on its way (no answer yet): the slip holds still. */
    $sending,
    placedSelectionsKept,
    /** The success coupon shows and the slip is empty: "Keep selections" brings the placed slip back. */
    $canKeepSelections,
    $attempt,
    $lockedByBookmaker,
    $history,
    $historyStatus,
    $historyFilter,
    $historyLoading,
    $historyHasMore,
    $historyMore,
    placedCouponRequested: placedCouponLookup.placedCouponRequested,
    $placedCoupon: placedCouponLookup.$placedCoupon,
    $coefViewId,
    $loadingByCode: loadByCodeFx.pending,
  };
}

export type CouponModel = ReturnType<typeof createCouponModel>;
