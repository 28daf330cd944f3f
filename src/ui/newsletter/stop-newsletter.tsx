import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import { useModels } from '../models-context';
import { lngPath } from '../router/lng-path';
import { SiteLink } from '../shell/site-link';

const MESSAGES = {
  working: 'email_unsubscribe_working',
  unsubscribed: 'email_unsubscribe_done',
  'token-invalid': 'email_unsubscribe_invalid',
  'missing-token': 'email_unsubscribe_missing',
  failed: 'email_unsubscribe_failed',
} as const;

/**
 * user/stopnewsletter (spec 000 §2), where an e-mail's unsubscribe link lands: it unsubscribes with the link's token
 * once on arrival and says how that went; a missing or malformed token is never sent, an unknown one is refused
 * by the server, and each says so. A failure offers Try again.
 */
export function StopNewsletter({ lng }: { lng: string }) {
  const { newsletter } = useModels();
  const state = useUnit(newsletter.$unsubscribe);
  const { search } = useLocation();
  const t = useT();
  useEffect(() => {
    newsletter.unsubscribeRequested(search);
    // once per arrival at the link
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const problem = state === 'token-invalid' || state === 'missing-token' || state === 'failed';
  return (
    <div className="stop-newsletter">
      <p>{t('email_link_stopnewsletter')}</p>
      {state === 'idle' ? null : <p role={problem ? 'alert' : 'status'}>{t(MESSAGES[state])}</p>}
      {state === 'failed' ? (
        <button type="button" className="button" onClick={() => newsletter.unsubscribeRequested(search)}>
          {t('email_unsubscribe_retry')}
        </button>
      ) : null}
      <SiteLink to={lngPath(lng)}>{t('main_section_not_ready_back')}</SiteLink>
    </div>
  );
}
