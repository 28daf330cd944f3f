import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { SESSION_LIMIT_END } from '../../domain/limits';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { Modal } from '../modals/modal';

/**
 * spec 001 §4, §8: the session limit has ended: a permanent error (session limit ended, visit tomorrow). It
 * has no other way out: closing it (×, Escape, the backdrop) or its OK disconnects the player. Starts the
 * limit service's 30 s ping for the page (the model pings only while a player is signed in).
 */
export function SessionLimitEnded() {
  const { sessionLimit } = useModels();
  const ended = useUnit(sessionLimit.$ended);
  const t = useT();
  useEffect(() => {
    sessionLimit.started();
  }, [sessionLimit]);
  if (!ended) return null;
  const leave = () => sessionLimit.acknowledged();
  return (
    <Modal title={t('limits_session_limit_title')} onClose={leave}>
      <form
        className="session-limit-ended"
        onSubmit={(e) => {
          e.preventDefault();
          leave();
        }}
      >
        <p role="alert">{t(SESSION_LIMIT_END.messageKey)}</p>
        <button type="submit" className="button button--primary">
          {t('main_ok')}
        </button>
      </form>
    </Modal>
  );
}
