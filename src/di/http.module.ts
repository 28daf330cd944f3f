import { ContainerModule, type ResolutionContext } from 'inversify';
import type { SessionModels as SessionModelsType } from '../application/session/session-models';
import type { ShellModel as ShellModelType } from '../application/shell/shell.model';
import { isConfirmTermsPath, pageLanguage } from './page-language';
import { SessionModels, ShellModel } from './tokens';
import { BrowserFingerprintScript, browserFingerprintEnvironment } from '../adapters/browser/browser-fingerprint-script';
import { documentScriptHost, GoogleIdentityScript } from '../adapters/browser/google-identity-script';
import { RecordingAnalytics } from '../adapters/fake/recording-analytics';
import { HttpAnalyticsCounters } from '../adapters/http/analytics/http-analytics-counters';
import { HttpAuth } from '../adapters/http/auth/http-auth';
import { HttpPasswordRecovery } from '../adapters/http/auth/http-password-recovery';
import { HttpRegistration } from '../adapters/http/auth/http-registration';
import { HttpPhoneDirectory } from '../adapters/http/auth/http-phone-directory';
import { HttpBlocking } from '../adapters/http/blocking/http-blocking';
import { HttpCaptchaService } from '../adapters/http/captcha/http-captcha-service';
import { HttpConfigGroups } from '../adapters/http/config/http-config-groups';
import { HttpSiteConfig } from '../adapters/http/config/http-site-config';
import { HttpCookiesAgreementLog } from '../adapters/http/cookies-agreement/http-cookies-agreement-log';
import { HttpBetPlacement } from '../adapters/http/coupon/http-bet-placement';
import { HttpGamesPreview } from '../adapters/http/games/http-games-preview';
import { StoredFingerprint } from '../adapters/http/fingerprint/stored-fingerprint';
import { HttpDictionary } from '../adapters/http/i18n/http-dictionary';
import { HttpLimits } from '../adapters/http/limits/http-limits';
import { HttpLine } from '../adapters/http/line/http-line';
import { HttpLineFeed } from '../adapters/http/line/http-line-feed';
import { HttpGoogleOneTap } from '../adapters/http/notices/http-google-one-tap';
import { HttpCouponLimits } from '../adapters/http/coupon/http-coupon-limits';
import { HttpPromoCodes } from '../adapters/http/coupon/http-promo-codes';
import { HttpAdapterError } from '../adapters/http/http-adapter.error';
import { HttpMainAccountPayments } from '../adapters/http/payments/http-main-account-payments';
import { createRequestPipeline, type RequestPipeline } from '../adapters/http/pipeline/request-pipeline';
import { HttpAccounts } from '../adapters/http/player/http-accounts';
import { HttpUserConfig } from '../adapters/http/player/http-user-config';
import { HttpPolicyLogo } from '../adapters/http/policy/http-policy-logo';
import { HttpRemoteView } from '../adapters/http/remote-view/http-remote-view';
import { HttpSeo } from '../adapters/http/seo/http-seo';
import { documentSupportScriptHost, ScriptSupportWidget } from '../adapters/browser/script-support-widget';
import { HttpNewsletter } from '../adapters/http/newsletter/http-newsletter';
import { HttpSupportHistory } from '../adapters/http/support/http-support-history';
import { ZodSupportSettings } from '../adapters/http/support/zod-support-settings';
import { NewsletterPort } from '../domain/newsletter';
import { SupportHistoryPort, SupportSettingsPort, SupportWidgetPort } from '../domain/support';
import { HttpAccountTransfer } from '../adapters/http/session/http-account-transfer';
import { HttpSession } from '../adapters/http/session/http-session';
import { HttpSessionBootstrap } from '../adapters/http/session/http-session-bootstrap';
import { HttpTerms } from '../adapters/http/session/http-terms';
import { HttpAppVersion, HttpRedirect, HttpSecureData } from '../adapters/http/startup/http-startup';
import { AnalyticsCounterInstallerPort, AnalyticsCountersPort } from '../domain/analytics-counters';
import { DocumentAnalyticsCounters } from '../adapters/browser/document-analytics-counters';
import { AuthPort, PasswordRecoveryPort, PhoneDirectoryPort, RegistrationPort } from '../domain/auth';
import { BlockingPort } from '../domain/blocking';
import { CaptchaPort, type CaptchaPort as CaptchaPortType } from '../domain/captcha/captcha.port';
import { CaptchaServicePort } from '../domain/captcha/captcha-service.port';
import { SiteConfigPort, type SiteConfig, type SiteConfigPort as SiteConfigPortType } from '../domain/config';
import { ConfigGroupsPort } from '../domain/config-groups';
import { CookiesAgreementLogPort } from '../domain/cookies-agreement';
import { BetPlacementPort, CouponLimitsPort, PromoCodesPort } from '../domain/coupon';
import { FingerprintPort, type FingerprintPort as FingerprintPortType } from '../domain/fingerprint/fingerprint.port';
import { GamesPreviewPort } from '../domain/games';
import { DictionaryPort } from '../domain/i18n';
import { LimitSettingPort } from '../domain/limit-settings';
import { LimitsPort } from '../domain/limits';
import { LineFeedPort, LinePort } from '../domain/line';
import { GoogleOneTapApiPort, GoogleOneTapScriptPort } from '../domain/notices';
import { MainAccountPaymentsPort } from '../domain/payments';
import { AccountOfficePort, AccountsPort, type AccountOfficePort as AccountOfficePortType } from '../domain/player';
import { PolicyLogoPort } from '../domain/policy';
import { RemoteViewPort } from '../domain/remote-view';
import { SeoPort } from '../domain/seo';
import { ANONYMOUS_PLAYER, AccountTransferPort, SessionPort, TermsPort, type SessionPort as SessionPortType } from '../domain/session';
import { SessionBootstrapPort } from '../domain/session-bootstrap';
import {
  AnalyticsPort,
  ClockPort,
  CookiesPort,
  LocalStoragePort,
  LoggerPort,
  type ClockPort as ClockPortType,
  type CookiesPort as CookiesPortType,
  type LoggerPort as LoggerPortType,
} from '../domain/shared';
import { AppVersionPort, RedirectPort, SecureDataPort } from '../domain/startup';
import { UserConfigPort, type UserConfigPort as UserConfigPortType } from '../domain/user-config';

