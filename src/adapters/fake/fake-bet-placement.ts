import { demoPromoCode } from './fake-promo-codes';
import { fakeSettledCoupons } from './fake-settled-coupons';
import { pageHasMore } from '../../domain/shared/paging';
import * as z from 'zod/mini';
import {
  amountLimits,
  promoCodeGain,
  promoCodeMismatch,
  type PlacedPromoCode,
  type PromoCode,
  BONUS_BET_TYPE_ID,
  binomial,
  chainBlocks,
  chainStakes,
  couponConfigFromGroup,
  MAX_AMOUNT,
  type AmountLimits,
  type CouponConfig,
  DEFAULT_CURRENCY,
  minAmountStep,
  SYSTEM_BANKER_BLOCK_ID,
  CouponType,
  createBet,
  dependentSelectionIds,
  isCouponTypeId,
  isSameCoef,
  needsVipReview,
  OddsChangePolicy,
  placedChainBlockStakes,
  requestPossibleWin,
  resolveOddsChanges,
  reviewedBet,
  roundCoef,
  roundMoney,
  settleCoupon,
  SINGLE_REFUSAL_REASONS,
  type Bet,
  type BetPlacementPort,
  type CouponLimitsPort,
  type CouponLimitsQuery,
  type CouponOffer,
  type CouponOfferOutcome,
  type CouponRequest,
  type HistoryOutcome,
  type HistoryQuery,
  inHistoryQuery,
  type LoadByCodeOutcome,
  type OddsChange,
  type PlacedBet,
  type PlacedBetOutcome,
  type PlacedBetSelection,
  type PlacedHyperBonus,
  type PlacedBetStatus,
  type PlacementOutcome,
  type SelectionStatus,
  type SinglePlacement,
  type VipReviewVerdict,
  winWithHyperBonus,
} from '../../domain/coupon';
import { findOutcome, GameStatus, isLiveStatus, selectionText, type Market, type Outcome, type Score, type SelectionKey } from '../../domain/line';
import { translate, type Dictionary } from '../../domain/i18n';
import type { KeyValueStoragePort } from '../../domain/shared';
import { AccountType } from '../../domain/player';
import { accountCurrency, DEMO_ACCOUNTS } from './fake-accounts';
import { DEMO_CONFIG_GROUPS } from './fake-config-groups';
import type { FakeLine, FakeLineWorld } from './line';
import { finalScore, outcomeResult } from './fake-results';
import type { FakeSession } from './fake-session';
import type { FakeWorld } from './fake-world';

/** The bookmaker's limits in the demo, in RUB (other currencies: fakeAmountIn): below or above them a coupon is refused. */
export const FAKE_MIN_STAKE = 10;
export const FAKE_MAX_STAKE = 100_000;
/** A coupon with a live selection is capped lower, as bookmakers do for in-play prices. */
export const FAKE_MAX_LIVE_STAKE = 20_000;
export const FAKE_MAX_PAYOUT = 5_000_000;
/**
 * The demo's hyper-bonus on an express of 3 or more selections: 5 % of the
 * net win per selection beyond two (capped at 50 %), from a stake of 100, at
 * most 50,000 (hyperBonusAmount in bonus-bet.ts reads it).
 */
export const FAKE_HYPER_BONUS = { percentPerBet: 5, maxPercent: 50, minBets: 3, minBetLimit: 100, maxLimit: 50_000 };
/** Coupon ids are digits only (spec 000 §5: the print-coupon parameter); the demo's start here. */
/**
 * A RUB figure of the demo bookmaker in another currency. Money figures are the paying account's own
 * (QA: a EUR account was quoted "Stake from 10 to 100,000", RUB figures), so the bookmaker scales its
 * RUB limits by the currency's amount step against RUB's (spec 000 §9's table, `minAmountStep`): every
 * currency's limits are as many of its steps as RUB's. EUR: 0.25 to 2,500 (500 in play), payout 125,000.
 */
export function fakeAmountIn(currency: string, rubAmount: number): number {
  return roundMoney((rubAmount * minAmountStep(currency)) / minAmountStep(DEFAULT_CURRENCY));
}

/**
 * The demo's limits and hyper-bonus for a coupon (the constants above, in the paying account's currency:
 * fakeAmountIn); the reference provider answers the same.
 */
export function fakeCouponOffer(query: CouponLimitsQuery): CouponOffer {
  const live = query.bets.some((bet) => bet.isLive);
  const count = query.bets.length;
  const { percentPerBet, maxPercent, minBets, minBetLimit, maxLimit } = FAKE_HYPER_BONUS;
  const money = (rub: number) => fakeAmountIn(accountCurrency(query.accountId), rub);
  return {
    minBetAmount: money(FAKE_MIN_STAKE),
    maxBetAmount: money(live ? FAKE_MAX_LIVE_STAKE : FAKE_MAX_STAKE),
    maxPayout: money(FAKE_MAX_PAYOUT),
    hyperBonus:
      query.typeId === CouponType.EXPRESS && count >= minBets
        ? { percent: Math.min(maxPercent, percentPerBet * (count - 2)), minBetLimit: money(minBetLimit), maxLimit: money(maxLimit) }
        : null,
  };
}

/**
 * QA15 #1: the limits the demo bookmaker holds a coupon to, by the rule the slip shows them (amountLimits, spec
 * 000 §5): the minimum only for the types the coupon config group lists in `minBetTypes` (a system's per line),
 * the maximum only for those in `maxBetTypes` and never on the bonus account. `config`: the group as the demo
 * site serves it (fakeCouponConfig), so the slip's promise and the bookmaker's answer agree.
 */
export function fakeAmountLimits(
  offer: Pick<CouponOffer, 'minBetAmount' | 'maxBetAmount'>,
  typeId: number,
  config: Pick<CouponConfig, 'minBetTypeIds' | 'maxBetTypeIds'>,
  { isBonusAccount, lines = 1 }: { isBonusAccount: boolean; lines?: number },
): AmountLimits {
  return amountLimits({
    typeId,
    minBetAmount: offer.minBetAmount * lines,
    maxBetAmount: offer.maxBetAmount,
    isBonusAccount,
    minBetTypeIds: config.minBetTypeIds,
    maxBetTypeIds: config.maxBetTypeIds,
  });
}

