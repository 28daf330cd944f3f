import { memo, useCallback } from 'react';
import { GameStatus, type Game } from '../../domain/line';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { useFormatTime } from '../i18n/use-format-time';
import { useDrawBudget } from './draw-budget';
import { subscribeGame, useGame } from './use-line-subscription';
import { subscribeInTurn, useViewportGate } from './viewport-gate';

export const minuteOf = (game: Game): number => Math.floor(game.timeSeconds / 60);

/** What a game's clock shows: the score, the status (live, break, finished) and the minute, or the start time. */
export function sameClock(next: Game, previous: Game): boolean {
  return (
    next.isLive === previous.isLive &&
    next.formattedScore === previous.formattedScore &&
    next.status === previous.status &&
    minuteOf(next) === minuteOf(previous) &&
    next.startTime === previous.startTime
  );
}

/**
 * A game's clock, the same in a list's row and on the game's page: the final score of a finished game;
 * a live badge ("Live" or "Break"), the score and the minute of a game in play; otherwise its start time.
 * It follows the game on its own, so a tick re-renders the clock and nothing around it.
 *
 * In a list its changes are drawn as the row's price moves are: when its group is on screen (the viewport
 * gate; a group off screen draws once, from the line, when it comes near) and in a frame with rows left
 * (the draw budget, its row counted once with the row's cells). Games that kicked off together tick their
 * minutes together: the live page's feed brought 125 clocks in one batch, whose frame ran 73–115 ms at 4×
 * with every clock rendered and drawn at once (bench:live's long frames). On a game page both are open.
 */
export const GameClock = memo(function GameClock({ gameId, lng, className }: { gameId: number; lng: string; className: string }) {
  const { line } = useModels();
  const t = useT();
  const formatTime = useFormatTime(lng);
  const gate = useViewportGate();
  const budget = useDrawBudget();
  const inTurn = useCallback(
    (listener: () => void) => subscribeInTurn(gate, budget, gameId, (wake) => subscribeGame(line, gameId, wake), listener),
    [line, gameId, gate, budget],
  );
  const game = useGame(line, gameId, sameClock, inTurn);
  if (!game) return null;
  return (
    <span className={className}>
      {game.status === GameStatus.FINISHED ? (
        t('sports_finished', { score: game.formattedScore })
      ) : game.isLive ? (
        <>
          <span className="live-badge">{t(game.status === GameStatus.BREAK ? 'sports_break' : 'sports_live')}</span> {game.formattedScore} ·{' '}
          {t('sports_minute', { minute: minuteOf(game) })}
        </>
      ) : (
        formatTime(game.startTime, 'start')
      )}
    </span>
  );
});
