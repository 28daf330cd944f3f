import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { lineQueryFromRoute, type LineQuery } from '../../application/line/line.model';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { usePageTitle } from '../pages/route-page';
import { useCurrentRoute } from '../router/current-route';
import { GameList } from './game-list';
import { GameMarkets } from './game-markets';
import { SportsMenu } from './sports-menu';
import { champTitle } from './sports-links';
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

/** The content of the sports routes: home top events, a section, a championship or a game. */
export function SportsView() {
  const { route, params, lng } = useCurrentRoute();
  const { line } = useModels();
  const t = useT();
  const query = useMemo(() => lineQueryFromRoute(route.name, params), [route.name, params]);
  useLinePage(query);
  const [status, sport, champs] = useUnit([line.$status, line.$sport, line.$champs]);
  // A sport's or a championship's page is named after it once the line has it (a game page names itself).
  const champ = query?.kind === 'champ' && status === 'ready' ? champs.find((c) => c.id === query.champId) : undefined;
  usePageTitle(champ ? champTitle(champ) : query?.kind === 'section' && status === 'ready' && sport ? sport.name : null);
  if (!query) return null;

  const body =
    status === 'error' ? (
      <div role="alert" className="line-status">
        <strong>{t('main_error')}</strong> {t('sports_load_error')}{' '}
        <button type="button" onClick={() => line.retried()}>
          {t('main_refreshing_button')}
        </button>
      </div>
    ) : status === 'not-found' ? (
      <p className="line-status">{t('sports_not_found')}</p>
    ) : status === 'loading' ? (
      <p className="line-status" role="status">
        {t('main_loading')}
      </p>
    ) : query.kind === 'game' ? (
      <GameMarkets gameId={query.gameId} lng={lng} />
    ) : (
      <GameList lng={lng} label={t(query.kind === 'home' ? 'sports_top_events' : 'sports_games')} />
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
        <div className="sports-view__games">{body}</div>
      </div>
    </div>
  );
}
