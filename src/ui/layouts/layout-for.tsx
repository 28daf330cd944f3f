import { useUnit } from 'effector-react';
import { lazy, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import type { LayoutName } from '../../domain/routing';
import { useModels } from '../models-context';
import { Footer } from '../shell/footer';
import { Header } from '../shell/header';
import { LoadingBar } from '../shell/loading-bar';
import { ModalHost } from '../modals/modal-host';
import { RegistrationWidget } from '../auth/registration-widget';
import { NotificationArea } from '../shell/notification-area';
import { NoticesRoot } from '../notices/notices-root';
import { ScrollToTop } from '../shell/scroll-to-top';
import { Snowfall } from '../shell/snowfall';
import { DocumentHead } from '../shell/document-head';
import { SeoTextBlock } from '../shell/seo-text-block';
import { useBrandBook } from '../shell/use-brand-book';
import { SkipLink } from '../shell/skip-link';
import { useT } from '../i18n/use-t';
import { CurrentRouteContext } from '../router/current-route';
import { COUPON_PANEL_ID } from '../coupon/coupon-panel-id';
import { SupportButton } from '../support/support-button';

/** The page content's id, the target of "Skip to content". */
const MAIN_ID = 'main';

/** The bet slip is a chunk of its own, loaded with the first sports page. */
const CouponPanel = lazy(() => import('../coupon/coupon-panel').then((m) => ({ default: m.CouponPanel })));

/**
 * The three layouts of spec 000 §2: default (header, content, footer,
 * notifications), empty (no header or footer) and blocked (a bare system
 * page). The guard has already turned an unknown layout into default.
 */
export function LayoutFor({ layout, lng, children }: { layout: LayoutName; lng: string; children: ReactNode }) {
  const { shell } = useModels();
  const [preferences, mobilePlatform, paymentConsultant] = useUnit([
    shell.$preferences,
    shell.$mobilePlatform,
    shell.$paymentConsultant,
  ]);
  const t = useT();
  useBrandBook();
  // The slip sits in the right column of the sports pages (the route map's 'sports' page group).
  const current = useContext(CurrentRouteContext);
  const withSlip = current?.route.page === 'sports';
  // spec 001 §1: snowfall may appear on the home page
  const isHome = current?.route.name === 'home';
  // The floating scroll-to-top steps aside from the slip's column rather than cover its controls.
  const [slipColumn, setSlipColumn] = useState<HTMLElement | null>(null);

  useEffect(() => {
    document.documentElement.lang = lng;
    document.documentElement.dataset.theme = preferences.appTheme === 1 ? 'dark' : 'light';
    // spec 000 §2: platform_type=mobile forces the mobile platform for the rest of the visit
    document.documentElement.dataset.platform = mobilePlatform ? 'mobile' : 'desktop';
    document.documentElement.dataset.paymentConsultant = paymentConsultant ? '1' : '0';
  }, [lng, preferences.appTheme, mobilePlatform, paymentConsultant]);

  if (layout === 'blocked') {
    return (
      <div className="layout layout--blocked" data-layout="blocked">
        <main className="blocked-content">{children}</main>
      </div>
    );
  }
  if (layout === 'empty') {
    return (
      <div className="layout layout--empty" data-layout="empty">
        <DocumentHead lng={lng} />
        <LoadingBar />
        <main className="content">{children}</main>
        <NotificationArea />
        <NoticesRoot />
      </div>
    );
  }
  return (
    <div className="layout layout--default" data-layout="default">
      <SkipLink target={MAIN_ID}>{t('main_skip_to_content')}</SkipLink>
      {withSlip ? (
        // The slip's controls come after the whole line in the tab order: this link is the way there.
        <SkipLink target={COUPON_PANEL_ID}>{t('main_skip_to_slip')}</SkipLink>
      ) : null}
      <DocumentHead lng={lng} />
      <LoadingBar />
      {isHome ? <Snowfall /> : null}
      <Header lng={lng} />
      {withSlip ? (
        <div className="layout-columns content">
          <main id={MAIN_ID} tabIndex={-1}>
            {children}
          </main>
          <div className="right-column" ref={setSlipColumn}>
            <RightColumnRegistrationWidget />
            <Suspense fallback={null}>
              <CouponPanel lng={lng} />
            </Suspense>
          </div>
        </div>
      ) : (
        <main id={MAIN_ID} className="content" tabIndex={-1}>
          {children}
        </main>
      )}
      {/* Before the footer: it comes to rest above the footer's links instead of covering them. */}
      <ScrollToTop keepClear={slipColumn} />
      {/* spec 001 §1: the SEO block, at the bottom of the page's content; after Back to top's resting place, which would cover its last lines */}
      <SeoTextBlock />
      <Footer lng={lng} />
      <NotificationArea />
      <NoticesRoot />
      {/* spec 001 §1: the support button on every page of the shared layout, clear of the slip's column */}
      <SupportButton lng={lng} keepClear={slipColumn} />
      <ModalHost lng={lng} />
    </div>
  );
}

/**
 * The registration widget above the slip (spec 000 §6): the right column is
 * on screen here, so the widget's own rule decides from the coupon's bets.
 */
function RightColumnRegistrationWidget() {
  const betIds = useUnit(useModels().coupon.$betIds);
  return <RegistrationWidget couponEmpty={betIds.size === 0} rightSideVisible />;
}
