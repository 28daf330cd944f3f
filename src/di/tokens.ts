/** Tokens of application models; ports have their own same-named tokens in src/domain. */
export const ShellModel = Symbol.for('ShellModel');
export const LoadingBarModel = Symbol.for('LoadingBarModel');
export const FakeWorld = Symbol.for('FakeWorld');
export const CouponModel = Symbol.for('CouponModel');
export const LineModel = Symbol.for('LineModel');
export const SessionModels = Symbol.for('SessionModels');
export const AuthModels = Symbol.for('AuthModels');
/** The line feed as the models take it: at most one merged batch per frame (see coalesceLineFeed). */
export const FramedLineFeed = Symbol.for('FramedLineFeed');
export const CaptchaChallengeModel = Symbol.for('CaptchaChallengeModel');
export const LimitsModel = Symbol.for('LimitsModel');
export const SessionLimitModel = Symbol.for('SessionLimitModel');
export const RealityCheckModel = Symbol.for('RealityCheckModel');
export const CookieConsentModel = Symbol.for('CookieConsentModel');
export const TeamCashModel = Symbol.for('TeamCashModel');
export const PaymentHistoryModel = Symbol.for('PaymentHistoryModel');
/** The page's remote apps: their registry, the remote view a remote-app section shows (one at a time: the page's) and its app's header. */
export const RemoteAppsModel = Symbol.for('RemoteAppsModel');
/** The page's SEO head and text block (spec 001 §1, §3, §7). */
export const SeoModel = Symbol.for('SeoModel');
/** The landing page (URL and query) captured before the router's first navigation (QA8 4). */
export const LandingPage = Symbol.for('LandingPage');
