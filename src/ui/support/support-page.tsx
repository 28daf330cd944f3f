import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useT } from '../i18n/use-t';
import { useModels } from '../models-context';
import { SupportHistoryList } from './support-history-list';
import './support.css';

/**
 * The support page (office/support, spec 000 §2), where the support button leads when there is no chat widget or
 * it failed to load: the chat when one is configured, and the signed-in player's support requests (spec 001 §6).
 */
export function SupportPage({ lng }: { lng: string }) {
  const { support } = useModels();
  const [choice, widget] = useUnit([support.$choice, support.$widget]);
  const t = useT();
  useEffect(() => {
    support.historyShown();
  }, [support]);
  return (
    <div className="support-page">
      <p>{t('support_page_intro')}</p>
      {choice.kind === 'widget' && widget !== 'failed' ? (
        <button type="button" className="button button--primary" onClick={() => support.chatRequested()} disabled={widget === 'opening'}>
          {t('support_chat_open')}
        </button>
      ) : (
        <p role="status">{t('support_page_no_chat')}</p>
      )}
      <h2>{t('support_history_title')}</h2>
      <SupportHistoryList lng={lng} />
    </div>
  );
}
