import { useUnit } from 'effector-react';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { useCurrentRoute } from '../router/current-route';
import { RoutePage } from './route-page';
import { SectionNotReady } from './section-not-ready';

/** Routes that name one game: they need the games preview to know it. */
const GAME_ROUTES: ReadonlySet<string> = new Set(['games.view', 'games.entrance']);

/**
 * Route chunk for the 'games' page group. The games themselves are not built
 * yet (SectionNotReady). When the games preview could not be loaded, a page
 * naming a game says so, with Try again, instead of the 404 it used to show
 * (QA8 #11): a valid game link must not read as "no such page" because of a
 * temporary failure. A retry that works lets the guards decide again.
 */
export function Component() {
  const { route } = useCurrentRoute();
  const { shell } = useModels();
  const [games, loading] = useUnit([shell.$gameRoutes, shell.$gamesLoading]);
  const t = useT();
  const failed = games.unavailable === true && GAME_ROUTES.has(route.name);
  return (
    <RoutePage>
      {failed ? (
        <div role="alert" className="line-status">
          <strong>{t('main_error')}</strong> {t('games_load_error')}{' '}
          <button type="button" disabled={loading} aria-busy={loading} onClick={() => shell.gamesRetried()}>
            {t('main_refreshing_button')}
          </button>
        </div>
      ) : (
        <SectionNotReady />
      )}
    </RoutePage>
  );
}
