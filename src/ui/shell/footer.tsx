import { useUnit } from 'effector-react';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { lngPath } from '../router/lng-path';
import { SiteLink, useLeavesSite } from './site-link';

const INFORMATION_PAGES = ['about', 'contacts', 'rules', 'responsiblegaming'] as const;

/** Footer: logo, minimum-age icon from config, social links (spec 001 §1). */
export function Footer({ lng }: { lng: string }) {
  const { shell } = useModels();
  const config = useUnit(shell.$siteConfig);
  const t = useT();
  const leavesSite = useLeavesSite();
  const information = INFORMATION_PAGES.filter((page) => !leavesSite(lngPath(lng, `information/${page}`)));
  return (
    <footer className="footer">
      <SiteLink to={lngPath(lng)} otherwise="text" className="logo" aria-label={t('header_logo_label')}>
        <span aria-hidden="true">◆</span> {config?.companyName}
      </SiteLink>
      {/* QA8 #10: a banned player may open none of them: no navigation then */}
      {information.length > 0 ? (
        <nav aria-label={t('footer_information')}>
          {information.map((page) => (
            <SiteLink key={page} to={lngPath(lng, `information/${page}`)}>
              {t(`route_information_${page}`)}
            </SiteLink>
          ))}
        </nav>
      ) : null}
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
