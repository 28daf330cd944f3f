import { useUnit } from 'effector-react';
import { useContext } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { allowedLanguages } from '../../domain/i18n/language';
import { matchSegments, pathSegments, routeAvailable } from '../../domain/routing';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { AccountMenu } from '../player/account-menu';
import { AccountSwitcher } from '../player/account-switcher';
import { CurrentRouteContext } from '../router/current-route';
import { lngPath } from '../router/lng-path';
import { focusLoginForm } from './focus-login-form';
import { useSectionStrip } from './use-section-strip';
import { SiteLink, useLeavesSite } from './site-link';
import { useLinkPrefetch } from '../router/use-link-prefetch';

const SECTIONS: ReadonlyArray<{ key: string; path: string }> = [
  { key: 'nav_line', path: 'line/all' },
  { key: 'nav_live', path: 'live/all' },
  { key: 'nav_casino', path: 'slots' },
  { key: 'nav_live_casino', path: 'casino' },
  { key: 'nav_toto', path: 'toto' },
  { key: 'nav_lotto', path: 'lotto' },
  { key: 'nav_bingo', path: 'bingo' },
  { key: 'nav_promo', path: 'bonuses' },
];

/** Replace the language prefix of the current path, keeping the page (spec: language switch keeps the page). */
export function switchLanguagePath(pathname: string, search: string, lng: string): string {
  const rest = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '');
  return `/${lng}${rest === '/' ? '' : rest}${search}`;
}

export function Header({ lng }: { lng: string }) {
  const { shell, auth, session } = useModels();
  const current = useContext(CurrentRouteContext);
  const [player, config, preferences, sessionUnresolved] = useUnit([
    shell.$player,
    shell.$siteConfig,
    shell.$preferences,
    session.session.$sessionUnresolved,
  ]);
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const isPlayer = player.userId !== null;
  const allowed = config ? allowedLanguages(config, isPlayer) : [];
  const languages = config ? config.languages.filter((l) => allowed.includes(l.code)) : [];
  // QA8 #13: a section the site config turns off is not offered (the router would show it as a 404)
  // QA8 #10: nor one the guards would send the player away from the site for (a banned player)
  const leavesSite = useLeavesSite();
  const sections = SECTIONS.filter((s) => {
    const found = config ? matchSegments(pathSegments(s.path)) : null;
    return (found === null || config === null || routeAvailable(found.route, config)) && !leavesSite(lngPath(lng, s.path));
  });
  const strip = useSectionStrip(location.pathname, sections.length);
  // spec 000 §9: the sections' pages are fetched ahead when the page is idle
  useLinkPrefetch(sections.flatMap((s) => matchSegments(pathSegments(s.path))?.route.page ?? []));

  return (
    <header className="header">
      <SiteLink to={lngPath(lng)} otherwise="text" className="logo" aria-label={t('header_logo_label')}>
        <span aria-hidden="true">◆</span> {config?.companyName}
      </SiteLink>
      {/* A banned player may open none of the sections: no navigation then (QA8 #10). */}
      {sections.length > 0 ? (
        <nav ref={strip} aria-label={t('header_main_navigation')} className="header-nav">
          {sections.map((s) => (
            <NavLink key={s.key} to={lngPath(lng, s.path)}>
              {t(s.key)}
            </NavLink>
          ))}
        </nav>
      ) : null}
      <div className="header-tools">
        <label className="language-select">
          <span className="visually-hidden">{t('header_language')}</span>
          <select
            aria-label={t('header_language')}
            value={lng}
            onChange={(e) => navigate(switchLanguagePath(location.pathname, location.search, e.target.value))}
          >
            {languages.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="theme-toggle"
          aria-pressed={preferences.appTheme === 1}
          onClick={() => shell.themeToggled()}
        >
          {t('header_dark_theme')}
        </button>
        {isPlayer ? (
          <>
            <AccountSwitcher lng={lng} />
            <AccountMenu lng={lng} />
          </>
        ) : (
          <>
            {/* QA18 #1: while the session check is unresolved the player may still be signed in, so the header does
                not read as signed out: it says the session is not checked, keeps Log in, and offers no Sign up. */}
            {sessionUnresolved ? <span className="header-session-unchecked">{t('header_session_unchecked')}</span> : null}
            <button
              type="button"
              // spec 000 §2: a modal unless already on login, where the page's form takes the focus (QA7 #20)
              onClick={() => (current?.route.name === 'user.login' ? focusLoginForm() : shell.modalOpened('login'))}
            >
              {t('header_login')}
            </button>
            {config?.registrationEnabled && !sessionUnresolved ? (
              // spec 000 §4: every entry to registration goes through the registration flow
              <button
                type="button"
                className="button button--primary"
                onClick={() => auth.registrationFlow.requested({ routeName: current?.route.name ?? null, lng })}
              >
                {t('header_registration')}
              </button>
            ) : null}
          </>
        )}
      </div>
    </header>
  );
}
