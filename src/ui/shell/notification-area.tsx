import { useUnit } from 'effector-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { switchLanguagePath } from './header';
import { useLogout } from './use-logout';

/** Global notices; one group at a time (spec 001 §9). A dictionary failure at start-up is a screen of its own (TextsFailedScreen). */
export function NotificationArea() {
  const { shell } = useModels();
  const [logoutFailed, switchFailure, config, language] = useUnit([shell.$logoutFailed, shell.$languageSwitchFailure, shell.$siteConfig, shell.$language]);
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout(language);
  if (logoutFailed) {
    // QA10 #9: the player must know they are still signed in (a shared computer), and may sign out again
    return (
      <section className="notification-area" aria-live="assertive">
        <div className="notice-stack">
          <div role="alert" className="notice notice--error">
            <h2>{t('main_error')}</h2>
            <button type="button" className="notice-close" aria-label={t('main_close')} onClick={() => shell.logoutFailureDismissed()}>
              ×
            </button>
            <p>{t('header_logout_failed_still_signed_in')}</p>
            <div className="notice-actions">
              <button type="button" className="button button--primary" onClick={() => void logout()}>
                {t('main_refreshing_button')}
              </button>
            </div>
          </div>
        </div>
      </section>
    );
  }
  if (switchFailure) {
    // QA10 #6: the site stayed in its language; Try again is the other language's address once more
    const other = config?.languages.find((l) => l.code === switchFailure.to)?.name ?? switchFailure.to;
    return (
      <section className="notification-area" aria-live="assertive">
        {/* laid out as the queue's notices are (notices.css), a close and an action */}
        <div className="notice-stack">
          <div role="alert" className="notice notice--error">
            <h2>{t('main_error')}</h2>
            <button type="button" className="notice-close" aria-label={t('main_close')} onClick={() => shell.languageSwitchDismissed()}>
              ×
            </button>
            <p>{t('header_language_switch_failed', { language: other })}</p>
            <div className="notice-actions">
              <button
                type="button"
                className="button button--primary"
                onClick={() => navigate(`${switchLanguagePath(location.pathname, location.search, switchFailure.to)}${location.hash}`)}
              >
                {t('main_refreshing_button')}
              </button>
            </div>
          </div>
        </div>
      </section>
    );
  }
  return <section className="notification-area" aria-live="polite" />;
}
