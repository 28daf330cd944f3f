import { useUnit } from 'effector-react';
import { registrationWidgetVisible } from '../../domain/auth';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { useCurrentRoute } from '../router/current-route';
import './auth.css';

/**
 * The registration call to action for the right column (spec 000 §6). The
 * column that hosts it says whether it is visible and whether the coupon is
 * empty; the widget starts the registration flow (spec 000 §4).
 */
export function RegistrationWidget({ couponEmpty, rightSideVisible = true }: { couponEmpty: boolean; rightSideVisible?: boolean }) {
  const { shell, auth } = useModels();
  const t = useT();
  const { route, lng } = useCurrentRoute();
  const [isAuthenticated, config, preferences] = useUnit([shell.$isAuthenticated, shell.$siteConfig, shell.$preferences]);
  const shown = registrationWidgetVisible({
    isAuthenticated,
    rightSideVisible,
    couponEmpty,
    asianLayout: preferences.appViewType === 1,
    registrationEnabled: config?.registrationEnabled ?? false,
  });
  if (!shown) return null;
  return (
    <section className="registration-widget" aria-labelledby="registration-widget-title">
      <h2 id="registration-widget-title">{t('registration_widget_title')}</h2>
      <p>{t('registration_widget_text')}</p>
      <button type="button" className="button button--primary" onClick={() => auth.registrationFlow.requested({ routeName: route.name, lng })}>
        {t('header_registration')}
      </button>
    </section>
  );
}