/** Each service's path under the API base (the `servers` of contracts/openapi/<service>.json). */
export const SERVICE_PATHS = {
  analytics: '/analytics-api',
  bffConfig: '/bff-api',
  blocks: '/blocks-api',
  captcha: '/captcha-api/api/v1',
  dictionaries: '/dictionaries-api',
  limitService: '/limit-service-api/api/external/web/v3',
  redirects: '/redirects-api',
  seo: '/seo-api',
  socialApi: '/social-api',
  webApi: '/web-api',
} as const;

/** The service prefixes a dev server or preview proxies to the backend (vite.config.ts). */
export const PROXIED_PREFIXES = [...new Set(Object.values(SERVICE_PATHS).map((p) => `/${p.split('/')[1]}`)), '/mf'];

const HttpPipeline = Symbol.for('HttpRequestPipeline');


/** Without a CaptchaPort (the application module binds the captcha modal's), a challenge is dismissed and the 400 reaches the caller. */
const noCaptcha: CaptchaPortType = { challenge: async () => null };
const noFingerprint: FingerprintPortType = { current: () => null, refresh: async () => null };

/** The notice a player gets when the server ended the session (the inactivity logout's dialog, with this reason). */
export const SESSION_ENDED_NOTICE = { kind: 'autologoff', titleKey: 'modal_autologoff_inactivity_title', textKey: 'session_ended_info', dedupeKey: 'session-ended' } as const;

/**
 * A final 401 (gettoken refused too): the server ended the session. The page does what the offline build does when
 * its session check finds nobody (the player is disconnected in place: signed-in state cleared, the slip kept) and
 * says why, in the dialog the inactivity logout uses (QA11 #4, #8: the page reloaded without a word, or a placement
 * said "please try again" to a player the server had signed out). Nothing is said to a visitor.
 */
function serverSignedOut(ctx: ResolutionContext): void {
  const shell = ctx.get<ShellModelType>(ShellModel);
  if (shell.$player.getState().userId === null) return;
  const { session, notifications } = ctx.get<SessionModelsType>(SessionModels);
  notifications.notified(SESSION_ENDED_NOTICE);
  session.sessionAnswered(ANONYMOUS_PLAYER);
}

/**
 * Every port with an HTTP adapter, on one request pipeline (bearer, 401
 * refresh, captcha, fingerprint, 451). `apiBase` is VITE_API_BASE: empty for
 * same-origin services (the dev server and preview proxy them, see
 * `npm run start:http`), or an origin such as http://127.0.0.1:8787.
 * Every port has an operation in the contracts (contracts/README.md lists
 * what the ports and the contracts leave out).
 */
