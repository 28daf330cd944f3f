import { ContainerModule } from 'inversify';
import { FakeBlocking } from '../adapters/fake/fake-blocking';
import { FakeDictionary } from '../adapters/fake/fake-dictionary';
import { FakeGamesPreview } from '../adapters/fake/fake-games-preview';
import { FakeRemoteView } from '../adapters/fake/fake-remote-view';
import { FakeSeo } from '../adapters/fake/fake-seo';
import { FakeLimits } from '../adapters/fake/fake-limits';
import { FakeMainAccountPayments } from '../adapters/fake/fake-main-account-payments';
import { FakeSession } from '../adapters/fake/fake-session';
import { FakeSiteConfig } from '../adapters/fake/fake-site-config';
import { FakeConfigGroups } from '../adapters/fake/fake-config-groups';
import { FakeWorld as FakeWorldImpl } from '../adapters/fake/fake-world';
import { RecordingAnalytics } from '../adapters/fake/recording-analytics';
import { FakeCookiesAgreementLog } from '../adapters/fake/fake-cookies-agreement-log';
import { CookiesAgreementLogPort } from '../domain/cookies-agreement';
import { BlockingPort } from '../domain/blocking';
import { SiteConfigPort } from '../domain/config';
import { ConfigGroupsPort } from '../domain/config-groups';
import { GamesPreviewPort } from '../domain/games';
import { RemoteViewPort } from '../domain/remote-view';
import { SeoPort } from '../domain/seo';
import { LimitSettingPort } from '../domain/limit-settings';
import { LimitsPort } from '../domain/limits';
import { MainAccountPaymentsPort } from '../domain/payments';
import { DictionaryPort } from '../domain/i18n';
import { SessionPort } from '../domain/session';
import { AnalyticsPort, ClockPort, LocalStoragePort, LoggerPort, SessionStoragePort, type KeyValueStoragePort, type LoggerPort as LoggerPortType } from '../domain/shared';
import { bindFakeCoupon } from './fake-coupon.module';
import { ROUTE_MIDDLEWARE, RouteMiddlewareRegistry, withoutMiddleware } from '../domain/routing';
import { bindFakeSession } from './fake-session.module';
import { bindFakeAuth } from './fake-auth.module';
import { bindFakeAnalyticsCounters } from './analytics-counters.module';
import { bindFakeSupport } from './fake-support.module';
import { FakeWorld } from './tokens';
import { pageLanguage } from './page-language';

/**
 * Every backend port bound to in-memory fakes with seeded, deterministic demo
 * data: the offline demo and the browser tests run on this. `search` is the
 * page's query string, read once for the `fake` switch.
 */
export const createFakeModule = (search: string) =>
  new ContainerModule(({ bind }) => {
    bind(FakeWorld)
      .toResolvedValue(
        (storage: KeyValueStoragePort, clock: ClockPort, local: KeyValueStoragePort, logger: LoggerPortType) =>
          new FakeWorldImpl(storage, clock, search, local, logger),
        [SessionStoragePort, ClockPort, LocalStoragePort, LoggerPort],
      )
      .inSingletonScope();
    bind(SiteConfigPort).toResolvedValue((w: FakeWorldImpl) => new FakeSiteConfig(w), [FakeWorld]).inSingletonScope();
    bind(ConfigGroupsPort).toResolvedValue((w: FakeWorldImpl) => new FakeConfigGroups(w), [FakeWorld]).inSingletonScope();
    bind(SessionPort).toResolvedValue((w: FakeWorldImpl) => new FakeSession(w), [FakeWorld]).inSingletonScope();
    // spec 000 §8: the demo can leave named route guards out of the registry (a route naming one is then a 500)
    bind(RouteMiddlewareRegistry)
      .toResolvedValue((w: FakeWorldImpl) => withoutMiddleware(ROUTE_MIDDLEWARE, w.state.missingMiddleware), [FakeWorld])
      .inSingletonScope();
    bind(BlockingPort).toResolvedValue((w: FakeWorldImpl) => new FakeBlocking(w), [FakeWorld]).inSingletonScope();
    bind(DictionaryPort).toResolvedValue((w: FakeWorldImpl) => new FakeDictionary(w), [FakeWorld]).inSingletonScope();
    bind(GamesPreviewPort).toResolvedValue((w: FakeWorldImpl) => new FakeGamesPreview(w), [FakeWorld]).inSingletonScope();
    bind(RemoteViewPort).toResolvedValue((w: FakeWorldImpl) => new FakeRemoteView(w), [FakeWorld]).inSingletonScope();
    bind(SeoPort).toResolvedValue((w: FakeWorldImpl) => new FakeSeo(w), [FakeWorld]).inSingletonScope();
    bind(LimitsPort).toResolvedValue((w: FakeWorldImpl) => new FakeLimits(w), [FakeWorld]).inSingletonScope();
    // one limit service: saving goes to the same fake
    bind(LimitSettingPort).toResolvedValue((limits: unknown) => limits, [LimitsPort]).inSingletonScope();
    bind(MainAccountPaymentsPort).toResolvedValue((w: FakeWorldImpl) => new FakeMainAccountPayments(w, pageLanguage), [FakeWorld]).inSingletonScope();
    bind(AnalyticsPort)
      .toConstantValue(new RecordingAnalytics(typeof window === 'undefined' ? null : (window as never)));
    bind(CookiesAgreementLogPort)
      .toResolvedValue((w: FakeWorldImpl) => new FakeCookiesAgreementLog(w, typeof window === 'undefined' ? null : (window as never)), [FakeWorld])
      .inSingletonScope();
    bindFakeCoupon(bind);
    bindFakeSession(bind);
    bindFakeAuth(bind);
    bindFakeAnalyticsCounters(bind);
    bindFakeSupport(bind);
  });
