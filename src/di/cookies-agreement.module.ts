import { sample } from 'effector';
import { ContainerModule } from 'inversify';
import { createCookieConsentModel } from '../application/cookies-agreement/cookie-consent.model';
import type { ShellModel as ShellModelType } from '../application/shell/shell.model';
import { CookiesAgreementLogPort, cookiesAgreementLogEnabled, type CookiesAgreementLogPort as CookiesAgreementLogPortType } from '../domain/cookies-agreement';
import {
  ClockPort,
  LocalStoragePort,
  LoggerPort,
  type ClockPort as ClockPortType,
  type KeyValueStoragePort,
  type LoggerPort as LoggerPortType,
} from '../domain/shared';
import { CookieConsentModel, ShellModel } from './tokens';

/** The cookie consent (spec 000 §3, §5, §7): the choice goes into the shell's preferences, which persist the cookies it allows. */
export const cookiesAgreementApplicationModule = new ContainerModule(({ bind }) => {
  bind(CookieConsentModel)
    .toResolvedValue(
      (local: KeyValueStoragePort, clock: ClockPortType, log: CookiesAgreementLogPortType, logger: LoggerPortType, shell: ShellModelType) => {
        const model = createCookieConsentModel({
          local,
          clock,
          log,
          logger,
          $consentPopup: shell.$siteConfig.map((config) => (config ? config.cookieConsentPopup : null)),
          $agreeType: shell.$preferences.map((p) => p.cookiesAgreeType),
          $logEnabled: shell.$configGroups.map(cookiesAgreementLogEnabled),
          signedIn: shell.playerSignedIn,
        });
        sample({ clock: model.agreeTypeChosen, fn: (cookiesAgreeType) => ({ cookiesAgreeType }), target: shell.preferencesChanged });
        return model;
      },
      [LocalStoragePort, ClockPort, CookiesAgreementLogPort, LoggerPort, ShellModel],
    )
    .inSingletonScope();
});
