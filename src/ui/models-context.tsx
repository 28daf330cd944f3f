import { createContext, useContext, type ReactNode } from 'react';
import type { CouponModel } from '../application/coupon/coupon.model';
import type { LineModel } from '../application/line/line.model';
import type { LoadingBarModel } from '../application/shell/loading-bar.model';
import type { ShellModel } from '../application/shell/shell.model';
import type { SessionModels } from '../application/session/session-models';
import type { AuthModels } from '../application/auth';
import type { CaptchaChallengeModel } from '../application/captcha/captcha-challenge.model';
import type { LimitsModel } from '../application/limits/limits.model';
import type { SessionLimitModel } from '../application/limits/session-limit.model';
import type { RealityCheckModel } from '../application/limits/reality-check.model';
import type { CookieConsentModel } from '../application/cookies-agreement/cookie-consent.model';
import type { TeamCashModel } from '../application/player/team-cash.model';
import type { PaymentHistoryModel } from '../application/payments/payment-history.model';
import type { RemoteAppsModel } from '../application/remote-view/remote-apps.model';
import type { SeoModel } from '../application/seo/seo.model';
import type { SupportModel } from '../application/support/support.model';
import type { NewsletterModel } from '../application/newsletter/newsletter.model';

/** The application models the view reads; built by the composition root. */
export interface UiModels {
  shell: ShellModel;
  loadingBar: LoadingBarModel;
  coupon: CouponModel;
  line: LineModel;
  /** Start-up, session, idle logoff and notices. */
  session: SessionModels;
  /** Login, registration, password recovery and their funnels. */
  auth: AuthModels;
  /** The captcha a request raised (spec 001 §7); its modal sits above every other. */
  captcha: CaptchaChallengeModel;
  /** The responsible-gaming limits screen (spec 001 §2–§5). */
  limits: LimitsModel;
  /** The limit service's 30 s ping and the session limit's end (spec 001 §4, §7). */
  sessionLimit: SessionLimitModel;
  /** The reality check's reminders (spec 001 §2, §3 type 32). */
  realityCheck: RealityCheckModel;
  /** The cookie-consent banner and the cookies-agreement log (spec 000 §3, §5, §7). */
  cookieConsent: CookieConsentModel;
  /** The team-cash modal of a signed-in player (spec 001 §4, §6). */
  teamCash: TeamCashModel;
  /** The office's payment history: the main account's payments list (spec 001). */
  paymentHistory: PaymentHistoryModel;
  /** The remote apps of the page: their registry, a remote section's view and its app's header (spec 000 §1, §4, §8; spec 001 §6). */
  remoteApps: RemoteAppsModel;
  /**
   * The page's SEO head and text block (spec 001 §1, §3, §7). Absent where a test renders part of the page
   * without it: the page then keeps the route's title and gets no SEO tags or block.
   */
  seo?: SeoModel;
  /** The support button, its chat widget and the support history (spec 001 §1, §6). */
  support: SupportModel;
  /** E-mail subscription: subscribe in the office, unsubscribe from an e-mail's link (spec 000 §2, §8). */
  newsletter: NewsletterModel;
}

const ModelsContext = createContext<UiModels | null>(null);

export function ModelsProvider({ models, children }: { models: UiModels; children: ReactNode }) {
  return <ModelsContext.Provider value={models}>{children}</ModelsContext.Provider>;
}

export function useModels(): UiModels {
  const models = useContext(ModelsContext);
  if (!models) throw new Error('useModels outside ModelsProvider');
  return models;
}
