import { useUnit } from 'effector-react';
import { useId } from 'react';
import type { Notification } from '../../application/notices/notifications.model';
import { useModels } from '../models-context';
import { useT, type Translate } from '../i18n/use-t';
import { formatTime, type PlayerClock } from '../i18n/format-time';
import { usePlayerClock } from '../i18n/use-format-time';
import { MessageModal } from '../modals/message-modal';
import { Link } from 'react-router-dom';
import { lngPath } from '../router/lng-path';

const MODAL_KINDS = ['autologoff', 'convert-main-account', 'convert-additional-account'];

/** A notice's words; a maintenance window's times on the player's clock (the browser's zone, 24 h, when none is given). */
export function noticeText(n: Notification, t: Translate, clock: PlayerClock = { timeZone: 'auto', is12h: false }): string | null {
  if (n.text) return n.text;
  if (!n.textKey) return null;
  if (n.kind === 'maintenance' && n.data) {
    const locale = String(n.data.locale);
    return t(n.textKey, {
      start: formatTime(Number(n.data.startAt), locale, clock),
      end: formatTime(Number(n.data.finishAt), locale, clock),
    });
  }
  const named = Object.fromEntries(Object.entries(n.valueKeys ?? {}).map(([name, key]) => [name, t(key)]));
  return t(n.textKey, n.valueKeys ? { ...n.values, ...named } : n.values);
}

/** The one notification on screen (spec 001 §9: one at a time); modal kinds open as dialogs. */
export function NotificationView() {
  const { session, shell } = useModels();
  const { notifications, startupNotices } = session;
  const [current, lng] = useUnit([notifications.$current, shell.$language]);
  const t = useT();
  const clock = usePlayerClock();
  const titleId = useId();
  if (!current) return null;
  const close = () => notifications.closed(current.id);
  const title = t(current.titleKey);
  const text = noticeText(current, t, clock);

  if (MODAL_KINDS.includes(current.kind)) return <MessageModal title={title} text={text} onClose={close} />;

  const tone =
    current.kind === 'alert' && current.titleKey === 'main_error'
      ? 'notice--error'
      : current.kind === 'maintenance' || current.kind === 'update'
        ? 'notice--warning'
        : current.kind === 'adblock'
          ? 'notice--shadow'
          : '';
  return (
    <div className="notice-stack">
      <div
        role={current.kind === 'alert' || current.kind === 'adblock' ? 'alert' : 'status'}
        aria-labelledby={titleId}
        className={`notice ${tone}`}
        data-kind={current.kind}
      >
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="notice-close" aria-label={t('main_close')} onClick={close}>
          ×
        </button>
        {text ? <p>{text}</p> : null}
        {current.kind === 'welcome' ? (
          // spec 001 §1 welcome-user widget: the next step it names, one click away (and the notice goes with it)
          <div className="notice-actions">
            <Link className="button button--primary" to={lngPath(lng, 'office/recharge')} onClick={close}>
              {t('welcome_deposit')}
            </Link>
          </div>
        ) : null}
        {current.kind === 'update' ? (
          <div className="notice-actions">
            <button type="button" className="button button--primary" onClick={() => startupNotices.reloadRequested()}>
              {t('main_update_reload')}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
