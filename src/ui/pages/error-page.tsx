import { Link } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import { useCurrentRoute } from '../router/current-route';
import { lngPath } from '../router/lng-path';
import { useDocumentTitle } from './route-page';

/** The error page; path /{lng}/500 shows status 500 (spec 000 §2). */
export function Component() {
  const { lng, status } = useCurrentRoute();
  const t = useT();
  useDocumentTitle(t('main_error_page_title'));
  return (
    <article className="status-page" data-status={status}>
      <p className="status-code" aria-hidden="true">
        {status}
      </p>
      <h1>{t('main_error_page_title')}</h1>
      <p>{t('main_error_page_text')}</p>
      <Link to={lngPath(lng)}>{t('main_go_home')}</Link>
    </article>
  );
}