/** The coupon config group as FakeConfigGroups serves it (the demo's, with the world's `configGroups` over it), read as the slip reads it. */
export function fakeCouponConfig(world: Pick<FakeWorld, 'state'>): CouponConfig {
  return couponConfigFromGroup({ ...DEMO_CONFIG_GROUPS.coupon, ...world.state.configGroups.coupon }, false);
}

/**
 * A refusal for a stake outside `limits`. The contract's answer always has a maximum: with none for this coupon
 * it is MAX_AMOUNT, the most any stake may be, which the slip says as "the minimum stake is …" alone.
 */
function outOfLimits(limits: AmountLimits): Extract<PlacementOutcome, { kind: 'stake-out-of-limits' }> {
  return { kind: 'stake-out-of-limits', min: limits.min, max: Number.isFinite(limits.max) ? limits.max : MAX_AMOUNT };
}

/**
 * The hyper-bonus a coupon placed at these prices earns (null: none): the offer it was sent with (spec 000 §3:
 * the coupon carries its hyper-bonus fields, as the slip showed them) on its win at full precision, under the
 * maximum payout, as the slip counts it (couponPossibleWinWithBonus). The history keeps it, so the bet history
 * and the printed coupon show what the slip and the success coupon promised (QA9).
 */
function placedHyperBonus(request: CouponRequest, maxPayout: number): PlacedHyperBonus | null {
  const { hyperBonusPercent: percent, hyperBonusMinBetLimit: minBetLimit, hyperBonusMaxLimit: maxLimit } = request;
  if (percent === null || minBetLimit === null || maxLimit === null) return null;
  const win = requestPossibleWin(request, Infinity).possibleWin;
  const { hyperBonus } = winWithHyperBonus({ percent, minBetLimit, maxLimit }, { typeId: request.typeId, amount: request.amount, possibleWin: win }, maxPayout);
  return hyperBonus > 0 ? { percent, amount: hyperBonus } : null;
}

/**
 * The demo bookmaker's review of a VIP coupon above the maximum (QA12 #5, needsVipReview): decided on the
 * world's clock FAKE_VIP_REVIEW_MS after the request, read when the history is read or the session checked
 * (as settlement is). Accepted when the stake is at most FAKE_VIP_ACCEPT_MULTIPLE times the coupon's maximum
 * (a normal pending bet from then on), declined above it (the held stake is paid back). Deterministic, so a
 * demo and a test know the answer from the stake alone.
 */
export const FAKE_VIP_REVIEW_MS = 2 * 60_000;
export const FAKE_VIP_ACCEPT_MULTIPLE = 2;

export const FAKE_FIRST_COUPON_ID = 100_000_001;
export const FAKE_PLACEMENT_STORAGE_KEY = 'fake-bet-placement';

type Accepted = Extract<PlacementOutcome, { kind: 'accepted' }>;
type UnderReview = Extract<PlacementOutcome, { kind: 'under-review' }>;
type SinglesPlaced = Extract<PlacementOutcome, { kind: 'singles-placed' }>;

/**
 * A selection as the ledger keeps it: as the history shows it, and what names it in the language the
 * history is asked in (a backend answers in the page's language; the label it was placed with is English).
 */
type LedgerSelection = PlacedBetSelection & { words?: SelectionKey };
type LedgerBet = Omit<PlacedBet, 'selections'> & { selections: LedgerSelection[] };

/** One selection of a request as the line has it now. */
interface Checked {
  bet: CouponRequest['bets'][number];
  /** Blocked, dependent, gone, finished or banned from this coupon type. */
  locked: boolean;
  change: OddsChange | null;
  /** The selection as the history shows it; null when the line no longer has it. */
  selection: LedgerSelection | null;
}

/** What settlement needs beside the placed bet: each selection's block and stake, the chain's stakes. */
export interface CouponStakes {
  amountByBlockId: Record<string, number>;
  selections: Record<string, { blockId: number; amount: number | null }>;
  /** A VIP coupon under review: when the bookmaker decides and how (decided at the request, said when due). */
  review?: { endsAt: number; verdict: VipReviewVerdict };
}

interface Stakes extends CouponStakes {
  /** The account the stake came from (payouts go back to it); null: the main account. */
  accountId: number | null;
}

/** A placed coupon as settlement reads and rewrites it: the demo's ledger and the reference provider's history keep it so. */
export interface SettlingPlacedCoupon {
  typeId: number;
  /** The currency it was paid in: the payout cap is the bookmaker's maximum in it (fakeAmountIn). */
  currency: string;
  systemValue: number | null;
  amount: number;
  coef: number;
  status: PlacedBetStatus;
  payout: number | null;
  selections: readonly { betId: string; gameId: number; coef: number; status: SelectionStatus; score: string | null }[];
}

/** What settlement reads of the line: a game's final score once it is over, and a selection's result on it. */
export interface SettlementLine {
  /** Null while the game is not over. */
  finalScore(gameId: number): Score | null;
  result(selection: { betId: string; gameId: number }, score: Score): SelectionStatus;
}

/**
 * The fake line as settlement reads it at `now`: a game's score from its script (fake-results.ts), kept in
 * `results` the first time it is read so every coupon on a game gets one result; a selection's result by
 * outcomeResult on the market `find` finds it in (the line's own outcome ids by default; gone: returned).
 */
export function fakeSettlementLine(
  world: FakeLineWorld,
  now: number,
  results: Record<string, Score>,
  find: (gameId: number, betId: string) => { market: Market; outcome: Outcome } | null = (gameId, betId) => {
    const game = world.fullGame(gameId);
    return game ? findOutcome(game, betId) : null;
  },
): SettlementLine {
  return {
    finalScore(gameId) {
      const score = results[String(gameId)] ?? finalScore(world, gameId, now);
      if (score) results[String(gameId)] = score;
      return score;
    },
    result({ betId, gameId }, score) {
      const found = find(gameId, betId);
      const plan = world.plan(gameId);
      return found && plan ? outcomeResult(found.market, found.outcome, score, plan.sport) : 'returned';
    },
  };
}

