import { useUnit } from 'effector-react';
import { createContext, useContext } from 'react';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { RoutePage } from '../pages/route-page';

/**
 * True while the page shown is one that waits for the session check (QA18 #1): the page itself says so with
 * Try again, so the global notice stays away (one Try again on the page).
 */
export const WaitingForSessionContext = createContext(false);

/**
 * Try again on the session check (its retries once more), with "Checking…" while it runs: on the waiting page and
 * in the global notice (NotificationArea), where the notice closes until the next failure.
 */
export function RetryControls({ withSignIn }: { withSignIn: boolean }) {
  const { shell, session } = useModels();
  const retrying = useUnit(session.session.$sessionRetrying);
  const t = useT();
  return (
    <>
      <p role="status" className="session-unresolved__status">
        {retrying ? t('header_session_checking') : ''}
      </p>
      <div className="notice-actions">
        <button type="button" className="button button--primary" aria-disabled={retrying} onClick={() => session.session.sessionCheckRetried()}>
          {t('main_refreshing_button')}
        </button>
        {withSignIn ? (
          <button type="button" className="button" onClick={() => shell.modalOpened('login')}>
            {t('header_login')}
          </button>
        ) : null}
      </div>
    </>
  );
}

/**
 * A page that needs a signed-in player while the session check is unresolved (QA18 #1): its heading, why it
 * waits, Try again and Log in. It opens by itself once the check answers with a player; a definite "no session"
 * sends the visitor to the login form as usual.
 */
export function SessionUnresolvedPage() {
  const t = useT();
  return (
    <RoutePage>
      <div className="session-unresolved" role="alert">
        <p>{t('header_session_unresolved')}</p>
        <p>{t('header_session_unresolved_page')}</p>
      </div>
      <RetryControls withSignIn />
    </RoutePage>
  );
}

/** Whether the global notice shows: the session is unresolved, the notice not closed, and the page does not say it itself. */
export function useSessionUnresolvedNotice(): boolean {
  const { session } = useModels();
  const notice = useUnit(session.session.$sessionCheckNotice);
  const waiting = useContext(WaitingForSessionContext);
  return notice && !waiting;
}
