import { useMemo } from 'react';
import { useModels } from '../models-context';
import { usePageHeading } from '../pages/route-page';
import { slugify } from '../../application/line/line.model';
import { gameChampTitle, lineParam, MarketKind, marketsInPlayersOrder, marketText, outcomeText, type LineSection } from '../../domain/line';
import { useT } from '../i18n/use-t';
import { GameClock } from './game-clock';
import { sameRowShape } from './game-row';
import { champPath, sportPath } from './sports-links';
import { sportsHeading } from './sports-heading';
import { useGame } from './use-line-subscription';
import { OddsCell } from './odds-cell';
import { sayLine } from './line-text';
import { useMarketNaming } from './use-market-naming';
import { lineNames } from './line-names';

/** The game page: the game's header and every market it has, main markets first (marketsInPlayersOrder). */
export function GameMarkets({ gameId, lng, section }: { gameId: number; lng: string; section: LineSection }) {
  const { line } = useModels();
  const t = useT();
  const naming = useMarketNaming();
  // Prices move inside the cells and the clock in its own component; the page follows the market list.
  const game = useGame(line, gameId, sameRowShape);
  const name = game ? `${game.home} – ${game.away}` : null;
  // The page is named after the game: its heading, breadcrumbs (section › sport › championship) and document title.
  const sport = game ? { name: game.sportName, slug: slugify(game.sportName) } : null;
  const above = sport ? sportsHeading(t, lng, section, sport) : null;
  // Named as the championship's own page names it: "Italy. Serie A".
  const names = lineNames(t);
  const champ = game ? gameChampTitle(game, names) : null;
  usePageHeading(
    game && name && sport && above && champ
      ? {
          title: name,
          trail: [
            ...above.trail,
            { label: above.title, href: sportPath(lng, section, sport) },
            { label: champ, href: champPath(lng, section, sport.slug, { id: game.champId, name: game.champName }) },
          ],
        }
      : null,
  );
  const lineMarkets = game?.markets;
  const markets = useMemo(() => (lineMarkets ? marketsInPlayersOrder(lineMarkets) : []), [lineMarkets]);
  if (!game || !name) return null;
  return (
    <section className="game-page" aria-label={name}>
      <p className="game-page__meta">
        {names.sport(game.sportName)}. {champ} · <GameClock gameId={game.id} lng={lng} className="game-page__clock" />
      </p>
      {/* h2 under the page's h1 (the game): no level skipped (WCAG 1.3.1, QA13 #8). */}
      <h2 className="game-page__markets-title">{t('sports_all_markets')}</h2>
      <ul className="market-list">
        {markets.map((market) => {
          const words = sayLine(t, marketText(market, naming));
          // A handicap's line signed as its outcomes write it, below nought with the minus sign (U+2212).
          const title = market.param === undefined ? words : `${words} ${lineParam(market.param, market.kind === MarketKind.HANDICAP)}`;
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
                    label={sayLine(t, outcomeText(outcome, naming))}
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
