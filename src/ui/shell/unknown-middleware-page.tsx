import { useT } from '../i18n/use-t';
import { StatusArticle } from '../pages/status-article';

/**
 * spec 000 §8: 500 "Unknown middleware" when a guard is missing. The route named a guard the registry has no entry
 * for (domain routing, route-middleware.ts), so the page is not shown unguarded: this 500 page says so, with the
 * way home. The guard's name goes to the log (the shell model), not to the player.
 */
export function UnknownMiddlewarePage({ lng }: { lng: string }) {
  const t = useT();
  return <StatusArticle status={500} title={t('main_unknown_middleware_title')} text={t('main_unknown_middleware_text')} lng={lng} />;
}
