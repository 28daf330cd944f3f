import { useUnit } from 'effector-react';
import type { SupportRequest } from '../../domain/support';
import { useFormatTime } from '../i18n/use-format-time';
import { useT } from '../i18n/use-t';
import { useModels } from '../models-context';

/**
 * The signed-in player's support requests (spec 001 §6), each with its thread; the state of the read as a status,
 * a failure as an alert with Try again. Used by the history modal and the support page.
 */
export function SupportHistoryList({ lng }: { lng: string }) {
  const { support } = useModels();
  const history = useUnit(support.$history);
  const t = useT();
  switch (history.kind) {
    case 'idle':
      return null;
    case 'loading':
      return <p role="status">{t('support_history_loading')}</p>;
    case 'failed':
      return (
        <div className="support-history__failed">
          <p role="alert">{t('support_history_failed')}</p>
          <button type="button" className="button" onClick={() => support.historyRetried()}>
            {t('support_history_retry')}
          </button>
        </div>
      );
    case 'loaded':
      if (history.requests.length === 0) return <p role="status">{t('support_history_empty')}</p>;
      return (
        <ul className="support-history" aria-label={t('support_history_title')}>
          {history.requests.map((request) => (
            <SupportRequestItem key={request.id} request={request} lng={lng} />
          ))}
        </ul>
      );
  }
}

function SupportRequestItem({ request, lng }: { request: SupportRequest; lng: string }) {
  const t = useT();
  const formatTime = useFormatTime(lng);
  return (
    <li className={`support-request support-request--${request.status}`}>
      <h3 className="support-request__subject">
        {request.subject} <span className="support-request__id">{request.id}</span>
      </h3>
      <p className="support-request__meta">
        <span>{t(`support_request_status_${request.status}`)}</span> · <time dateTime={new Date(request.createdAt).toISOString()}>{formatTime(request.createdAt)}</time>
      </p>
      <ol className="support-request__thread">
        {request.messages.map((message, index) => (
          <li key={index} className={`support-message support-message--${message.author}`}>
            <strong>{t(message.author === 'player' ? 'support_request_from_player' : 'support_request_from_support')}:</strong> {message.text}
          </li>
        ))}
      </ol>
    </li>
  );
}