/**
 * One placed coupon settled at `now`, as the demo bookmaker settles (the reference provider too): a VIP
 * review ends on the clock (FAKE_VIP_REVIEW_MS): accepted, the coupon settles on as any pending one;
 * declined, its held stake is paid back. A pending coupon's selections whose games are over get their results
 * and scores, and the coupon is settled by the domain's settleCoupon, its payout capped at the maximum in its
 * currency, as in the offer it was placed under (a EUR coupon's cap is 125,000 EUR, not 5,000,000). The coupon
 * comes back as it was (the same object) when nothing changed; `credit` is what goes back to the account it was
 * staked from (0: nothing), once, as the coupon it returns is no longer pending.
 */
export function settlePlacedCoupon<T extends SettlingPlacedCoupon>(
  under: T,
  stakes: CouponStakes | undefined,
  now: number,
  line: SettlementLine,
): { bet: T; credit: number } {
  const review = under.status === 'under-review' ? stakes?.review : undefined;
  if (under.status === 'under-review' && (!review || review.endsAt > now)) return { bet: under, credit: 0 };
  const bet = review ? reviewedBet(under, review.verdict) : under;
  if (bet.status === 'declined') return { bet, credit: bet === under ? 0 : bet.amount };
  if (bet.status !== 'pending') return { bet, credit: 0 };
  const selections = bet.selections.map((selection) => {
    if (selection.status !== 'pending') return selection;
    const score = line.finalScore(selection.gameId);
    if (!score) return selection;
    return { ...selection, status: line.result(selection, score), score: `${score.home}:${score.away}` };
  });
  const settled = settleCoupon({
    typeId: bet.typeId,
    amount: bet.amount,
    coef: bet.coef,
    systemValue: bet.systemValue,
    amountByBlockId: stakes?.amountByBlockId ?? {},
    selections: selections.map((s) => ({
      coef: s.coef,
      status: s.status,
      blockId: stakes?.selections[s.betId]?.blockId ?? 0,
      amount: stakes?.selections[s.betId]?.amount ?? null,
    })),
  });
  const touched = selections.some((s, i) => s !== bet.selections[i]);
  if (!touched && settled.status === 'pending') return { bet, credit: 0 };
  const payout = settled.payout === null ? null : Math.min(settled.payout, fakeAmountIn(bet.currency, FAKE_MAX_PAYOUT));
  return { bet: { ...bet, selections, status: settled.status, payout }, credit: settled.status !== 'pending' && payout ? payout : 0 };
}

/** A definite answer that charged nothing. */
type Refusal = Exclude<PlacementOutcome, { kind: 'accepted' | 'singles-placed' | 'under-review' | 'network-failure' }>;

interface Ledger {
  next: number;
  /** Newest first. */
  bets: LedgerBet[];
  /** Answers that charged the account (accepted, singles-placed, under-review: the stake held), by idempotency key. */
  accepted: Record<string, (Omit<Accepted, 'coef' | 'possibleWin'> & Partial<Pick<Accepted, 'coef' | 'possibleWin'>>) | SinglesPlaced | UnderReview>;
  /** Refusals, by idempotency key: a replayed key answers its first answer (the port's contract), not a fresh decision. */
  refused: Record<string, Refusal>;
  /** By coupon id. */
  stakes: Record<string, Stakes>;
  /** Final score of every game settled so far, by game id: one result per game for every coupon. */
  results: Record<string, { home: number; away: number }>;
  /** Demo promo codes an accepted coupon used (QA17 #2): each is used once, then leaves the player's list. */
  usedPromoCodes: string[];
}

