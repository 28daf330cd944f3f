import { Link } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import { lngPath } from '../router/lng-path';
import { useDocumentTitle } from '../pages/route-page';

/**
 * spec 000 §8: 500 "Unknown middleware" when a guard is missing. The route named a guard the registry has no entry
 * for (domain routing, route-middleware.ts), so the page is not shown unguarded: this 500 page says so, with the
 * way home. The guard's name goes to the log (the shell model), not to the player.
 */
export function UnknownMiddlewarePage({ lng }: { lng: string }) {
  const t = useT();
  useDocumentTitle(t('main_unknown_middleware_title'));
  return (
    <article className="status-page" data-status="500">
      <p className="status-code" aria-hidden="true">
        500
      </p>
      <h1>{t('main_unknown_middleware_title')}</h1>
      <p>{t('main_unknown_middleware_text')}</p>
      <Link to={lngPath(lng)}>{t('main_go_home')}</Link>
    </article>
  );
}
