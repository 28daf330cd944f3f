import { useUnit } from 'effector-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { lngPath } from '../router/lng-path';
import { Modal } from './modal';

/**
 * Sign-in by login (e-mail or id) and password. Typed values survive a
 * failed attempt. After success the player returns to `returnUrl` when the
 * guard put one on the login route.
 */
/** State of the login form; typed values survive a failed attempt. */
export function useLoginForm() {
  const { shell } = useModels();
  const [error, pending] = useUnit([shell.$loginError, shell.$loginPending]);
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  return {
    login,
    password,
    remember,
    error,
    pending,
    onLogin: setLogin,
    onPassword: setPassword,
    onRemember: setRemember,
    onSubmit: (e: FormEvent) => {
      e.preventDefault();
      shell.loginSubmitted({ login, password, remember });
    },
  };
}

/** Sign-in by login (e-mail or id) and password, as a modal over the current page. */
export function LoginModal({ lng }: { lng: string }) {
  const { shell } = useModels();
  const t = useT();
  const form = useLoginForm();
  const close = () => shell.modalClosed();
  return (
    <Modal title={t('login_title')} onClose={close}>
      <LoginForm {...form} />
      <p className="modal-footer-links">
        <button type="button" className="link-button" onClick={() => shell.modalOpened('forgot-password')}>
          {t('login_forgot_password')}
        </button>
        <Link to={lngPath(lng, 'registration')} onClick={close}>
          {t('header_registration')}
        </Link>
      </p>
    </Modal>
  );
}

export function LoginForm(props: {
  login: string;
  password: string;
  remember: boolean;
  error: string | null;
  pending: boolean;
  onLogin: (v: string) => void;
  onPassword: (v: string) => void;
  onRemember: (v: boolean) => void;
  onSubmit: (e: FormEvent) => void;
}) {
  const t = useT();
  return (
    <form className="form" onSubmit={props.onSubmit} aria-label={t('login_title')}>
      <label>
        {t('login_field_login')}
        <input name="login" autoComplete="username" value={props.login} onChange={(e) => props.onLogin(e.target.value)} required />
      </label>
      <label>
        {t('login_field_password')}
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          value={props.password}
          onChange={(e) => props.onPassword(e.target.value)}
          required
        />
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={props.remember} onChange={(e) => props.onRemember(e.target.checked)} />
        {t('login_remember')}
      </label>
      {props.error ? (
        <p role="alert" className="form-error">
          {t(props.error)}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={props.pending}>
        {t('login_submit')}
      </button>
    </form>
  );
}