const selectionSchema = z.object({
  betId: z.string(),
  gameId: z.number(),
  coef: z.number(),
  marketName: z.string(),
  sportNameEn: z.string(),
  champNameEn: z.string(),
  // Optional: a ledger kept in this tab before selections carried the country still reads.
  champCountryEn: z.optional(z.string()),
  opponent1NameEn: z.string(),
  opponent2NameEn: z.string(),
  startTime: z.number(),
  status: z.enum(['pending', 'won', 'lost', 'returned']),
  score: z._default(z.nullable(z.string()), null),
  // Optional: a ledger kept before selections kept their words names them by their English label.
  words: z.optional(z.object({ kind: z.number(), typeId: z.number(), param: z.optional(z.number()) })),
});
/** QA18 #5: the code a coupon was placed with and what it gave; a ledger from before has none. */
const placedPromoSchema = z.union([
  z.object({ code: z.string(), kind: z.literal('win-boost'), percent: z.number(), amount: z.number() }),
  z.object({ code: z.string(), kind: z.literal('free-bet'), amount: z.number() }),
]);
const ledgerSchema = z.object({
  next: z.int(),
  bets: z.array(
    z.object({
      couponId: z.string(),
      placedAt: z.number(),
      typeId: z.number().check(z.refine(isCouponTypeId)),
      systemValue: z.nullable(z.number()),
      amount: z.number(),
      currency: z.string(),
      coef: z.number(),
      possibleWin: z.number(),
      status: z.enum(['pending', 'won', 'lost', 'returned', 'cashed-out', 'under-review', 'declined']),
      payout: z.nullable(z.number()),
      selections: z.array(selectionSchema),
      // A ledger kept in this tab before coupons remembered their bonus bet still reads (as none).
      bonusBet: z._default(z.nullable(z.object({ coef: z.number() })), null),
      // Likewise for the hyper-bonus (QA9: the history left it out): an older ledger's coupons have none.
      hyperBonus: z._default(z.nullable(z.object({ percent: z.number(), amount: z.number() })), null),
      promoCode: z.optional(placedPromoSchema),
    }),
  ),
  accepted: z.record(
    z.string(),
    z.union([
      // coef and possibleWin are optional for a ledger an older demo stored: they are read from the coupon (answer()).
      z.object({
        kind: z.literal('accepted'),
        couponId: z.string(),
        placedAt: z.number(),
        balance: z.nullable(z.number()),
        coef: z.optional(z.number()),
        possibleWin: z.optional(z.number()),
        promoCode: z.optional(placedPromoSchema),
      }),
      z.object({
        kind: z.literal('under-review'),
        couponId: z.string(),
        placedAt: z.number(),
        balance: z.nullable(z.number()),
        coef: z.number(),
        possibleWin: z.number(),
        promoCode: z.optional(placedPromoSchema),
      }),
      z.object({
        kind: z.literal('singles-placed'),
        placedAt: z.number(),
        balance: z.nullable(z.number()),
        singles: z.array(
          z.union([
            z.object({
              betId: z.string(),
              status: z.literal('accepted'),
              couponId: z.string(),
              amount: z.number(),
              coef: z.number(),
              possibleWin: z.number(),
            }),
            z.object({
              betId: z.string(),
              status: z.literal('rejected'),
              reason: z.enum(SINGLE_REFUSAL_REASONS),
              newCoef: z.nullable(z.number()),
            }),
          ]),
        ),
      }),
    ]),
  ),
  refused: z._default(
    z.record(
      z.string(),
      z.union([
        z.object({ kind: z.literal('odds-changed'), changes: z.array(z.object({ betId: z.string(), oldCoef: z.number(), newCoef: z.number() })) }),
        z.object({ kind: z.literal('insufficient-balance'), balance: z.number(), required: z.number() }),
        z.object({ kind: z.literal('stake-out-of-limits'), min: z.nullable(z.number()), max: z.number() }),
        z.object({ kind: z.literal('promo-code-invalid'), promoCode: z.string() }),
        z.object({ kind: z.literal('selection-locked'), betIds: z.array(z.string()) }),
      ]),
    ),
    {},
  ),
  stakes: z._default(
    z.record(
      z.string(),
      z.object({
        accountId: z._default(z.nullable(z.int()), null),
        amountByBlockId: z.record(z.string(), z.number()),
        selections: z.record(z.string(), z.object({ blockId: z.number(), amount: z.nullable(z.number()) })),
        review: z.optional(z.object({ endsAt: z.number(), verdict: z.enum(['accepted', 'declined']) })),
      }),
    ),
    {},
  ),
  results: z._default(z.record(z.string(), z.object({ home: z.number(), away: z.number() })), {}),
  // QA17 #2: the demo codes an accepted coupon used up; a ledger from before reads as none used.
  usedPromoCodes: z._default(z.array(z.string()), []),
});

function emptyLedger(): Ledger {
  return { next: FAKE_FIRST_COUPON_ID, bets: [], accepted: {}, refused: {}, stakes: {}, results: {}, usedPromoCodes: [] };
}

/**
 * The demo bookmaker. It checks a coupon against the fake line as it stands
 * now, so prices the feed moved answer `odds-changed` (unless the player's
 * policy takes them; never with exact odds), and suspended selections and those sharing a game in a
 * combination (not in multiple singles) `selection-locked`; it charges
 * the demo account through FakeSession. Accepted coupons are remembered by
 * idempotency key (the same key answers the same coupon id and charges once)
 * and listed in the history; the ledger lives in session storage beside the
 * fake world, so it survives a reload. Placed bets settle on the world's
 * clock: when the history is read or the session is checked (every 60 s
 * while the page is visible), every pending coupon whose games are over
 * (fake-results.ts) is settled by settleCoupon and credited, so a payout
 * reaches the header without a visit to the history. The history answers a page of the query at a time, and
 * lists the `settledCoupons` knob's older coupons below the ledger's (fake-settled-coupons.ts). World knobs:
 * `fail: ["placement"]` answers network-failure, `latencyMs` delays every answer.
 */
export class FakeBetPlacement implements BetPlacementPort, CouponLimitsPort {
  constructor(
    private readonly world: FakeWorld,
    private readonly session: FakeSession,
    private readonly line: FakeLine,
    private readonly storage: KeyValueStoragePort,
    /** The page's language, which the history answers in (as the HTTP adapter sends it). */
    private readonly language: () => string = () => 'en',
  ) {
    session.onCheck(() => this.settle());
  }

  async place(request: CouponRequest): Promise<PlacementOutcome> {
    try {
      return await this.world.respond('placement', () => this.answer(request));
    } catch {
      // Nothing was charged: the request never reached the decision.
      return { kind: 'network-failure', retryable: true };
    }
  }

  async loadByCode(code: string): Promise<LoadByCodeOutcome> {
    try {
      return await this.world.respond('placement', () => this.findByCode(code.trim()));
    } catch {
      return { kind: 'network-failure', retryable: true };
    }
  }

  async limits(query: CouponLimitsQuery): Promise<CouponOfferOutcome> {
    try {
      return await this.world.respond('limits', () => ({ kind: 'loaded' as const, offer: fakeCouponOffer(query) }));
    } catch {
      return { kind: 'network-failure', retryable: true };
    }
  }

  async history(query: HistoryQuery): Promise<HistoryOutcome> {
    try {
      return await this.world.respond('history', async () => {
        const { book, show } = await this.book();
        // A page of the book as the reference provider pages its own (total_count: every coupon the query matches).
        const matching = book.filter((bet) => inFakeHistoryQuery(bet, query));
        const start = (query.page - 1) * query.pageSize;
        const page = matching.slice(start, start + query.pageSize);
        return { kind: 'loaded' as const, bets: page.map(show), hasMore: pageHasMore(query, page.length, matching.length) };
      });
    } catch {
      return { kind: 'network-failure', retryable: true };
    }
  }

  /** The coupon of the book with this id, as the history shows it, whenever placed (getPlacedCoupon's 404: not-found). */
  async placedBet(couponId: string): Promise<PlacedBetOutcome> {
    // QA17 #6: a coupon is its player's; without a session the bookmaker answers 401 (getPlacedCoupon's Pact), as `place` does.
    if (!this.world.state.signedIn) return { kind: 'network-failure', retryable: false };
    try {
      return await this.world.respond('history', async () => {
        const { book, show } = await this.book();
        const bet = book.find((placed) => placed.couponId === couponId);
        return bet ? { kind: 'loaded' as const, bet: show(bet) } : { kind: 'not-found' as const, couponId };
      });
    } catch {
      return { kind: 'network-failure', retryable: true };
    }
  }

