import { GameStatus, type Bet } from './bet';

/** spec 000 §5: a bet is locked if blocked, dependent or banned from express. */
export function isBetLocked(bet: Pick<Bet, 'isBlocked' | 'isDepend' | 'isBannedExpress'>): boolean {
  return bet.isBlocked || bet.isDepend || bet.isBannedExpress;
}

/** spec 000 §5: finished if flagged or game status 4. */
export function isBetFinished(bet: Pick<Bet, 'isFinished' | 'gameStatusId'>): boolean {
  return bet.isFinished || bet.gameStatusId === GameStatus.FINISHED;
}

/**
 * spec 000 §5: live if not finished and it has game time, live-in-live,
 * status 2 or 3, or a live market.
 */
export function isBetLive(
  bet: Pick<Bet, 'isFinished' | 'gameStatusId' | 'timeSec' | 'isLiveInLive' | 'market'>,
): boolean {
  if (isBetFinished(bet)) return false;
  return (
    bet.timeSec > 0 ||
    bet.isLiveInLive ||
    bet.gameStatusId === GameStatus.IN_PLAY ||
    bet.gameStatusId === GameStatus.BREAK ||
    bet.market.isLive
  );
}

/** A line (pre-match) bet: neither live nor finished. */
export function isBetLine(bet: Parameters<typeof isBetLive>[0]): boolean {
  return !isBetFinished(bet) && !isBetLive(bet);
}
