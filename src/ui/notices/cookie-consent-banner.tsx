import { useUnit } from 'effector-react';
import { useContext, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { agreeTypeOf } from '../../application/cookies-agreement/cookie-consent.model';
import { COOKIES_AGREE } from '../../domain/preferences';
import { useT } from '../i18n/use-t';
import { useModels } from '../models-context';
import { CurrentRouteContext } from '../router/current-route';
import { lngPath } from '../router/lng-path';
import { SiteLink } from '../shell/site-link';

/**
 * spec 001 §2 "cookies agree" notification, spec 000 §3, §5: a region at the foot of the page, never over the
 * site: accept all, necessary only, or a choice of functional and marketing cookies (marketing comes with
 * functional: cookiesAgreeType is a level). Shown while the site config asks for consent and there is no answer.
 */
export function CookieConsentBanner() {
  const { cookieConsent } = useModels();
  const shown = useUnit(cookieConsent.$bannerShown);
  const t = useT();
  const titleId = useId();
  const current = useContext(CurrentRouteContext);
  const location = useLocation();
  const [choosing, setChoosing] = useState(false);
  const [functional, setFunctional] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const firstChoice = useRef<HTMLInputElement>(null);
  // The Choose button gives way to the choice: the focus goes to its first box instead of the page's top.
  useEffect(() => {
    if (choosing) firstChoice.current?.focus();
  }, [choosing]);
  if (!shown) return null;
  const lng = current?.lng ?? location.pathname.split('/')[1] ?? 'en';
  return (
    <section className="cookie-consent" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('cookies_banner_title')}</h2>
      <p>
        {t('cookies_banner_text')} <SiteLink to={lngPath(lng, 'information/cookies')} otherwise="text">
          {t('cookies_banner_policy')}
        </SiteLink>
      </p>
      {choosing ? (
        <form
          className="cookie-consent-choice"
          onSubmit={(e) => {
            e.preventDefault();
            cookieConsent.chosen(agreeTypeOf({ functional, marketing }));
          }}
        >
          <fieldset>
            <legend>{t('cookies_choice_legend')}</legend>
            <label>
              <input type="checkbox" checked disabled /> {t('cookies_necessary')}
            </label>
            <label>
              <input
                ref={firstChoice}
                type="checkbox"
                checked={functional || marketing}
                disabled={marketing}
                onChange={(e) => setFunctional(e.target.checked)}
              />{' '}
              {t('cookies_functional')}
            </label>
            <label>
              <input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} /> {t('cookies_marketing')}
            </label>
          </fieldset>
          <button type="submit" className="button button--primary">
            {t('cookies_save_choice')}
          </button>
        </form>
      ) : null}
      <div className="cookie-consent-actions">
        <button type="button" className="button button--primary" onClick={() => cookieConsent.chosen(COOKIES_AGREE.ALL)}>
          {t('cookies_accept_all')}
        </button>
        <button type="button" className="button" onClick={() => cookieConsent.chosen(COOKIES_AGREE.NECESSARY)}>
          {t('cookies_necessary_only')}
        </button>
        {choosing ? null : (
          <button type="button" className="button" onClick={() => setChoosing(true)}>
            {t('cookies_choose')}
          </button>
        )}
      </div>
    </section>
  );
}
