import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { lngPath } from '../router/lng-path';
import { useDocumentTitle } from './route-page';

/** spec 000 §2: unknown page → 404 "This page could not be found". */
export function NotFoundContent() {
  const { shell } = useModels();
  const lng = useUnit(shell.$language);
  const t = useT();
  useDocumentTitle(t('main_not_found_title'));
  return (
    <article className="status-page" data-status="404">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>{t('main_not_found_title')}</h1>
      <Link to={lngPath(lng)}>{t('main_go_home')}</Link>
    </article>
  );
}

export const Component = NotFoundContent;
