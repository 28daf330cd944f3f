import { memo } from 'react';
import { Link } from 'react-router-dom';
import { slugify } from '../../application/line/line.model';
import { marketText, outcomeText, type Game, type LineSection } from '../../domain/line';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { GameClock } from './game-clock';
import { OddsCell } from './odds-cell';
import { sayLine } from './line-text';
import { useMarketNaming } from './use-market-naming';
import { gamePath } from './sports-links';
import { useGame } from './use-line-subscription';

/**
 * What a row shows around its odds: the game, its section (its links' paths) and its markets' shape. A
 * tick (score, clock, break) re-renders only the row's clock, and a price only its own cell. Clocks roll
 * over together (the feed's batch that crosses a second carries every game whose minute changed: 3–8
 * rows at once on the 5,200 px live page), and each used to re-render its whole row (links, market
 * groups, cell props). bench:live did not resolve a difference (interleaved runs, quiet host): this is
 * about doing no work the view does not need, not a measured gain.
 */
export function sameRowShape(next: Game, previous: Game): boolean {
  return (
    next.home === previous.home &&
    next.away === previous.away &&
    next.isLive === previous.isLive &&
    next.marketCount === previous.marketCount &&
    next.markets.length === previous.markets.length
  );
}

/** One game in a list: teams, start or live clock and score, and its main markets' odds. */
export const GameRow = memo(function GameRow({ gameId, lng }: { gameId: number; lng: string }) {
  const { line } = useModels();
  const t = useT();
  const naming = useMarketNaming();
  const game = useGame(line, gameId, sameRowShape);
  if (!game) return null;
  const name = `${game.home} – ${game.away}`;
  const section: LineSection = game.isLive ? 'live' : 'line';
  return (
    <li className="game-row" aria-label={name}>
      <div className="game-row__info">
        <Link to={gamePath(lng, section, slugify(game.sportName), game)} className="game-row__name">
          {name}
        </Link>
        <GameClock gameId={gameId} lng={lng} className="game-row__time" />
      </div>
      <div className="game-row__markets">
        {game.markets.map((market) => (
          <div key={market.id} className="market-group" role="group" aria-label={t('sports_market', { name: sayLine(t, marketText(market, naming)) })}>
            {market.outcomes.map((outcome) => (
              <OddsCell
                key={outcome.id}
                gameId={game.id}
                marketId={market.id}
                outcomeId={outcome.id}
                label={sayLine(t, outcomeText(outcome, naming))}
                gameName={name}
              />
            ))}
          </div>
        ))}
      </div>
      {game.marketCount > game.markets.length ? (
        <MoreMarketsLink to={gamePath(lng, section, slugify(game.sportName), game)} more={game.marketCount - game.markets.length} name={name} />
      ) : null}
    </li>
  );
});

/**
 * The row's "+N" link to the game's other markets. Its name begins with what it shows ("+2: all markets of
 * Arsenal – Chelsea"), so a player who says what they see (voice control) reaches it (WCAG 2.5.3 Label in
 * Name; QA16 #5: it was "All markets of …", without the "+2").
 */
export function MoreMarketsLink({ to, more, name }: { to: string; more: number; name: string }) {
  const t = useT();
  const shown = `+${more}`;
  return (
    <Link className="game-row__more" to={to} aria-label={t('sports_all_markets_of', { more: shown, name })}>
      {shown}
    </Link>
  );
}
