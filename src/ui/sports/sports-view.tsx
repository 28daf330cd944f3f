import { useStoreMap, useUnit } from 'effector-react';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { lineQueryFromRoute, slugify, withTimeFilter, type LineQuery } from '../../application/line/line.model';
import { DEFAULT_TIME_FILTER, GameStatus, type LineSection } from '../../domain/line';
import { useModels } from '../models-context';
import { useMinPending } from '../shell/use-min-pending';
import { useT } from '../i18n/use-t';
import { usePageHeading } from '../pages/route-page';
import { useCurrentRoute } from '../router/current-route';
import { GameList } from './game-list';
import { GameMarkets } from './game-markets';
import { ListCutNote } from './list-cut-note';
import { SportsMenu } from './sports-menu';
import { gamePath, sectionPath } from './sports-links';
import { sportsHeading } from './sports-heading';
import { TimeFilter, TimeFilterEmpty, useTimeFilter } from './time-filter';
import '../coupon/coupon.css';

/** Opens the line for the page's query while the page is shown, and closes it after. */
function useLinePage(query: LineQuery | null) {
  const { line } = useModels();
  const key = JSON.stringify(query);
  useEffect(() => {
    if (!query) return;
    line.pageOpened(query);
    return () => line.pageClosed();
    // the query is compared by value
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, line]);
}

/**
 * QA16 #2: a game page opened at another game's address shape (a wrong sport or championship slug, the live
 * section for a pre-match game, a stale team slug) moves to the game's own address, replacing the history
 * entry, as leading books canonicalise event addresses: its breadcrumbs, its links and a shared link then
 * say where the game is. Only the plain game route (a page type's prefix stays as it is), once per game when
 * it is first read: a game that kicks off or finishes while its page is open stays at the address it was
 * opened at, and a finished game is shown wherever it was asked for (its section no longer says anything).
 */
function useCanonicalGameAddress(query: LineQuery | null, routeName: string, lng: string) {
  const { line } = useModels();
  const navigate = useNavigate();
  const location = useLocation();
  const checked = useRef<number | null>(null);
  const status = useUnit(line.$status);
  const gameId = routeName === 'sports.game' && query?.kind === 'game' ? query.gameId : null;
  // The game's own address as a string (null: no game, or a finished one), so that a price or a tick, which
  // leave it as it is, do not render the page again (a list page's gameId is null: it never renders for this).
  const own = useStoreMap({
    store: line.$games,
    keys: [gameId, lng],
    fn: (games, [id, language]) => {
      const game = id === null ? undefined : games.get(id);
      return !game || game.status === GameStatus.FINISHED ? null : gamePath(language, game.isLive ? 'live' : 'line', slugify(game.sportName), game);
    },
  });
  useEffect(() => {
    if (gameId === null || status !== 'ready' || checked.current === gameId) return;
    checked.current = gameId;
    if (own !== null && decodeURI(location.pathname) !== own) navigate(`${own}${location.search}${location.hash}`, { replace: true });
  }, [gameId, status, own, location, navigate]);
}

