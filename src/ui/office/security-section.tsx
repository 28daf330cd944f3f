import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useT, type Translate } from '../i18n/use-t';
import { pluralText } from '../i18n/plural-text';
import { useModels } from '../models-context';
import { useMinPending } from '../shell/use-min-pending';
import { securityFacts, type ContactState, type SecurityFacts } from './security-facts';
import './office.css';

const CONTACT_KEYS: Record<ContactState, string> = {
  confirmed: 'office_security_contact_confirmed',
  'not-confirmed': 'office_security_contact_not_confirmed',
  none: 'office_security_contact_none',
};

/**
 * office/security: the protection level as a labelled meter, the five protection methods done or not (in words,
 * with a mark that is not colour alone), whether the e-mail and the phone are confirmed, and the days since the
 * password was changed, all from the user config loaded on sign-in (spec 000 §3). Changing any of it needs calls
 * the spec does not give (change password, two-factor set-up, …): the page says so instead of offering buttons
 * that do nothing.
 */
export function SecuritySection({ lng }: { lng: string }) {
  const { session } = useModels();
  const [config, status, reload] = useUnit([session.session.$playerConfig, session.session.$userConfigStatus, session.session.loadUserConfigFx]);
  const t = useT();
  // spec 000 §9: the placeholder stays at least 200 ms
  const placeholder = useMinPending(status !== 'installed' && status !== 'not-installed');

  if (placeholder) return <p role="status">{t('main_loading')}</p>;
  if (status === 'not-installed') {
    return (
      <div role="alert" className="office-load-error">
        <p>{t('office_security_load_error')}</p>
        <button type="button" onClick={() => void reload().catch(() => undefined)}>
          {t('office_payments_retry')}
        </button>
      </div>
    );
  }
  if (status !== 'installed') return <p role="status">{t('main_loading')}</p>;

  const facts = securityFacts(config);
  return (
    <div className="office-security">
      <ProtectionLevel facts={facts} t={t} />
      <Methods facts={facts} t={t} />
      <Contacts facts={facts} t={t} />
      <Password facts={facts} t={t} lng={lng} />
      <p className="office-note" role="note">
        {t('office_security_not_available')}
      </p>
    </div>
  );
}

function ProtectionLevel({ facts, t }: { facts: SecurityFacts; t: Translate }) {
  const titleId = useId();
  const label = t('office_security_level_label');
  if (facts.level === null || facts.status === null) {
    return (
      <section aria-labelledby={titleId}>
        <h2 id={titleId}>{label}</h2>
        <p>{t('office_security_level_unknown')}</p>
      </section>
    );
  }
  const text = t('office_security_level_value', { status: t(`office_security_status_${facts.status}`), level: facts.level });
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{label}</h2>
      <div className="office-meter">
        <div role="meter" aria-labelledby={titleId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={facts.level} aria-valuetext={text} className="office-meter-bar">
          <div className={`office-meter-fill office-meter-fill--${facts.status}`} style={{ width: `${facts.level}%` }} />
        </div>
        <span aria-hidden="true">{text}</span>
      </div>
    </section>
  );
}

function Methods({ facts, t }: { facts: SecurityFacts; t: Translate }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('office_security_methods_title')}</h2>
      <ul className="office-checklist" aria-labelledby={titleId}>
        {facts.methods.map(({ method, done }) => (
          <li key={method}>
            <span className="office-check-mark" aria-hidden="true">
              {done ? '✓' : '✗'}
            </span>
            <span>{t('office_security_method_line', { method: t(`office_security_method_${method}`), state: t(done ? 'office_security_done' : 'office_security_not_done') })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Contacts({ facts, t }: { facts: SecurityFacts; t: Translate }) {
  const titleId = useId();
  const contact = ({ value, state }: SecurityFacts['email']) => t(CONTACT_KEYS[state], { value: value ?? '' });
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('office_security_contacts_title')}</h2>
      <dl className="office-facts">
        <dt>{t('office_security_email')}</dt>
        <dd>{contact(facts.email)}</dd>
        <dt>{t('office_security_phone')}</dt>
        <dd>{contact(facts.phone)}</dd>
      </dl>
    </section>
  );
}

function Password({ facts, t, lng }: { facts: SecurityFacts; t: Translate; lng: string }) {
  const titleId = useId();
  const days = facts.passwordDays;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('office_security_password_title')}</h2>
      <p>{days === null ? t('office_security_password_unknown') : days === 0 ? t('office_security_password_today') : pluralText(t, lng, 'office_security_password_days', days)}</p>
    </section>
  );
}
