import { fakeCouponOffer, fakeSettlementLine, settlePlacedCoupon, type CouponStakes } from '../../src/adapters/fake/fake-bet-placement';
import { COUPON_EN } from '../../src/adapters/fake/i18n/coupon.en';
import { COUPON_RU } from '../../src/adapters/fake/i18n/coupon.ru';
import type { FakeLine } from '../../src/adapters/fake/line';
import {
  BONUS_BET_TYPE_ID,
  CouponType,
  placedChainBlockStakes,
  requestPossibleWin,
  roundCoef,
  winWithHyperBonus,
  type CouponRequest,
  type CouponTypeId,
  type PlacedBetStatus,
  type PlacedPromoCode,
} from '../../src/domain/coupon';
import { translate } from '../../src/domain/i18n';
import {
  findOutcome,
  GameStatus,
  isLiveStatus,
  MarketKind,
  OutcomeType,
  selectionText,
  type Game,
  type Market,
  type Outcome,
  type Score,
  type SelectionKey,
} from '../../src/domain/line';

/**
 * What the reference provider keeps of the coupons placed with it (QA11 #7: it answered the contract's
 * examples, so every coupon had one id, one possible win and one balance, and the history never listed
 * it): each coupon's history item, priced by the slip's own maths (src/domain/coupon), and the words that
 * name each selection in the language the history is asked in.
 */

type Params = Record<string, unknown>;

export interface HistorySelectionDto {
  betId: string;
  gameId: number;
  sportName: string;
  champName: string;
  champCountry?: string;
  opponent1: string;
  opponent2: string;
  startTime: number;
  marketName: string;
  /** The market's kind, the outcome's type and line: the client names the market in the player's words with them. */
  marketKind?: number;
  typeId?: number;
  param?: number | null;
  /** The block it was placed in (a system's banker: 1), so the client marks the banker and counts the lines. */
  blockId?: number;
  coef: number;
  status: 'pending' | 'won' | 'lost' | 'returned';
  score: string | null;
}

export interface HistoryCouponDto {
  couponId: string;
  placedAt: string;
  typeId: number;
  systemValue: number | null;
  amount: number;
  currency: string;
  coef: number;
  possibleWin: number;
  payout: number | null;
  status: PlacedBetStatus;
  bets: HistorySelectionDto[];
  bonusBet: { coef: number } | null;
  hyperBonus: { percent: number; amount: number } | null;
  /** A chain's stake on each block as placed (QA15 #8), so the client shows it block by block; absent otherwise. */
  blockStakes?: { blockId: number; amount: number }[];
  /** The promo code the coupon was placed with and what it gave (QA18 #5); absent: none. */
  promoCode?: PlacedPromoCode;
}

export interface PlacedCoupon {
  item: HistoryCouponDto;
  /** What names each selection in any language (null: its label reads the same in every one). */
  words: (SelectionKey | null)[];
  /** The account the stake came from (a payout or a declined review's stake goes back to it); null: none (the contract's example). */
  accountId: number | null;
  /** What settlement needs beside the item: each selection's block and stake, a chain's block stakes, a VIP review. */
  stakes: CouponStakes;
}

type RequestBet = CouponRequest['bets'][number];

/** A placement body as the domain's request (the fields the contract lets a client leave out at their defaults). */
export function couponRequestOf(json: Params): Omit<CouponRequest, 'idempotencyKey'> {
  const bets = (Array.isArray(json.bets) ? (json.bets as Params[]) : []).map(
    (bet): RequestBet => ({
      ...(bet as unknown as RequestBet),
      id: String(bet.id),
      gameId: Number(bet.gameId),
      coef: Number(bet.coef),
      blockId: Number(bet.blockId ?? 0),
      typeId: Number(bet.typeId),
      amount: bet.amount === null || bet.amount === undefined ? null : Number(bet.amount),
    }),
  );
  return {
    ...(json as unknown as CouponRequest),
    typeId: Number(json.typeId) as CouponTypeId,
    systemValue: Number(json.systemValue ?? 2),
    amount: Number(json.amount),
    accountId: Number(json.accountId),
    amountByBlockId: (json.amountByBlockId as Record<string, number> | undefined) ?? {},
    exactCoef: typeof json.exactCoef === 'number' ? json.exactCoef : null,
    hyperBonusPercent: typeof json.hyperBonusPercent === 'number' ? json.hyperBonusPercent : null,
    hyperBonusMinBetLimit: typeof json.hyperBonusMinBetLimit === 'number' ? json.hyperBonusMinBetLimit : null,
    hyperBonusMaxLimit: typeof json.hyperBonusMaxLimit === 'number' ? json.hyperBonusMaxLimit : null,
    bets,
  };
}