/** The content of the sports routes: home top events, a section, a championship or a game. */
export function SportsView() {
  const { route, params, lng } = useCurrentRoute();
  const { line } = useModels();
  const t = useT();
  const [timeFilter, timeFilterChosen] = useTimeFilter();
  const timeFilterGroup = useRef<HTMLFieldSetElement>(null);
  // spec 001 §9 time filter, on pre-match lists: where today ends is the player's zone (preferences, hours from UTC)
  const utcOffsetMinutes = useStoreMap(useModels().shell.$preferences, (p) => Math.round(Number(p.timeZone) * 60) || 0);
  const query = useMemo(
    () => withTimeFilter(lineQueryFromRoute(route.name, params), { option: timeFilter, utcOffsetMinutes }),
    [route.name, params, timeFilter, utcOffsetMinutes],
  );
  const filterable = query !== null && (query.kind === 'section' || query.kind === 'champ') && query.section === 'line';
  const filteredEmpty = useStoreMap(line.$groups, (groups) => groups.length === 0) && query !== null && 'timeFilter' in query;
  useLinePage(query);
  useCanonicalGameAddress(query, route.name, lng);
  const [status, sport, champs] = useUnit([line.$status, line.$sport, line.$champs]);
  // spec 000 §9: a line list's placeholder stays at least 200 ms
  const lineLoading = useMinPending(status === 'loading');
  // A section's, a sport's or a championship's page is named after it once the line has it (a game page names itself).
  const champ = query?.kind === 'champ' && status === 'ready' ? champs.find((c) => c.id === query.champId) : undefined;
  // QA16 #1: an address the line has nothing for (a malformed one, or an unknown sport, championship or game)
  // is titled "Not found" under its section, the one crumb that exists, however it is wrong; it was titled
  // after the route ("Match", "Championship") with crumbs named after pages that do not exist.
  const notFoundIn: LineSection | null = !query ? (params.section === 'live' ? 'live' : 'line') : status === 'not-found' ? (query.kind === 'home' ? 'line' : query.section) : null;
  usePageHeading(
    notFoundIn
      ? { title: t('sports_not_found_title'), trail: [{ label: t(`sports_title_${notFoundIn}`), href: sectionPath(lng, notFoundIn) }] }
      : query && query.kind !== 'home' && query.kind !== 'game'
        ? sportsHeading(t, lng, query.section, status === 'ready' ? sport : null, champ)
        : null,
  );
  if (!query) return <SportsNotFound lng={lng} section={notFoundIn ?? 'line'} />;

  const body =
    status === 'error' ? (
      <div role="alert" className="line-status">
        <strong>{t('main_error')}</strong> {t('sports_load_error')}{' '}
        <button type="button" onClick={() => line.retried()}>
          {t('main_refreshing_button')}
        </button>
      </div>
    ) : notFoundIn ? (
      <SportsNotFound lng={lng} section={notFoundIn} />
    ) : lineLoading ? (
      <p className="line-status" role="status">
        {t('main_loading')}
      </p>
    ) : filteredEmpty ? (
      <TimeFilterEmpty option={timeFilter} onShowAll={() => timeFilterChosen(DEFAULT_TIME_FILTER)} group={timeFilterGroup} />
    ) : query.kind === 'game' ? (
      <GameMarkets gameId={query.gameId} lng={lng} section={query.section} />
    ) : (
      // Home: the groups sit under its h2 "Top events" (QA16 #4); a list page's under its h1.
      <GameList lng={lng} label={t(query.kind === 'home' ? 'sports_top_events' : 'sports_games')} headingLevel={query.kind === 'home' ? 3 : 2} />
    );

  // Home and a game page have no sports menu: their games take the whole width.
  const withMenu = query.kind !== 'home' && query.kind !== 'game';
  return (
    <div className="sports-view">
      {query.kind === 'home' ? (
        <h2 className="sports-view__title">{t('sports_top_events')}</h2>
      ) : null}
      <div className={withMenu ? 'sports-view__body' : 'sports-view__body sports-view__body--full'}>
        {withMenu ? <SportsMenu section={query.section} lng={lng} /> : null}
        <div className="sports-view__games">
          {filterable ? <TimeFilter option={timeFilter} onChange={timeFilterChosen} groupRef={timeFilterGroup} /> : null}
          {status === 'ready' ? <FeedPausedNotice /> : null}
          {body}
          {withMenu && status === 'ready' && !lineLoading && !filteredEmpty ? <ListCutNote /> : null}
        </div>
      </div>
    </div>
  );
}

/**
 * QA11 #12: while the live feed is down (and retrying), the prices and clocks the page keeps showing may be
 * stale, so the page says so politely; the notice goes when updates come again. The live region stays in
 * the page so the notice's arrival is announced.
 */
function FeedPausedNotice() {
  const { line } = useModels();
  const t = useT();
  const interrupted = useUnit(line.$feedInterrupted);
  return (
    <div aria-live="polite">
      {interrupted ? (
        <p className="line-status" role="status">
          {t('sports_feed_paused')}
        </p>
      ) : null}
    </div>
  );
}

/** A sports address the line has nothing for (an unknown or malformed sport, championship or game): says so and where to go. */
function SportsNotFound({ lng, section }: { lng: string; section: LineSection }) {
  const t = useT();
  return (
    <div className="line-status" role="status">
      <p>{t(`sports_not_found_${section}`)}</p>
      <p>
        <Link to={sectionPath(lng, section)}>{t(`sports_all_${section}`)}</Link>
        {section === 'live' ? (
          <>
            {' · '}
            <Link to={sectionPath(lng, 'line')}>{t('sports_all_line')}</Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