  /**
   * Every coupon the player has, settled as of now, newest first: the ledger's, then the `settledCoupons` knob's
   * older ones; `show` says one as the history answers it in the page's language.
   */
  private async book(): Promise<{ book: LedgerBet[]; show: (bet: LedgerBet) => PlacedBet }> {
    const { bets, stakes } = this.settle();
    const dictionary = await couponDictionary(this.language());
    // Each selection in the block it was placed in, so a system's banker is marked (QA14 #6), as a backend's history says it.
    const withBlocks = (bet: LedgerBet): LedgerBet => {
      const selections = bet.selections.map((s) => ({ ...s, blockId: stakes[bet.couponId]?.selections[s.betId]?.blockId ?? 0 }));
      if (bet.typeId !== CouponType.CHAIN) return { ...bet, selections };
      // A chain with each block's stake as placed, so it is shown block by block (QA15 #8).
      const blockStakes = placedChainBlockStakes(bet.amount, stakes[bet.couponId]?.amountByBlockId ?? {}, selections);
      return { ...bet, selections, blockStakes };
    };
    const seeded = fakeSettledCoupons(this.world.state.settledCoupons, this.world.clock.now());
    return { book: [...bets, ...seeded], show: (bet) => historyBet(withBlocks(bet), dictionary) };
  }

  /** A key seen before answers its first answer; a new key is decided, and a refusal is kept under it. */
  private answer(request: CouponRequest): PlacementOutcome {
    const ledger = this.read();
    const known = ledger.accepted[request.idempotencyKey] ?? ledger.refused[request.idempotencyKey];
    if (known?.kind === 'accepted') {
      const bet = ledger.bets.find((placed) => placed.couponId === known.couponId);
      return { ...known, coef: known.coef ?? bet?.coef ?? request.coef, possibleWin: known.possibleWin ?? bet?.possibleWin ?? 0 };
    }
    if (known) return known;
    const outcome = this.decide(request, ledger);
    // A refusal charged nothing, so the ledger read above is still the stored one.
    if (outcome.kind !== 'accepted' && outcome.kind !== 'singles-placed' && outcome.kind !== 'under-review' && outcome.kind !== 'network-failure') {
      this.write({ ...ledger, refused: { ...ledger.refused, [request.idempotencyKey]: outcome } });
    }
    return outcome;
  }

