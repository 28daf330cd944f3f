import { GameStatus } from '../../domain/line';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { formatStart, sameRow } from './game-row';
import { useGame } from './use-line-subscription';
import { OddsCell } from './odds-cell';

/** The game page: the game's header and every market it has. */
export function GameMarkets({ gameId, lng }: { gameId: number; lng: string }) {
  const { line } = useModels();
  const t = useT();
  // Prices move inside the cells; the page follows the clock, the score and the market list.
  const game = useGame(line, gameId, sameRow);
  if (!game) return null;
  const name = `${game.home} – ${game.away}`;
  return (
    <section className="game-page" aria-label={name}>
      <h2>{name}</h2>
      <p className="game-page__meta">
        {game.sportName}. {game.champName} ·{' '}
        {game.status === GameStatus.FINISHED
          ? t('sports_finished', { score: game.formattedScore })
          : game.isLive
            ? `${t('sports_live')} ${game.formattedScore} · ${t('sports_minute', { minute: Math.floor(game.timeSeconds / 60) })}`
            : formatStart(game.startTime, lng)}
      </p>
      <h3>{t('sports_all_markets')}</h3>
      <ul className="market-list">
        {game.markets.map((market) => {
          const title = market.param === undefined ? market.name : `${market.name} ${market.param}`;
          return (
            <li key={market.id} className="market-list__item">
              <div role="group" aria-label={t('sports_market', { name: title })} className="market-group market-group--full">
                <span className="market-group__title">{title}</span>
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
            </li>
          );
        })}
      </ul>
    </section>
  );
}
