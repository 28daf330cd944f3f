import { useT } from '../i18n/use-t';
import { useCurrentRoute } from '../router/current-route';
import { StatusArticle } from './status-article';

/** The error page; path /{lng}/500 shows status 500 (spec 000 §2). */
export function Component() {
  const { lng, status } = useCurrentRoute();
  const t = useT();
  return <StatusArticle status={status} title={t('main_error_page_title')} text={t('main_error_page_text')} lng={lng} />;
}