  private decide(request: CouponRequest, ledger: Ledger): PlacementOutcome {
    // The port has no "signed out" answer; the application never sends one, so a stray request is not retryable.
    if (!this.world.state.signedIn) return { kind: 'network-failure', retryable: false };
    // A body outside the contract (coef > 1, as the OpenAPI's Coupon says) is the server's 400: not retryable.
    if (!(request.coef > 1)) return { kind: 'network-failure', retryable: false };
    // Exact odds other than the coupon's own are a contradiction the slip never sends (buildCouponRequest): a bad
    // request too. Multiple singles go at each single's odds and ignore them.
    const exact = request.typeId === CouponType.MULTIPLE_SINGLES ? null : request.exactCoef;
    if (exact !== null && !isSameCoef(exact, request.coef)) return { kind: 'network-failure', retryable: false };

    const own = request.bets.filter((bet) => bet.typeId !== BONUS_BET_TYPE_ID);
    const bonus = request.bets.find((bet) => bet.typeId === BONUS_BET_TYPE_ID);
    if (this.world.state.oddsMoves > 0) this.moveOdds(own);
    const checked = own.map((bet) => this.check(bet, request.typeId));
    if (request.typeId === CouponType.MULTIPLE_SINGLES) return this.decideSingles(request, ledger, checked);
    // The bookmaker does not trust the slip: selections of one game are dependent in a combination (spec 000 §5).
    const related = new Set(dependentSelectionIds({ typeId: request.typeId, bets: own }));
    const locked = checked.filter((c) => c.locked || related.has(c.bet.id)).map((c) => c.bet.id);
    const changes = checked.flatMap((c) => (c.change ? [c.change] : []));
    if (locked.length > 0) return { kind: 'selection-locked', betIds: locked };
    // Exact odds accept the coupon only at them: any price change is refused, whatever the policy says.
    const policy = exact !== null ? OddsChangePolicy.CONFIRM_ANY : request.changeCoefAction;
    if (resolveOddsChanges(policy, changes) === 'confirm') return { kind: 'odds-changed', changes };

    // QA17 #2: a code is valid when it is one of the demo codes, not used yet, and applies to this coupon.
    const promo = this.validPromoCode(request, ledger, own.length);
    if (promo === 'invalid') return { kind: 'promo-code-invalid', promoCode: request.promoCode ?? '' };

    const offer = fakeCouponOffer({
      typeId: request.typeId,
      accountId: request.accountId,
      bets: own.map((bet) => ({ id: bet.id, gameId: bet.gameId, coef: bet.coef, isLive: bet.isLive })),
    });
    // spec 000 §5: never a maximum on the bonus account; a VIP bet asks to go above it, which the bookmaker reviews.
    const onBonus = DEMO_ACCOUNTS.find((account) => account.id === request.accountId)?.type === AccountType.Bonus;
    // The minimum is per line for a system (CouponOffer); each limit only for the types the config lists (QA15 #1).
    const lines = request.typeId === CouponType.SYSTEM ? systemLineCount(request) : 1;
    const limits = fakeAmountLimits(offer, request.typeId, fakeCouponConfig(this.world), { isBonusAccount: onBonus, lines });
    const max = request.isVipBet ? Infinity : limits.max;
    const review = needsVipReview({ isVipBet: request.isVipBet, amount: request.amount, maxBetAmount: limits.max });
    if ((limits.min !== null && request.amount < limits.min) || request.amount > max) return outOfLimits(limits);
    // QA15 #2: a chain's later blocks are stakes too: each at least the minimum and at most the previous block's return.
    if (request.typeId === CouponType.CHAIN) {
      const stakes = chainStakes(chainBlocks(own), request.amountByBlockId, request.amount, max).slice(1);
      const wrong = stakes.find((stake) => (limits.min !== null && stake.amount < limits.min) || stake.amount > stake.max);
      if (wrong) return outOfLimits({ min: limits.min, max: wrong.max });
    }
    // The stake comes from the coupon's account (the header's active one): the bonus account pays its own bets.
    const balance = this.session.balance(request.accountId);
    // A free bet pays its part of the stake (QA17 #2): only the rest is charged.
    const effect = promo?.effect ?? null;
    const gain = effect?.kind === 'free-bet' ? promoCodeGain(effect, { stake: request.amount, possibleWin: 0, totalWin: 0, maxPayout: Infinity }) : null;
    const charged = gain?.kind === 'free-bet' ? gain.charged : request.amount;
    // A VIP coupon under review holds its stake as a placed one is charged: the same check, the same debit.
    if (charged > balance) return { kind: 'insufficient-balance', balance, required: charged };
    if (charged > 0 && !this.session.debit(charged, request.accountId)) return { kind: 'insufficient-balance', balance, required: charged };

    // The coupon is placed at the line's prices (changes the policy accepted included), and its possible win is
    // the slip's own maths on them at full precision; the coefficient shown is rounded as it travels.
    const newCoefs = new Map(changes.map((change) => [change.betId, change.newCoef]));
    const atLinePrices = { ...request, bets: request.bets.map((bet) => ({ ...bet, coef: newCoefs.get(bet.id) ?? bet.coef })) };
    const hyperBonus = placedHyperBonus(atLinePrices, offer.maxPayout);
    // A win boost (QA17 #2) adds its percent of the net win to the possible win, within the maximum payout, as the slip showed it.
    const unboosted = requestPossibleWin(atLinePrices, offer.maxPayout);
    const boost =
      effect?.kind === 'win-boost'
        ? promoCodeGain(effect, { stake: request.amount, possibleWin: unboosted.possibleWin, totalWin: unboosted.possibleWin + (hyperBonus?.amount ?? 0), maxPayout: offer.maxPayout }).amount
        : 0;
    const priced = { ...unboosted, possibleWin: roundMoney(unboosted.possibleWin + boost) };
    // QA18 #5: the code and what it gave, recorded with the coupon and said in the answer.
    const placedPromo: PlacedPromoCode | null =
      promo === null || effect === null
        ? null
        : effect.kind === 'win-boost'
          ? { code: promo.code, kind: 'win-boost', percent: effect.percent, amount: boost }
          : { code: promo.code, kind: 'free-bet', amount: gain?.amount ?? 0 };
    const coef = roundCoef(priced.coef);
    const couponId = String(ledger.next);
    const placedAt = this.world.clock.now();
    const placed: LedgerBet = {
      couponId,
      placedAt,
      typeId: request.typeId,
      systemValue: request.typeId === CouponType.SYSTEM ? request.systemValue : null,
      amount: request.amount,
      currency: accountCurrency(request.accountId),
      coef,
      possibleWin: priced.possibleWin,
      status: review ? 'under-review' : 'pending',
      payout: null,
      // No selection is locked here, so the line had each one.
      selections: checked.map((c) => c.selection!),
      // The bonus bet is part of the coupon's coefficient (priced above), so the history lists it beside the selections.
      bonusBet: bonus ? { coef: bonus.coef } : null,
      hyperBonus,
      ...(placedPromo ? { promoCode: placedPromo } : {}),
    };
    const answered = {
      couponId,
      placedAt,
      balance: this.session.balance(request.accountId),
      coef,
      possibleWin: priced.possibleWin,
      ...(placedPromo ? { promoCode: placedPromo } : {}),
    };
    const outcome: Accepted | UnderReview = review ? { kind: 'under-review', ...answered } : { kind: 'accepted', ...answered };
    this.write({
      ...ledger,
      next: ledger.next + 1,
      bets: [placed, ...ledger.bets],
      accepted: { ...ledger.accepted, [request.idempotencyKey]: outcome },
      usedPromoCodes: promo ? [...ledger.usedPromoCodes, promo.code] : ledger.usedPromoCodes,
      stakes: {
        ...ledger.stakes,
        [couponId]: {
          accountId: request.accountId,
          amountByBlockId: request.amountByBlockId,
          selections: Object.fromEntries(own.map((bet) => [bet.id, { blockId: bet.blockId, amount: bet.amount }])),
          ...(review
            ? {
                review: {
                  endsAt: placedAt + FAKE_VIP_REVIEW_MS,
                  verdict: request.amount <= FAKE_VIP_ACCEPT_MULTIPLE * offer.maxBetAmount ? 'accepted' : 'declined',
                },
              }
            : {}),
        },
      },
    });
    return outcome;
  }

  /** The request's demo code (null: none sent), or 'invalid': unknown, used up, or not for this coupon (QA17 #2). */
  private validPromoCode(request: CouponRequest, ledger: Ledger, selections: number): PromoCode | null | 'invalid' {
    if (request.promoCode === null) return null;
    const promo = demoPromoCode(request.promoCode);
    if (!promo || ledger.usedPromoCodes.includes(promo.code)) return 'invalid';
    const mismatch = promoCodeMismatch(promo, { typeId: request.typeId, selections, currency: accountCurrency(request.accountId) });
    return mismatch === null ? promo : 'invalid';
  }

  /** The demo codes accepted coupons used up: the player's list leaves them out (FakePromoCodes). */
  usedPromoCodes(): readonly string[] {
    return this.read().usedPromoCodes;
  }

