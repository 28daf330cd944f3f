import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CaptchaChallenge } from '../../domain/auth';
import { focusDropped } from '../focus-dropped';
import { useT } from '../i18n/use-t';

/**
 * The captcha answer step the server asked for: the challenge as text (and
 * image when there is one). `error` says why the last answer did not get
 * through (a dictionary key); the field takes the focus again after each
 * answer, so the player can type the next one at once.
 */
export function CaptchaStep({
  challenge,
  pending,
  error,
  onAnswer,
  onBack,
}: {
  challenge: CaptchaChallenge;
  pending: boolean;
  error?: string | null;
  onAnswer: (answer: string) => void;
  onBack: () => void;
}) {
  const t = useT();
  const [answer, setAnswer] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  useEffect(() => {
    if (!pending) input.current?.focus();
  }, [pending]);
  const root = useRef<HTMLFormElement>(null);
  // Back unmounts this step and the form it protected comes back in its place: that form's first field takes the
  // focus, inside the dialog or page that holds both (QA9 #3: it fell to the body; login, registration, recovery)
  const back = () => {
    const container = root.current?.parentElement ?? null;
    onBack();
    requestAnimationFrame(() => {
      if (!container?.isConnected || !focusDropped()) return;
      container.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onAnswer(answer);
    setAnswer('');
  };
  return (
    <form ref={root} className="form auth-form" onSubmit={submit} aria-label={t('auth_captcha_title')}>
      <p>{t('auth_captcha_prompt')}</p>
      {challenge.imageUrl ? <img src={challenge.imageUrl} alt={t('auth_captcha_image')} /> : null}
      <p className="captcha-prompt" aria-label={t('auth_captcha_code', { code: challenge.prompt.split('').join(' ') })}>
        {challenge.prompt}
      </p>
      <label>
        {challenge.imageUrl ? t('auth_captcha_answer') : t('auth_captcha_answer_text')}
        <input
          ref={input}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          autoComplete="off"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </label>
      {error ? (
        <p id={errorId} role="alert" className="form-error">
          {t(error)}
        </p>
      ) : null}
      <div className="auth-row">
        <button type="submit" className="button button--primary" disabled={pending}>
          {t('auth_captcha_continue')}
        </button>
        <button type="button" onClick={back}>
          {t('auth_back')}
        </button>
      </div>
    </form>
  );
}
