import { useUnit } from 'effector-react';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { StatusArticle } from './status-article';

/** spec 000 §2: unknown page → 404 "This page could not be found". */
export function NotFoundContent() {
  const { shell } = useModels();
  const lng = useUnit(shell.$language);
  const t = useT();
  return <StatusArticle status={404} title={t('main_not_found_title')} lng={lng} />;
}

export const Component = NotFoundContent;
