import { useUnit } from 'effector-react';
import { useState, type FormEvent } from 'react';
import { useT } from '../i18n/use-t';
import { useModels } from '../models-context';
import { Modal } from './modal';

/**
 * The captcha a request raised (spec 001 §7). Answering retries the request
 * with the answer; cancelling lets the request fail as it was, and the page
 * under the modal keeps what the player entered.
 */
export function CaptchaModal() {
  const { captcha } = useModels();
  const [challenge, answered, cancelled, refreshRequested] = useUnit([
    captcha.$challenge,
    captcha.answered,
    captcha.cancelled,
    captcha.refreshRequested,
  ]);
  const t = useT();
  const [answer, setAnswer] = useState('');
  if (!challenge) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    answered(answer);
    setAnswer('');
  };
  const cancel = () => {
    cancelled();
    setAnswer('');
  };
  return (
    <Modal title={t('auth_captcha_title')} onClose={cancel}>
      <form className="form auth-form" onSubmit={submit}>
        {challenge.retry ? <p role="alert">{t('captcha_wrong_answer')}</p> : null}
        <p>{t('captcha_request_prompt')}</p>
        {challenge.loading ? <p role="status">{t('captcha_loading')}</p> : null}
        {challenge.error ? <p role="alert">{t(challenge.error)}</p> : null}
        {challenge.image ? <img src={challenge.image} alt={t('auth_captcha_image')} /> : null}
        <label>
          {t('auth_captcha_answer')}
          <input value={answer} onChange={(e) => setAnswer(e.target.value)} autoComplete="off" required />
        </label>
        <div className="auth-row">
          <button type="submit" className="button button--primary">
            {t('auth_captcha_continue')}
          </button>
          <button type="button" onClick={cancel}>
            {t('captcha_cancel')}
          </button>
          {challenge.refreshable ? (
            <button type="button" onClick={refreshRequested} disabled={challenge.loading}>
              {t('captcha_refresh')}
            </button>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}
