import { useUnit } from 'effector-react';
import { useT } from '../i18n/use-t';
import { useModels } from '../models-context';

/**
 * The newsletter control of the office's settings: Subscribe, then spec 000 §8's success texts
 * (email_subscription_success_title and email_subscription_success_text); a failure says so and keeps the button.
 */
export function NewsletterSubscription() {
  const { newsletter } = useModels();
  const state = useUnit(newsletter.$subscribe);
  const t = useT();
  return (
    <section className="newsletter-subscription" aria-labelledby="newsletter-subscription-title">
      <h2 id="newsletter-subscription-title">{t('email_subscription_title')}</h2>
      {state === 'subscribed' ? (
        <div role="status">
          <h3>{t('email_subscription_success_title')}</h3>
          <p>{t('email_subscription_success_text')}</p>
        </div>
      ) : (
        <>
          <p>{t('email_subscription_text')}</p>
          {state === 'failed' ? <p role="alert">{t('email_subscription_failed')}</p> : null}
          <button type="button" className="button button--primary" onClick={() => newsletter.subscribeRequested()} disabled={state === 'sending'}>
            {t(state === 'sending' ? 'email_subscription_sending' : 'email_subscription_subscribe')}
          </button>
        </>
      )}
    </section>
  );
}