  /** One selection against the line as it stands now. */
  private check(bet: CouponRequest['bets'][number], typeId: number): Checked {
    const game = this.line.world.fullGame(bet.gameId);
    const found = game ? findOutcome(game, bet.id) : null;
    if (!game || !found || game.status === GameStatus.FINISHED) return { bet, locked: true, change: null, selection: null };
    const { market, outcome } = found;
    const bannedHere = outcome.isBannedExpress && typeId !== CouponType.SINGLE && typeId !== CouponType.MULTIPLE_SINGLES;
    return {
      bet,
      locked: outcome.isBlocked || outcome.isDepend || bannedHere,
      change: Math.abs(outcome.coef - bet.coef) > 1e-9 ? { betId: bet.id, oldCoef: bet.coef, newCoef: outcome.coef } : null,
      selection: {
        betId: bet.id,
        gameId: game.id,
        coef: outcome.coef,
        marketName: `${market.name}: ${outcome.name}`,
        words: { kind: market.kind, typeId: outcome.typeId, ...(outcome.param === undefined ? {} : { param: outcome.param }) },
        sportNameEn: game.sportName,
        champNameEn: game.champName,
        champCountryEn: game.champCountry,
        opponent1NameEn: game.home,
        opponent2NameEn: game.away,
        startTime: game.startTime,
        status: 'pending',
        score: null,
      },
    };
  }

  /**
   * Multiple singles: each single is a coupon of its own, checked and charged in the slip's order. A single
   * is refused alone for a lock, a price change its policy does not take, a stake outside a single's limits,
   * or a balance the singles before it have used up. When none stands, the answer is the whole-coupon
   * refusal (locks first, then price changes, limits, balance) and nothing is charged.
   */
  private decideSingles(request: CouponRequest, ledger: Ledger, checked: Checked[]): PlacementOutcome {
    if (this.validPromoCode(request, ledger, checked.length) === 'invalid') return { kind: 'promo-code-invalid', promoCode: request.promoCode ?? '' };
    const onBonus = DEMO_ACCOUNTS.find((account) => account.id === request.accountId)?.type === AccountType.Bonus;
    const placedAt = this.world.clock.now();
    const singles: SinglePlacement[] = [];
    const placed: LedgerBet[] = [];
    const stakes: Record<string, Stakes> = {};
    let next = ledger.next;
    let limits: AmountLimits | null = null;
    const config = fakeCouponConfig(this.world);
    for (const { bet, locked, change, selection } of checked) {
      const refuse = (reason: Extract<SinglePlacement, { status: 'rejected' }>['reason'], newCoef: number | null = null) =>
        singles.push({ betId: bet.id, status: 'rejected', reason, newCoef });
      if (locked || !selection) {
        refuse('selection-locked');
        continue;
      }
      if (change && resolveOddsChanges(request.changeCoefAction, [change]) === 'confirm') {
        refuse('odds-changed', change.newCoef);
        continue;
      }
      const amount = bet.amount ?? 0;
      const offer = fakeCouponOffer({
        typeId: CouponType.SINGLE,
        accountId: request.accountId,
        bets: [{ id: bet.id, gameId: bet.gameId, coef: bet.coef, isLive: bet.isLive }],
      });
      // spec 000 §5: never a maximum on the bonus account; each limit only where the config lists multiple
      // singles (QA15 #1), as the slip holds each single's stake to them.
      const single = fakeAmountLimits(offer, CouponType.MULTIPLE_SINGLES, config, { isBonusAccount: onBonus });
      if ((single.min !== null && amount < single.min) || amount > single.max) {
        limits ??= single;
        refuse('stake-out-of-limits');
        continue;
      }
      if (amount > this.session.balance(request.accountId) || !this.session.debit(amount, request.accountId)) {
        refuse('insufficient-balance');
        continue;
      }
      const couponId = String(next);
      next += 1;
      const possibleWin = Math.min(offer.maxPayout, roundMoney(amount * selection.coef));
      singles.push({ betId: bet.id, status: 'accepted', couponId, amount, coef: selection.coef, possibleWin });
      placed.push({
        couponId,
        placedAt,
        typeId: CouponType.SINGLE,
        systemValue: null,
        amount,
        currency: accountCurrency(request.accountId),
        coef: selection.coef,
        possibleWin,
        status: 'pending',
        payout: null,
        selections: [selection],
        // A single has no bonus bet (spec 000 §5: an express's).
        bonusBet: null,
        // Nor a hyper-bonus (an express's).
        hyperBonus: null,
      });
      stakes[couponId] = { accountId: request.accountId, amountByBlockId: {}, selections: { [bet.id]: { blockId: 0, amount: null } } };
    }
    if (placed.length === 0) {
      const refused = (reason: string) => singles.filter((s) => s.status === 'rejected' && s.reason === reason).map((s) => s.betId);
      const locked = refused('selection-locked');
      if (locked.length > 0) return { kind: 'selection-locked', betIds: locked };
      const changes = checked.flatMap((c) => (c.change && refused('odds-changed').includes(c.bet.id) ? [c.change] : []));
      if (changes.length > 0) return { kind: 'odds-changed', changes };
      if (limits) return outOfLimits(limits);
      const required = roundMoney(checked.reduce((sum, c) => sum + (c.bet.amount ?? 0), 0));
      return { kind: 'insufficient-balance', balance: this.session.balance(request.accountId), required };
    }
    const outcome: SinglesPlaced = { kind: 'singles-placed', placedAt, balance: this.session.balance(request.accountId), singles };
    this.write({
      ...ledger,
      next,
      // Newest first; the slip's first single on top.
      bets: [...placed, ...ledger.bets],
      accepted: { ...ledger.accepted, [request.idempotencyKey]: outcome },
      stakes: { ...ledger.stakes, ...stakes },
    });
    return outcome;
  }

  /** The `oddsMoves` knob: raise each selection's line price by 0.05, once per placement. */
  private moveOdds(bets: readonly { id: string; gameId: number }[]): void {
    this.world.update({ oddsMoves: this.world.state.oddsMoves - 1 });
    for (const bet of bets) {
      const game = this.line.world.fullGame(bet.gameId);
      const found = game ? findOutcome(game, bet.id) : null;
      if (!found) continue;
      const coef = Math.round((found.outcome.coef + 0.05) * 1000) / 1000;
      this.line.world.apply([
        { type: 'odds', gameId: bet.gameId, marketId: found.market.id, outcomeId: bet.id, coef, isBlocked: found.outcome.isBlocked },
      ]);
    }
  }

