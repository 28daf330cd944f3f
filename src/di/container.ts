import { Container } from 'inversify';
import type { CaptchaChallengeModel as CaptchaChallengeModelType } from '../application/captcha/captcha-challenge.model';
import type { LoadingBarModel as LoadingBarModelType } from '../application/shell/loading-bar.model';
import type { ShellModel as ShellModelType } from '../application/shell/shell.model';
import type { CouponModel as CouponModelType } from '../application/coupon/coupon.model';
import type { LineModel as LineModelType } from '../application/line/line.model';
import type { LimitsModel as LimitsModelType } from '../application/limits/limits.model';
import type { SessionLimitModel as SessionLimitModelType } from '../application/limits/session-limit.model';
import type { RealityCheckModel as RealityCheckModelType } from '../application/limits/reality-check.model';
import type { CookieConsentModel as CookieConsentModelType } from '../application/cookies-agreement/cookie-consent.model';
import type { TeamCashModel as TeamCashModelType } from '../application/player/team-cash.model';
import type { PaymentHistoryModel as PaymentHistoryModelType } from '../application/payments/payment-history.model';
import type { RemoteAppsModel as RemoteAppsModelType } from '../application/remote-view/remote-apps.model';
import type { LandingPage as LandingPageValue } from '../application/session/startup.model';
import { applicationModule } from './application.module';
import { couponApplicationModule } from './coupon.module';
import type { SessionModels as SessionModelsType } from '../application/session/session-models';
import { sessionApplicationModule } from './session.module';
import type { AuthModels as AuthModelsType } from '../application/auth';
import { authApplicationModule } from './auth.module';
import { limitsApplicationModule } from './limits.module';
import { cookiesAgreementApplicationModule } from './cookies-agreement.module';
import { playerApplicationModule } from './player.module';
import { browserModule } from './browser.module';
import { analyticsCountersApplicationModule, AnalyticsCountersModel, PolicyLogoModel } from './analytics-counters.module';
import { NewsletterModel, supportApplicationModule, SupportModel } from './support.module';
import type { SupportModel as SupportModelType } from '../application/support/support.model';
import type { NewsletterModel as NewsletterModelType } from '../application/newsletter/newsletter.model';
import { seoApplicationModule } from './seo.module';
import type { SeoModel as SeoModelType } from '../application/seo/seo.model';
import { AuthModels, CaptchaChallengeModel, LandingPage, CookieConsentModel, CouponModel, LimitsModel, LineModel, LoadingBarModel, RealityCheckModel, SessionLimitModel, SessionModels, ShellModel, RemoteAppsModel, TeamCashModel, PaymentHistoryModel, SeoModel } from './tokens';

export type AdapterKind = 'fake' | 'http';

export interface AppModels {
  shell: ShellModelType;
  loadingBar: LoadingBarModelType;
  coupon: CouponModelType;
  line: LineModelType;
  session: SessionModelsType;
  auth: AuthModelsType;
  captcha: CaptchaChallengeModelType;
  limits: LimitsModelType;
  sessionLimit: SessionLimitModelType;
  realityCheck: RealityCheckModelType;
  cookieConsent: CookieConsentModelType;
  teamCash: TeamCashModelType;
  paymentHistory: PaymentHistoryModelType;
  remoteApps: RemoteAppsModelType;
  seo: SeoModelType;
  support: SupportModelType;
  newsletter: NewsletterModelType;
}

export interface CompositionOptions {
  adapters: AdapterKind;
  /** Base URL of the backend for HTTP adapters (VITE_API_BASE). */
  apiBase: string;
  /** The page's query string (the fake adapters' `fake` switch). */
  search: string;
  /**
   * The page as first loaded, captured before the router's first navigation
   * (QA8 4: a guard may move the address to the login page before the start-up
   * runs). Without it: no URL and `search` as the query.
   */
  landing?: LandingPageValue;
}

/** Read the adapter switch; anything but 'http' means the offline fakes. */
export function adapterKindFrom(value: string | undefined): AdapterKind {
  return value === 'http' ? 'http' : 'fake';
}

/**
 * The composition root: the only place that knows concrete adapters. The
 * adapter module is imported lazily so a build carries only the one it uses.
 */
export async function createContainer(options: CompositionOptions): Promise<Container> {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(browserModule);
  container.bind<LandingPageValue>(LandingPage).toConstantValue(options.landing ?? { url: '', search: options.search });
  if (options.adapters === 'http') {
    const { createHttpModule } = await import('./http.module');
    container.load(createHttpModule(options.apiBase));
  } else {
    const { createFakeModule } = await import('./fake.module');
    container.load(createFakeModule(options.search));
  }
  container.load(applicationModule);
  container.load(couponApplicationModule);
  container.load(sessionApplicationModule);
  container.load(authApplicationModule);
  container.load(limitsApplicationModule);
  container.load(cookiesAgreementApplicationModule);
  container.load(playerApplicationModule);
  container.load(analyticsCountersApplicationModule);
  container.load(seoApplicationModule);
  container.load(supportApplicationModule);
  return container;
}

export function resolveModels(container: Container): AppModels {
  // No view reads these: made here, they run on their own (the analytics counters, the hidden policy logo).
  container.get(AnalyticsCountersModel);
  container.get(PolicyLogoModel);
  return {
    shell: container.get<ShellModelType>(ShellModel),
    loadingBar: container.get<LoadingBarModelType>(LoadingBarModel),
    coupon: container.get<CouponModelType>(CouponModel),
    line: container.get<LineModelType>(LineModel),
    session: container.get<SessionModelsType>(SessionModels),
    auth: container.get<AuthModelsType>(AuthModels),
    captcha: container.get<CaptchaChallengeModelType>(CaptchaChallengeModel),
    limits: container.get<LimitsModelType>(LimitsModel),
    sessionLimit: container.get<SessionLimitModelType>(SessionLimitModel),
    realityCheck: container.get<RealityCheckModelType>(RealityCheckModel),
    cookieConsent: container.get<CookieConsentModelType>(CookieConsentModel),
    teamCash: container.get<TeamCashModelType>(TeamCashModel),
    paymentHistory: container.get<PaymentHistoryModelType>(PaymentHistoryModel),
    remoteApps: container.get<RemoteAppsModelType>(RemoteAppsModel),
    seo: container.get<SeoModelType>(SeoModel),
    support: container.get<SupportModelType>(SupportModel),
    newsletter: container.get<NewsletterModelType>(NewsletterModel),
  };
}
