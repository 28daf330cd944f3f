import { memo } from 'react';
import { Link } from 'react-router-dom';
import { slugify } from '../../application/line/line.model';
import type { Game, LineSection } from '../../domain/line';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { OddsCell } from './odds-cell';
import { gamePath } from './sports-links';
import { useGame } from './use-line-subscription';

/** The row re-renders on a tick or a change of its markets' shape, never on a price alone: each odd has its own cell. */
export function sameRow(next: Game, previous: Game): boolean {
  return (
    next.formattedScore === previous.formattedScore &&
    next.status === previous.status &&
    Math.floor(next.timeSeconds / 60) === Math.floor(previous.timeSeconds / 60) &&
    next.markets.length === previous.markets.length
  );
}

export function formatStart(startTime: number, lng: string): string {
  return new Date(startTime).toLocaleString(lng, { day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit' });
}

/** One game in a list: teams, start or live clock and score, and its main markets' odds. */
export const GameRow = memo(function GameRow({ gameId, lng }: { gameId: number; lng: string }) {
  const { line } = useModels();
  const t = useT();
  const game = useGame(line, gameId, sameRow);
  if (!game) return null;
  const name = `${game.home} – ${game.away}`;
  const section: LineSection = game.isLive ? 'live' : 'line';
  return (
    <li className="game-row" aria-label={name}>
      <div className="game-row__info">
        <Link to={gamePath(lng, section, slugify(game.sportName), game)} className="game-row__name">
          {name}
        </Link>
        <span className="game-row__time">
          {game.isLive ? (
            <>
              <span className="live-badge">{t(game.status === 3 ? 'sports_break' : 'sports_live')}</span>{' '}
              {game.formattedScore} · {t('sports_minute', { minute: Math.floor(game.timeSeconds / 60) })}
            </>
          ) : (
            formatStart(game.startTime, lng)
          )}
        </span>
      </div>
      <div className="game-row__markets">
        {game.markets.map((market) => (
          <div key={market.id} className="market-group" role="group" aria-label={t('sports_market', { name: market.name })}>
            {market.outcomes.map((outcome) => (
              <OddsCell
                key={outcome.id}
                gameId={game.id}
                marketId={market.id}
                outcomeId={outcome.id}
                label={outcome.name}
                gameName={name}
              />
            ))}
          </div>
        ))}
      </div>
      {game.marketCount > game.markets.length ? (
        <Link className="game-row__more" to={gamePath(lng, section, slugify(game.sportName), game)} aria-label={t('sports_all_markets_of', { name })}>
          +{game.marketCount - game.markets.length}
        </Link>
      ) : null}
    </li>
  );
});
