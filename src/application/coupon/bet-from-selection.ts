import { createBet, GameStatus, isBetFinished, isBetLocked, type Bet, type BetUpdate } from '../../domain/coupon';
import { findOutcome, selectionFromOutcome, type Game, type LineUpdate, type Selection } from '../../domain/line';

/**
 * The coupon bet for a selection the player clicked in the line. The line
 * names the outcome ("1", "Over 2.5") and the market separately; the coupon's
 * market name carries both so the slip can show what was picked.
 */
export function betFromSelection(selection: Selection, pageType = ''): Bet {
  return createBet({
    id: selection.outcomeId,
    gameId: selection.gameId,
    coef: selection.coef,
    market: {
      id: selection.market.id,
      kind: selection.market.kind,
      name: outcomeLabel(selection),
      isLive: selection.market.isLive,
    },
    typeId: selection.typeId,
    ...(selection.outcomeParam === undefined ? {} : { outcomeParam: selection.outcomeParam }),
    sportNameEn: selection.sportNameEn,
    champNameEn: selection.champNameEn,
    champCountryEn: selection.champCountryEn,
    number: selection.number,
    isFinished: selection.isFinished,
    isLiveInLive: selection.isLiveInLive,
    permanentId: selection.permanentId,
    gameStatusId: selection.gameStatusId,
    startTime: selection.startTime,
    timeSec: selection.timeSec,
    opponent1NameEn: selection.opponent1NameEn,
    opponent2NameEn: selection.opponent2NameEn,
    opponent1FullScore: selection.opponent1FullScore,
    opponent2FullScore: selection.opponent2FullScore,
    scoreFormatted: selection.scoreFormatted,
    isBlocked: selection.isBlocked,
    isDepend: selection.isDepend,
    isBannedExpress: selection.isBannedExpress,
    isDisabledBanker: selection.isDisabledBanker,
    statisticId: selection.statisticId,
    pageType,
  });
}

/** "1X2: 1", "Total: Over 2.5": the market and the outcome in one label. */
export function outcomeLabel(selection: Pick<Selection, 'outcomeName' | 'market'>): string {
  return `${selection.market.name}: ${selection.outcomeName}`;
}

/**
 * The line as it is now, for bets restored from storage: price, suspension,
 * clock, score and status of each bet whose game the line answered, and its
 * championship's country. A game the line no longer knows (null), or an
 * outcome gone from it, locks the bet; a game that did not answer (absent
 * from `games`) leaves its bets as they were. A finished game's or a locked
 * outcome's price is no offer (QA12 #2: a game over read "3.62 ▲ odds up from
 * 1.25"): the bet keeps the price the player saw, with no move to show.
 */
export function betUpdatesFromLine(
  bets: readonly Pick<Bet, 'id' | 'gameId'>[],
  games: ReadonlyMap<number, Game | null>,
): BetUpdate[] {
  const updates: BetUpdate[] = [];
  for (const bet of bets) {
    if (!games.has(bet.gameId)) continue;
    const game = games.get(bet.gameId) ?? null;
    const found = game ? findOutcome(game, bet.id) : null;
    if (!game || !found) {
      updates.push({ betId: bet.id, isBlocked: true });
      continue;
    }
    const now = selectionFromOutcome(game, found.market, found.outcome);
    const priced = !isBetFinished(now) && !isBetLocked(now);
    updates.push({
      betId: bet.id,
      ...(priced ? { coef: now.coef } : {}),
      isBlocked: now.isBlocked,
      isDepend: now.isDepend,
      isBannedExpress: now.isBannedExpress,
      isFinished: now.isFinished,
      gameStatusId: now.gameStatusId,
      timeSec: now.timeSec,
      scoreFormatted: now.scoreFormatted,
      opponent1FullScore: now.opponent1FullScore,
      opponent2FullScore: now.opponent2FullScore,
      // A bet stored before bets carried the country gets it here, so the slip names its championship as the line does.
      champCountryEn: now.champCountryEn,
    });
  }
  return updates;
}

/**
 * The feed batch as coupon bet updates, for the bets the coupon holds only.
 * Odds updates move price and suspension; game ticks move clock, score and
 * status (status 4 finishes the bet).
 */
export function betUpdatesFromFeed(
  bets: readonly Pick<Bet, 'id' | 'gameId'>[],
  batch: readonly LineUpdate[],
): BetUpdate[] {
  if (bets.length === 0) return [];
  const byOutcome = new Set(bets.map((bet) => bet.id));
  const betsByGame = new Map<number, string[]>();
  for (const bet of bets) {
    const list = betsByGame.get(bet.gameId);
    if (list) list.push(bet.id);
    else betsByGame.set(bet.gameId, [bet.id]);
  }
  const updates = new Map<string, BetUpdate>();
  const merge = (update: BetUpdate) => updates.set(update.betId, { ...updates.get(update.betId), ...update });
  for (const update of batch) {
    if (update.type === 'odds') {
      if (byOutcome.has(update.outcomeId)) merge({ betId: update.outcomeId, coef: update.coef, isBlocked: update.isBlocked });
      continue;
    }
    for (const betId of betsByGame.get(update.gameId) ?? []) {
      merge({
        betId,
        gameStatusId: update.status,
        timeSec: update.timeSeconds,
        scoreFormatted: update.formattedScore,
        opponent1FullScore: update.score.home,
        opponent2FullScore: update.score.away,
        isFinished: update.status === GameStatus.FINISHED,
      });
    }
  }
  return [...updates.values()];
}
