import { useUnit } from 'effector-react';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';

/** Global notices; one group at a time (spec 001 §9). A dictionary failure is a screen of its own (TextsFailedScreen). */
export function NotificationArea() {
  const { shell } = useModels();
  const logoutFailed = useUnit(shell.$logoutFailed);
  const t = useT();
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