export const createHttpModule = (apiBase: string) =>
  new ContainerModule(({ bind }) => {
    const base = apiBase.replace(/\/$/, '');
    const url = (service: keyof typeof SERVICE_PATHS) => `${base}${SERVICE_PATHS[service]}`;
    let lastConfig: SiteConfig | null = null;

    bind<RequestPipeline>(HttpPipeline)
      .toDynamicValue((ctx: ResolutionContext) =>
        createRequestPipeline({
          fetch: (request) => globalThis.fetch(request),
          webApiBaseUrl: url('webApi'),
          clock: ctx.get<ClockPortType>(ClockPort),
          cookies: ctx.get<CookiesPortType>(CookiesPort),
          logger: ctx.get<LoggerPortType>(LoggerPort),
          // Looked up at the challenge: the captcha modal's picture comes over this very pipeline (a cycle if resolved now).
          captcha: { challenge: (request) => (ctx.get<CaptchaPortType>(CaptchaPort, { optional: true }) ?? noCaptcha).challenge(request) },
          fingerprint: ctx.get<FingerprintPortType>(FingerprintPort, { optional: true }) ?? noFingerprint,
          // Looked up when it happens: the session models are made over this very pipeline.
          onSignedOut: () => serverSignedOut(ctx),
          onTermsRequired: () => {
            if (!isConfirmTermsPath(window.location.pathname)) window.location.assign(`/${pageLanguage()}/confirm-terms`);
          },
          termsConfirmationEnabled: () => lastConfig?.termsConfirmation ?? false,
        }),
      )
      .inSingletonScope();

    const common = (ctx: ResolutionContext, service: keyof typeof SERVICE_PATHS) => ({
      baseUrl: url(service),
      fetch: ctx.get<RequestPipeline>(HttpPipeline).fetch,
      clock: ctx.get<ClockPortType>(ClockPort),
      logger: ctx.get<LoggerPortType>(LoggerPort),
    });
    const single = <T>(token: symbol, make: (ctx: ResolutionContext) => T) => bind<T>(token).toDynamicValue(make).inSingletonScope();

    single(SiteConfigPort, (ctx) => {
      const http = new HttpSiteConfig(common(ctx, 'bffConfig'));
      // Keep the last config: the pipeline asks it whether terms confirmation is on.
      const port: SiteConfigPortType = { load: async (lang) => (lastConfig = await http.load(lang)) };
      return port;
    });
    single(ConfigGroupsPort, (ctx) => new HttpConfigGroups(common(ctx, 'bffConfig')));
    single(BlockingPort, (ctx) => new HttpBlocking(common(ctx, 'blocks')));
    single(DictionaryPort, (ctx) => new HttpDictionary(common(ctx, 'dictionaries')));
    single(SessionPort, (ctx): SessionPortType => {
      const http = new HttpSession(common(ctx, 'webApi'));
      const pipeline = ctx.get<RequestPipeline>(HttpPipeline);
      return {
        // QA11 #11: a session found signed in (a sign-in, a restored session) gets its token before the player's
        // loads start, so they do not each go out without one, get a 401 and go again.
        check: async () => {
          const player = await http.check();
          if (player.userId !== null) await pipeline.ensureToken();
          return player;
        },
        logout: () => http.logout(),
      };
    });
    single(SessionBootstrapPort, (ctx) => new HttpSessionBootstrap(common(ctx, 'webApi')));
    single(AuthPort, (ctx) => new HttpAuth(common(ctx, 'webApi')));
    single(PhoneDirectoryPort, (ctx) => new HttpPhoneDirectory(common(ctx, 'webApi')));
    // The games project's group, referrer and country come with the site; the demo's are 7, 1 and 1.
    single(GamesPreviewPort, (ctx) => new HttpGamesPreview({ ...common(ctx, 'webApi'), query: () => ({ whence: 1, groupId: 7, ref: 1, fcountry: 1 }) }));
    single(LinePort, (ctx) => new HttpLine({ ...common(ctx, 'webApi'), language: pageLanguage }));
    single(BetPlacementPort, (ctx) => new HttpBetPlacement({ ...common(ctx, 'webApi'), language: pageLanguage }));
    single(LimitsPort, (ctx) => new HttpLimits({ ...common(ctx, 'limitService'), language: pageLanguage }));
    single(LimitSettingPort, (ctx) => ctx.get(LimitsPort));
    single(SeoPort, (ctx) => new HttpSeo(common(ctx, 'seo')));
    single(RemoteViewPort, (ctx) => {
      const { fetch, logger } = common(ctx, 'webApi');
      const origin = base || window.location.origin;
      const ownOrigin = new URL(origin, window.location.href).origin;
      // Remote app URLs come from the config (remoteApps) and may be on another origin: the player's
      // bearer and fingerprint (added by the pipeline) go only to our own, another origin gets a plain request.
      const remoteFetch: typeof fetch = (request) => (new URL(request.url).origin === ownOrigin ? fetch(request) : globalThis.fetch(request));
      return new HttpRemoteView({ origin, fetch: remoteFetch, logger });
    });
    single(AnalyticsCountersPort, (ctx) => new HttpAnalyticsCounters(common(ctx, 'analytics')));
    // Each counter's own vendor script (spec 000 §9 installers); offline they fail to load, a warning only.
    single(AnalyticsCounterInstallerPort, (ctx) => {
      const clock = ctx.get<ClockPortType>(ClockPort);
      return new DocumentAnalyticsCounters(typeof document === 'undefined' ? null : document, typeof window === 'undefined' ? null : window, ctx.get<LoggerPortType>(LoggerPort), () => clock.now());
    });
    // Our own fingerprint script (no vendor script is specified); without a browser the pipeline sends none.
    single(FingerprintPort, (ctx): FingerprintPortType => {
      const env = browserFingerprintEnvironment();
      if (!env) return noFingerprint;
      const script = new BrowserFingerprintScript(env, ctx.get<ClockPortType>(ClockPort));
      return new StoredFingerprint(() => script.run(), ctx.get(LocalStoragePort), ctx.get<ClockPortType>(ClockPort), ctx.get<LoggerPortType>(LoggerPort));
    });
    single(CaptchaServicePort, (ctx) => new HttpCaptchaService(common(ctx, 'captcha')));
    single(PolicyLogoPort, (ctx) => new HttpPolicyLogo(common(ctx, 'webApi')));
    single(MainAccountPaymentsPort, (ctx) => new HttpMainAccountPayments(common(ctx, 'webApi')));
    single(CookiesAgreementLogPort, (ctx) => new HttpCookiesAgreementLog(common(ctx, 'webApi')));
    single(UserConfigPort, (ctx) => new HttpUserConfig(common(ctx, 'webApi')));
    single(RedirectPort, (ctx) => new HttpRedirect(common(ctx, 'redirects')));
    single(SecureDataPort, (ctx) => new HttpSecureData(common(ctx, 'webApi')));
    single(AppVersionPort, (ctx) => new HttpAppVersion(ctx.get<SiteConfigPortType>(SiteConfigPort), pageLanguage));
    single(TermsPort, (ctx) => new HttpTerms(common(ctx, 'webApi')));
    // spec 000 §7: the api-v3 account-data variant is chosen by a config flag the site config does not carry yet.
    single(AccountsPort, (ctx) => new HttpAccounts({ ...common(ctx, 'webApi'), language: pageLanguage, useV2: () => false }));
    // The office calls, the offered currencies included, are operations on HttpAccounts.
    single(AccountOfficePort, (ctx): AccountOfficePortType => {
      const http = ctx.get<HttpAccounts>(AccountsPort);
      return {
        setActive: (id) => http.setActive(id),
        addCurrency: async (currencyId) => void (await http.addCurrency(currencyId)),
        removeCurrency: (id) => http.removeCurrency(id),
        offeredCurrencies: (lang) => http.offeredCurrencies(lang),
      };
    });
    single(AccountTransferPort, (ctx) =>
      new HttpAccountTransfer({ ...common(ctx, 'webApi'), userConfig: ctx.get<UserConfigPortType>(UserConfigPort) }),
    );
    single(GoogleOneTapApiPort, (ctx) => new HttpGoogleOneTap(common(ctx, 'socialApi')));
    // Google's own script (spec 000 §7); offline it fails and the model shows the §8 message.
    single(GoogleOneTapScriptPort, () => new GoogleIdentityScript(documentScriptHost(document, window)));
    // The support widget: only the providers' own https scripts (no same-origin script is trusted here).
    single(SupportSettingsPort, () => new ZodSupportSettings());
    single(SupportWidgetPort, () => new ScriptSupportWidget(documentSupportScriptHost(document, window)));
    single(SupportHistoryPort, (ctx) => new HttpSupportHistory(common(ctx, 'webApi')));
    single(NewsletterPort, (ctx) => new HttpNewsletter(common(ctx, 'webApi')));

    single(RegistrationPort, (ctx) => new HttpRegistration(common(ctx, 'webApi')));
    single(PasswordRecoveryPort, (ctx) => new HttpPasswordRecovery(common(ctx, 'webApi')));
    // Production pushes over a WebSocket; over HTTP the designed getLiveUpdates is polled on the clock port.
    single(LineFeedPort, (ctx) => new HttpLineFeed(common(ctx, 'webApi')));
    single(CouponLimitsPort, (ctx) => new HttpCouponLimits(common(ctx, 'webApi')));
    single(PromoCodesPort, (ctx) => new HttpPromoCodes({ ...common(ctx, 'webApi'), language: pageLanguage }));
    bind(AnalyticsPort).toConstantValue(new RecordingAnalytics(typeof window === 'undefined' ? null : (window as never)));
  });
