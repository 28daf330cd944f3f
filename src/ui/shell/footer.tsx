import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { lngPath } from '../router/lng-path';

/** Footer: logo, minimum-age icon from config, social links (spec 001 §1). */
export function Footer({ lng }: { lng: string }) {
  const { shell } = useModels();
  const config = useUnit(shell.$siteConfig);
  const t = useT();
  return (
    <footer className="footer">
      <Link to={lngPath(lng)} className="logo" aria-label={t('header_logo_label')}>
        <span aria-hidden="true">◆</span> {config?.companyName}
      </Link>
      <nav aria-label={t('footer_information')}>
        <Link to={lngPath(lng, 'information/about')}>{t('route_information_about')}</Link>
        <Link to={lngPath(lng, 'information/contacts')}>{t('route_information_contacts')}</Link>
        <Link to={lngPath(lng, 'information/rules')}>{t('route_information_rules')}</Link>
        <Link to={lngPath(lng, 'information/responsiblegaming')}>{t('route_information_responsiblegaming')}</Link>
      </nav>
      <span className="age-icon" role="img" aria-label={t('footer_minimum_age', { age: config?.minimumAgeIcon ?? '' })}>
        {config?.minimumAgeIcon}
      </span>
      <ul className="social-links" aria-label={t('footer_social')}>
        {config?.socialLinks.map((s) => (
          <li key={s.url}>
            <a href={s.url} rel="noopener noreferrer" target="_blank">
              {s.name}
            </a>
          </li>
        ))}
      </ul>
    </footer>
  );
}
