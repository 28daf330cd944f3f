import { ContainerModule } from 'inversify';
import { createSessionModels } from '../application/session/session-models';
import type { ShellModel as ShellModelType } from '../application/shell/shell.model';
import { PhoneDirectoryPort } from '../domain/auth';
import { AdBlockDetectorPort, GoogleOneTapApiPort, GoogleOneTapScriptPort } from '../domain/notices';
import { AccountOfficePort, AccountsPort } from '../domain/player';
import { AccountTransferPort, SessionPort, TermsPort } from '../domain/session';
import { SessionBootstrapPort } from '../domain/session-bootstrap';
import { ClockPort, CookiesPort, LocalStoragePort, LoggerPort, PagePort, SessionStoragePort } from '../domain/shared';
import { AppVersionPort, RedirectPort, SecureDataPort } from '../domain/startup';
import { UserConfigPort } from '../domain/user-config';
import type { LandingPage as LandingPageValue } from '../application/session/startup.model';
import { LandingPage, SessionModels, ShellModel } from './tokens';

/** The start-up, session and notice models, bound after the shell (they drive its player and read its config). */
export const sessionApplicationModule = new ContainerModule(({ bind }) => {
  bind(SessionModels)
    .toDynamicValue((context) =>
      createSessionModels(
        {
          session: context.get(SessionPort),
          sessionBootstrap: context.get(SessionBootstrapPort),
          accounts: context.get(AccountsPort),
          office: context.get(AccountOfficePort),
          userConfig: context.get(UserConfigPort),
          terms: context.get(TermsPort),
          transfer: context.get(AccountTransferPort),
          phones: context.get(PhoneDirectoryPort),
          redirect: context.get(RedirectPort),
          secureData: context.get(SecureDataPort),
          appVersion: context.get(AppVersionPort),
          adBlock: context.get(AdBlockDetectorPort),
          oneTapApi: context.get(GoogleOneTapApiPort),
          oneTapScript: context.get(GoogleOneTapScriptPort),
          clock: context.get(ClockPort),
          cookies: context.get(CookiesPort),
          local: context.get(LocalStoragePort),
          sessionStorage: context.get(SessionStoragePort),
          logger: context.get(LoggerPort),
          page: context.get(PagePort),
          landing: context.get<LandingPageValue>(LandingPage),
        },
        context.get<ShellModelType>(ShellModel),
      ),
    )
    .inSingletonScope();
});