  /**
   * Settle every pending coupon whose games are over on the world's clock (settlePlacedCoupon),
   * credit the payouts to the accounts they were staked from and keep the ledger.
   */
  private settle(): Ledger {
    const ledger = this.read();
    const now = this.world.clock.now();
    const results = { ...ledger.results };
    const line = fakeSettlementLine(this.line.world, now, results);
    // Payouts by the account each coupon was staked from ('' for none: the main account).
    const credits = new Map<string, number>();
    let changed = false;
    const bets = ledger.bets.map((bet) => {
      const stakes = ledger.stakes[bet.couponId];
      const settled = settlePlacedCoupon(bet, stakes, now, line);
      if (settled.bet === bet) return bet;
      changed = true;
      if (settled.credit > 0) {
        const account = String(stakes?.accountId ?? '');
        credits.set(account, (credits.get(account) ?? 0) + settled.credit);
      }
      return settled.bet;
    });
    if (!changed) return ledger;
    const next = { ...ledger, bets, results };
    this.write(next);
    for (const [account, credit] of credits) this.session.credit(roundMoney(credit), account === '' ? null : Number(account));
    return next;
  }

  /** A placed coupon's selections as they stand in the line now, ready for the slip. */
  private findByCode(code: string): LoadByCodeOutcome {
    const ledger = this.read();
    const placed = /^\d+$/.test(code) ? ledger.bets.find((bet) => bet.couponId === code) : undefined;
    if (!placed) return { kind: 'not-found', code };
    // QA13 #4: each selection in the block it was placed in (a system's bankers, a chain's blocks), as the
    // bookmaker keeps them, so the loaded coupon is the one placed
    const blockOf = (betId: string) => ledger.stakes[placed.couponId]?.selections[betId]?.blockId ?? 0;
    const bets: Bet[] = [];
    for (const selection of placed.selections) {
      const game = this.line.world.fullGame(selection.gameId);
      const found = game ? findOutcome(game, selection.betId) : null;
      if (!game || !found) continue;
      const { market, outcome } = found;
      const started = game.status !== GameStatus.NOT_STARTED;
      bets.push(
        createBet({
          id: outcome.id,
          gameId: game.id,
          coef: outcome.coef,
          blockId: blockOf(selection.betId),
          market: { id: market.id, kind: market.kind, name: `${market.name}: ${outcome.name}`, isLive: isLiveStatus(game.status) },
          typeId: outcome.typeId,
          sportNameEn: game.sportName,
          champNameEn: game.champName,
          champCountryEn: game.champCountry,
          number: game.number,
          permanentId: game.id,
          gameStatusId: game.status,
          isFinished: game.status === GameStatus.FINISHED,
          startTime: game.startTime,
          timeSec: game.timeSeconds,
          opponent1NameEn: game.home,
          opponent2NameEn: game.away,
          opponent1FullScore: started ? game.score.home : null,
          opponent2FullScore: started ? game.score.away : null,
          scoreFormatted: game.formattedScore,
          isBlocked: outcome.isBlocked,
          isDepend: outcome.isDepend,
          isBannedExpress: outcome.isBannedExpress,
        }),
      );
    }
    if (bets.length === 0) return { kind: 'not-found', code };
    return {
      kind: 'loaded',
      coupon: {
        code,
        typeId: bets.length === 1 ? CouponType.SINGLE : placed.typeId,
        systemValue: placed.systemValue ?? 2,
        amount: placed.amount,
        bets,
        expressId: null,
      },
    };
  }

  private read(): Ledger {
    const raw = this.storage.get(FAKE_PLACEMENT_STORAGE_KEY);
    if (!raw) return emptyLedger();
    try {
      const parsed = ledgerSchema.safeParse(JSON.parse(raw));
      return parsed.success ? (parsed.data as Ledger) : emptyLedger();
    } catch {
      return emptyLedger();
    }
  }

  private write(ledger: Ledger): void {
    this.storage.set(FAKE_PLACEMENT_STORAGE_KEY, JSON.stringify(ledger));
  }
}

/** Lines of a system request: C(n − b, k − b), bankers in the banker block. */
function systemLineCount(request: CouponRequest): number {
  const own = request.bets.filter((bet) => bet.typeId !== BONUS_BET_TYPE_ID);
  const bankers = own.filter((bet) => bet.blockId === SYSTEM_BANKER_BLOCK_ID).length;
  return Math.max(1, binomial(own.length - bankers, request.systemValue - bankers));
}

/** The slip's texts in `language`, fetched when the history is first asked (the page's dictionary chunk has them too). */
/**
 * As the HTTP build reads it: from the query's start to the end of its last UTC day (the contract's dateTo is a
 * day, and the HTTP adapter keeps the hours of the first), in its status when it names one (QA14 #4).
 */
function inFakeHistoryQuery(bet: Pick<LedgerBet, 'placedAt' | 'status'>, query: HistoryQuery): boolean {
  const endOfDay = Date.UTC(new Date(query.to).getUTCFullYear(), new Date(query.to).getUTCMonth(), new Date(query.to).getUTCDate() + 1) - 1;
  return inHistoryQuery(bet, { ...query, to: endOfDay });
}

function couponDictionary(language: string): Promise<Dictionary> {
  return language === 'ru'
    ? import('./i18n/coupon.ru').then((m) => m.COUPON_RU)
    : import('./i18n/coupon.en').then((m) => m.COUPON_EN);
}

/**
 * A placed coupon as the history answers it in the language of `dictionary`: each selection's market named in
 * it ("Тотал: Больше 2.5"), as a backend names it in the language asked; one without words keeps its label.
 * The words travel too, so the page names the market short or full as the player chose (as the contract's
 * marketKind, typeId and param do).
 */
function historyBet(bet: LedgerBet, dictionary: Dictionary): PlacedBet {
  return {
    ...bet,
    selections: bet.selections.map((selection) => {
      const text = selection.words ? selectionText(selection.words) : null;
      if (!text) return selection;
      const say = (t: { key: string; values?: Record<string, string> }) => translate(dictionary, t.key, t.values);
      return { ...selection, marketName: `${say(text.market)}: ${say(text.outcome)}` };
    }),
  };
}
