import { useUnit } from 'effector-react';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';

/** On the confirm-terms page, a signed-in player with changed terms accepts them here (spec 000 §4). */
export function ConfirmTermsPanel() {
  const { session } = useModels().session;
  const [changed, accepting, failed] = useUnit([session.$termsChanged, session.$acceptingTerms, session.$acceptTermsFailed]);
  const t = useT();
  if (!changed) return null;
  return (
    <section className="confirm-terms-panel notice" aria-label={t('confirm_terms_accept')}>
      <p>{t('confirm_terms_text')}</p>
      {/* QA7 #6: a failed accept is said here; the same button tries again */}
      {failed ? (
        <p role="alert" className="notice--error">
          {t('confirm_terms_accept_failed')}
        </p>
      ) : null}
      <button type="button" className="button button--primary" disabled={accepting} onClick={() => session.termsAccepted()}>
        {t('confirm_terms_accept')}
      </button>
    </section>
  );
}
