import { Link } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import { useCurrentRoute } from '../router/current-route';
import { lngPath } from '../router/lng-path';
import { useDocumentTitle } from './route-page';

/**
 * System pages (block, block-ua, block-ie, site-updates, coming-soon,
 * suspension, confirm-terms, oldbrowser): a heading and the explanation,
 * keyed by route name in the dictionary (`<titleKey>_text`).
 */
export function Component() {
  const { route, lng } = useCurrentRoute();
  const t = useT();
  const title = t(route.titleKey);
  useDocumentTitle(title);
  return (
    <article className="system-page" data-route={route.name}>
      <h1>{title}</h1>
      <p>{t(`${route.titleKey}_text`)}</p>
      {route.layout !== 'blocked' ? <Link to={lngPath(lng)}>{t('main_go_home')}</Link> : null}
    </article>
  );
}
