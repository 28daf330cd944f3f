import { useUnit } from 'effector-react';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';

/** Global notices; one group at a time (spec 001 §9). The dictionary-failure notice lives here. */
export function NotificationArea() {
  const { shell } = useModels();
  const [dictionaryStatus, logoutFailed] = useUnit([shell.$dictionaryStatus, shell.$logoutFailed]);
  const t = useT();
  if (dictionaryStatus === 'error') {
    return (
      <section className="notification-area" aria-live="assertive">
        <div role="alert" className="notice notice--error">
          <h2>{t('main_dictionary_load_error')}</h2>
          <p>{t('main_dictionary_refresh_page')}</p>
          <button type="button" onClick={() => shell.dictionaryRetried()}>
            {t('main_refreshing_button')}
          </button>
        </div>
      </section>
    );
  }
  if (logoutFailed) {
    return (
      <section className="notification-area" aria-live="assertive">
        <div role="alert" className="notice notice--error">
          <h2>{t('main_error')}</h2>
          <p>{t('header_logout_failed')}</p>
        </div>
      </section>
    );
  }
  return <section className="notification-area" aria-live="polite" />;
}
