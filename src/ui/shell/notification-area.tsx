import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { switchLanguagePath } from './header';
import { RetryControls, useSessionUnresolvedNotice } from './session-unresolved';
import { useLogout } from './use-logout';

/** Global notices; one group at a time (spec 001 §9). A dictionary failure at start-up is a screen of its own (TextsFailedScreen). */
export function NotificationArea() {
  const { shell, session } = useModels();
  const [logoutFailed, switchFailure, config, language] = useUnit([shell.$logoutFailed, shell.$languageSwitchFailure, shell.$siteConfig, shell.$language]);
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout(language);
  const sessionUnresolved = useSessionUnresolvedNotice();
  if (logoutFailed) {
    // QA10 #9: the player must know they are still signed in (a shared computer), and may sign out again
    return (
      <ErrorNotice
        text={t('header_logout_failed_still_signed_in')}
        onClose={() => shell.logoutFailureDismissed()}
        onRetry={() => void logout()}
      />
    );
  }
  // QA18 #1: the session check could not be made; the player may still be signed in
  if (sessionUnresolved) {
    return (
      <ErrorNotice
        text={t('header_session_unresolved')}
        onClose={() => session.session.sessionCheckNoticeDismissed()}
        actions={<RetryControls withSignIn={false} />}
      />
    );
  }
  if (switchFailure) {
    // QA10 #6: the site stayed in its language; Try again is the other language's address once more
    const other = config?.languages.find((l) => l.code === switchFailure.to)?.name ?? switchFailure.to;
    return (
      <ErrorNotice
        text={t('header_language_switch_failed', { language: other })}
        onClose={() => shell.languageSwitchDismissed()}
        onRetry={() => navigate(`${switchLanguagePath(location.pathname, location.search, switchFailure.to)}${location.hash}`)}
      />
    );
  }
  return <section className="notification-area" aria-live="polite" />;
}

/** A failure notice laid out as the queue's notices are (notices.css): its title, a close, the text and Try again (or its own `actions`). */
function ErrorNotice({ text, onClose, onRetry, actions }: { text: string; onClose: () => void; onRetry?: () => void; actions?: ReactNode }) {
  const t = useT();
  return (
    <section className="notification-area" aria-live="assertive">
      <div className="notice-stack">
        <div role="alert" className="notice notice--error">
          <h2>{t('main_error')}</h2>
          <button type="button" className="notice-close" aria-label={t('main_close')} onClick={onClose}>
            ×
          </button>
          <p>{text}</p>
          {actions ?? (
            <div className="notice-actions">
              <button type="button" className="button button--primary" onClick={onRetry}>
                {t('main_refreshing_button')}
              </button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
