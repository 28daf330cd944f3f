import { useT } from '../i18n/use-t';
import { useCurrentRoute } from '../router/current-route';
import { lngPath } from '../router/lng-path';
import { SiteLink } from '../shell/site-link';

/**
 * What a section that is not built yet shows under its heading (README feature table, "not yet"): that it is
 * not available yet, as a status, and the way back to sports betting (the home page). Never placeholder
 * content. QA: such sections were a heading over an empty page that looked broken.
 */
export function SectionNotReady() {
  const { lng } = useCurrentRoute();
  const t = useT();
  return (
    <div className="section-not-ready">
      <p role="status">{t('main_section_not_ready')}</p>
      <SiteLink to={lngPath(lng)}>{t('main_section_not_ready_back')}</SiteLink>
    </div>
  );
}
