import { createCaptchaChallengeModel, type CaptchaChallengeModel as CaptchaChallengeModelType } from '../application/captcha/captcha-challenge.model';
import { CaptchaPort } from '../domain/captcha/captcha.port';
import { CaptchaServicePort, type CaptchaServicePort as CaptchaServicePortType } from '../domain/captcha/captcha-service.port';
import { ContainerModule } from 'inversify';
import { createLoadingBarModel } from '../application/shell/loading-bar.model';
import { createRemoteAppsModel } from '../application/remote-view/remote-apps.model';
import {
  RemoteAppStylesPort,
  RemoteViewPort,
  type RemoteAppStylesPort as RemoteAppStylesPortType,
  type RemoteViewPort as RemoteViewPortType,
} from '../domain/remote-view';
import { createShellModel } from '../application/shell/shell.model';
import { RouteMiddlewareRegistry, type RouteMiddlewareRegistry as RouteMiddlewareRegistryType } from '../domain/routing';
import { BlockingPort, type BlockingPort as BlockingPortType } from '../domain/blocking';
import { SiteConfigPort, type SiteConfigPort as SiteConfigPortType } from '../domain/config';
import { ConfigGroupsPort, type ConfigGroupsPort as ConfigGroupsPortType } from '../domain/config-groups';
import { GamesPreviewPort, type GamesPreviewPort as GamesPreviewPortType } from '../domain/games';
import { DictionaryPort, type DictionaryPort as DictionaryPortType } from '../domain/i18n';
import { SessionPort, type SessionPort as SessionPortType } from '../domain/session';
import {
  AnalyticsPort,
  ClockPort,
  CookiesPort,
  LocalStoragePort,
  LoggerPort,
  SessionStoragePort,
  type AnalyticsPort as AnalyticsPortType,
  type ClockPort as ClockPortType,
  type CookiesPort as CookiesPortType,
  type KeyValueStoragePort,
  type LoggerPort as LoggerPortType,
} from '../domain/shared';
import { CaptchaChallengeModel, LoadingBarModel, RemoteAppsModel, ShellModel } from './tokens';

/** Application models, built by their factories from ports. */
export const applicationModule = new ContainerModule(({ bind }) => {
  bind(ShellModel)
    .toResolvedValue(
      (
        siteConfig: SiteConfigPortType,
        configGroups: ConfigGroupsPortType,
        session: SessionPortType,
        dictionary: DictionaryPortType,
        blocking: BlockingPortType,
        games: GamesPreviewPortType,
        local: KeyValueStoragePort,
        cookies: CookiesPortType,
        analytics: AnalyticsPortType,
        logger: LoggerPortType,
        clock: ClockPortType,
        sessionStorage: KeyValueStoragePort,
        routeMiddleware: RouteMiddlewareRegistryType | undefined,
      ) =>
        createShellModel({ siteConfig, configGroups, session, dictionary, blocking, games, local, cookies, analytics, logger, clock, sessionStorage, routeMiddleware }),
      [SiteConfigPort, ConfigGroupsPort, SessionPort, DictionaryPort, BlockingPort, GamesPreviewPort, LocalStoragePort, CookiesPort, AnalyticsPort, LoggerPort, ClockPort, SessionStoragePort, { serviceIdentifier: RouteMiddlewareRegistry, optional: true }],
    )
    .inSingletonScope();
  bind(LoadingBarModel)
    .toResolvedValue((clock: ClockPortType) => createLoadingBarModel(clock), [ClockPort])
    .inSingletonScope();
  // The captcha modal answers the pipeline's challenges (spec 001 §7); the picture comes from the captcha service where one is bound.
  bind(CaptchaChallengeModel)
    .toDynamicValue((ctx) => createCaptchaChallengeModel({ service: ctx.get<CaptchaServicePortType>(CaptchaServicePort, { optional: true }) ?? null }))
    .inSingletonScope();
  bind(CaptchaPort)
    .toDynamicValue((ctx) => ctx.get<CaptchaChallengeModelType>(CaptchaChallengeModel).portIn())
    .inSingletonScope();
  // One view model: a remote-app section is a whole page, so one remote view is on screen at a time (the host closes it on leaving).
  bind(RemoteAppsModel)
    .toResolvedValue(
      (remoteViews: RemoteViewPortType, clock: ClockPortType, logger: LoggerPortType, styles: RemoteAppStylesPortType) =>
        createRemoteAppsModel({ remoteViews, clock, logger, styles }),
      [RemoteViewPort, ClockPort, LoggerPort, RemoteAppStylesPort],
    )
    .inSingletonScope();
});