/**
 * A coupon's price as the bookmaker places it: the total coefficient and possible win by the slip's maths
 * (single: stake × odds; express: stake × product; system: the sum over its lines), capped at the demo's
 * maximum payout, and the hyper-bonus the coupon was sent with on top of that win (null: none).
 */
export function priceCoupon(request: Omit<CouponRequest, 'idempotencyKey'>): {
  coef: number;
  possibleWin: number;
  hyperBonus: { percent: number; amount: number } | null;
  /** The most the coupon pays (a win boost fits under it beside the win and its hyper-bonus). */
  maxPayout: number;
} {
  const own = request.bets.filter((bet) => bet.typeId !== BONUS_BET_TYPE_ID);
  const { maxPayout } = fakeCouponOffer({
    typeId: request.typeId,
    accountId: request.accountId,
    bets: own.map((bet) => ({ id: bet.id, gameId: bet.gameId, coef: bet.coef, isLive: Boolean(bet.isLive) })),
  });
  const priced = requestPossibleWin(request, maxPayout);
  const { hyperBonusPercent: percent, hyperBonusMinBetLimit: minBetLimit, hyperBonusMaxLimit: maxLimit } = request;
  let hyperBonus: { percent: number; amount: number } | null = null;
  if (percent !== null && minBetLimit !== null && maxLimit !== null) {
    const full = requestPossibleWin(request, Infinity).possibleWin;
    const bonus = winWithHyperBonus({ percent, minBetLimit, maxLimit }, { typeId: request.typeId, amount: request.amount, possibleWin: full }, maxPayout).hyperBonus;
    if (bonus > 0) hyperBonus = { percent, amount: bonus };
  }
  return { coef: roundCoef(priced.coef), possibleWin: priced.possibleWin, hyperBonus, maxPayout };
}

/** An outcome's id on the wire, `{gameId}-{typeId}[-{line}]`, as the events lists name it (src/adapters/http/line/line.mapper.ts). */
const wireId = (gameId: number, outcome: Pick<Outcome, 'typeId' | 'param'>) => `${gameId}-${outcome.typeId}${outcome.param === undefined ? '' : `-${outcome.param}`}`;

/** A selection of the line by the id a client sent (the wire's, or the fake line's own). */
function onLine(line: FakeLine, gameId: number, betId: string): { game: Game; market: Market; outcome: Outcome } | null {
  const game = line.world.fullGame(gameId);
  if (!game) return null;
  for (const market of game.markets) {
    const outcome = market.outcomes.find((o) => wireId(game.id, o) === betId);
    if (outcome) return { game, market, outcome };
  }
  const found = findOutcome(game, betId);
  return found ? { game, ...found } : null;
}

