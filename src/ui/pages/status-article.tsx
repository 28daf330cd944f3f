import { Link } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import { lngPath } from '../router/lng-path';
import { useDocumentTitle } from './route-page';

/**
 * A status page in the content area (404, 500, Unknown middleware): the code (for the eye only), its heading,
 * which is also the document title, an optional line of text, and the way home.
 */
export function StatusArticle({ status, title, text, lng }: { status: number; title: string; text?: string; lng: string }) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <article className="status-page" data-status={status}>
      <p className="status-code" aria-hidden="true">
        {status}
      </p>
      <h1>{title}</h1>
      {text ? <p>{text}</p> : null}
      <Link to={lngPath(lng)}>{t('main_go_home')}</Link>
    </article>
  );
}