const isoSeconds = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * A placed selection as the history names it: from the line when it has the game (its market's words for
 * other languages), else from a selection of the contract's history example of the same game, else by its
 * game id alone (the pacts place the example's selections, which the demo line does not have).
 */
function historySelection(line: FakeLine, bet: RequestBet, seed: readonly HistorySelectionDto[]): { dto: HistorySelectionDto; words: SelectionKey | null } {
  const found = onLine(line, bet.gameId, bet.id);
  const base = { betId: bet.id, gameId: bet.gameId, coef: bet.coef, status: 'pending' as const, score: null };
  if (found) {
    const { game, market, outcome } = found;
    return {
      dto: {
        ...base,
        sportName: game.sportName,
        champName: game.champName,
        champCountry: game.champCountry,
        opponent1: game.home,
        opponent2: game.away,
        startTime: Math.floor(game.startTime / 1000),
        marketName: `${market.name}: ${outcome.name}`,
      },
      words: { kind: market.kind, typeId: outcome.typeId, ...(outcome.param === undefined ? {} : { param: outcome.param }) },
    };
  }
  const known = seed.find((s) => s.gameId === bet.gameId);
  const words = wordsOfBetId(bet.id);
  const marketName = (words && sayWords(words, 'en')) ?? `#${bet.typeId}`;
  if (known) {
    // The example's game, not its selection: its market's words are not this one's.
    const { marketKind: _kind, typeId: _typeId, param: _param, ...game } = known;
    return { dto: { ...game, ...base, marketName }, words };
  }
  return {
    dto: { ...base, sportName: '', champName: '', opponent1: `#${bet.gameId}`, opponent2: '', startTime: 0, marketName },
    words,
  };
}

/** The history items of one placement: the coupon, or (multiple singles) one single per accepted selection. */
export function placedCoupon(
  line: FakeLine,
  request: Omit<CouponRequest, 'idempotencyKey'>,
  answer: { couponId: string; placedAt: number; currency: string; coef: number; possibleWin: number; hyperBonus: { percent: number; amount: number } | null },
  seed: readonly HistorySelectionDto[],
): PlacedCoupon {
  const own = request.bets.filter((bet) => bet.typeId !== BONUS_BET_TYPE_ID);
  const bonus = request.bets.find((bet) => bet.typeId === BONUS_BET_TYPE_ID);
  const selections = own.map((bet) => historySelection(line, bet, seed));
  return {
    accountId: request.accountId,
    stakes: {
      amountByBlockId: request.amountByBlockId,
      selections: Object.fromEntries(own.map((bet) => [bet.id, { blockId: bet.blockId, amount: bet.amount }])),
    },
    item: {
      couponId: answer.couponId,
      placedAt: isoSeconds(answer.placedAt),
      typeId: request.typeId,
      systemValue: request.typeId === CouponType.SYSTEM ? request.systemValue : null,
      amount: request.amount,
      currency: answer.currency,
      coef: answer.coef,
      possibleWin: answer.possibleWin,
      payout: null,
      status: 'pending',
      bets: selections.map((s) => s.dto),
      bonusBet: bonus ? { coef: bonus.coef } : null,
      hyperBonus: answer.hyperBonus,
    },
    words: selections.map((s) => s.words),
  };
}

const WORD_MARKETS: Readonly<Record<number, number>> = {
  [OutcomeType.OVER]: MarketKind.TOTAL,
  [OutcomeType.UNDER]: MarketKind.TOTAL,
  [OutcomeType.HANDICAP_HOME]: MarketKind.HANDICAP,
  [OutcomeType.HANDICAP_AWAY]: MarketKind.HANDICAP,
  [OutcomeType.ODD]: MarketKind.SPECIAL,
  [OutcomeType.EVEN]: MarketKind.SPECIAL,
  [OutcomeType.BOTH_SCORE_YES]: MarketKind.SPECIAL,
  [OutcomeType.BOTH_SCORE_NO]: MarketKind.SPECIAL,
};

/** The words of a contract-style selection id, `{gameId}-{typeId}[-{line}]` ("501241-9-2.5": a total's over 2.5). */
export function wordsOfBetId(betId: string): SelectionKey | null {
  const match = /^\d+-(\d+)(?:-(-?\d+(?:\.\d+)?))?$/.exec(betId);
  if (!match) return null;
  const typeId = Number(match[1]);
  const kind = WORD_MARKETS[typeId];
  if (kind === undefined) return null;
  return { kind, typeId, ...(match[2] === undefined ? {} : { param: Number(match[2]) }) };
}

function sayWords(words: SelectionKey, lng: string): string | null {
  const text = selectionText(words);
  if (!text) return null;
  const dictionary = lng === 'ru' ? COUPON_RU : COUPON_EN;
  const say = (t: { key: string; values?: Record<string, string> }) => translate(dictionary, t.key, t.values);
  return `${say(text.market)}: ${say(text.outcome)}`;
}

/**
 * A history item in the language asked: the market names the provider owns ("Тотал: Больше 2.5"); the rest is
 * English, as the contract says. Each selection it has words for carries them (marketKind, typeId, param), so
 * the client names it short or full as the player chose.
 */
export function historyItemIn(placed: PlacedCoupon, lng: string): HistoryCouponDto {
  const bets = placed.item.bets.map((bet, i) => {
    const words = placed.words[i];
    // QA14 #6: each selection in the block it was placed in, so a system's banker is marked and its lines counted.
    const blocked = { ...bet, blockId: placed.stakes.selections[bet.betId]?.blockId ?? bet.blockId ?? 0 };
    if (!words) return blocked;
    const said = sayWords(words, lng);
    return { ...blocked, ...(said ? { marketName: said } : {}), marketKind: words.kind, typeId: words.typeId, param: words.param ?? null };
  });
  if (placed.item.typeId !== CouponType.CHAIN) return { ...placed.item, bets };
  // QA15 #8: a chain with each block's stake as placed (the request's amountByBlockId), shown block by block.
  const blockStakes = placedChainBlockStakes(placed.item.amount, placed.stakes.amountByBlockId, bets);
  return { ...placed.item, bets, blockStakes };
}

/** The contract's history example as a placed coupon, its selections' words as it gives them, else read from their ids. */
export function seedCoupon(item: HistoryCouponDto): PlacedCoupon {
  return {
    item,
    accountId: null,
    stakes: { amountByBlockId: {}, selections: {} },
    words: item.bets.map((bet) =>
      bet.marketKind !== undefined && bet.typeId !== undefined
        ? { kind: bet.marketKind, typeId: bet.typeId, ...(bet.param === undefined || bet.param === null ? {} : { param: bet.param }) }
        : wordsOfBetId(bet.betId),
    ),
  };
}

/**
 * A placed coupon settled at `now` as the offline demo's bookmaker settles it (settlePlacedCoupon: each selection
 * by its game's final score on the fake line, kept in `results`; the coupon by the domain's settleCoupon; a VIP
 * review ending on the clock): the coupon as it is then (the same object when nothing changed) and what goes back
 * to the account it was staked from. The contract's example selections are not the line's games: they stay pending.
 */
export function settledCoupon(line: FakeLine, placed: PlacedCoupon, now: number, results: Record<string, Score>): { placed: PlacedCoupon; credit: number } {
  const { bets, ...item } = placed.item;
  const settling = { ...item, selections: bets };
  const { bet, credit } = settlePlacedCoupon(settling, placed.stakes, now, fakeSettlementLine(line.world, now, results, (gameId, betId) => onLine(line, gameId, betId)));
  if (bet === settling) return { placed, credit: 0 };
  const { selections, ...settled } = bet;
  return { placed: { ...placed, item: { ...settled, bets: selections } }, credit };
}

/**
 * A placed coupon loaded by its id (getCouponByCode): its selections as the line has them now, ready for
 * the slip; null when the line has none of them (the code then answers 404, as for an unknown one).
 */
export function loadedCoupon(line: FakeLine, placed: PlacedCoupon, lng = 'en'): Params | null {
  const bets: Params[] = [];
  // QA14 #2: each selection named as it was backed, market and outcome ("1X2: 1", "Тотал: Больше 2.5"), as the
  // history names it and the line's bet does; the market's name alone ("1X2") did not say which outcome
  const named = historyItemIn(placed, lng).bets;
  for (const [index, selection] of placed.item.bets.entries()) {
    const found = onLine(line, selection.gameId, selection.betId);
    if (!found) continue;
    const { game, market, outcome } = found;
    const started = game.status !== GameStatus.NOT_STARTED;
    bets.push({
      id: wireId(game.id, outcome),
      gameId: game.id,
      coef: outcome.coef,
      market: { id: market.id, kind: market.kind, name: named[index]?.marketName ?? market.name, isLive: isLiveStatus(game.status) },
      // QA13 #4: the block it was placed in (a system's bankers, a chain's blocks), so the loaded coupon is the one placed
      blockId: placed.stakes.selections[selection.betId]?.blockId ?? 0,
      statusId: -2,
      typeId: outcome.typeId,
      sportName: game.sportName,
      champName: game.champName,
      champCountry: game.champCountry,
      number: game.number,
      isFinished: game.status === GameStatus.FINISHED,
      isLiveInLive: false,
      permanentId: game.id,
      gameStatusId: game.status,
      startTime: Math.floor(game.startTime / 1000),
      timeSec: Math.max(0, Math.floor(game.timeSeconds)),
      opponent1: game.home,
      opponent2: game.away,
      opponent1FullScore: started ? game.score.home : null,
      opponent2FullScore: started ? game.score.away : null,
      scoreFormatted: game.formattedScore,
      isBlocked: outcome.isBlocked,
      isDepend: outcome.isDepend,
      isBannedExpress: outcome.isBannedExpress,
      isDisabledBanker: false,
      expressId: null,
      statisticId: null,
      playersDuel: null,
      pageType: null,
    });
  }
  if (bets.length === 0) return null;
  const { item } = placed;
  return {
    code: item.couponId,
    typeId: bets.length === 1 ? CouponType.SINGLE : item.typeId,
    systemValue: item.systemValue ?? 2,
    amount: item.amount,
    expressId: null,
    bets,
  };
}
