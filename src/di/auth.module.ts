import { ContainerModule } from 'inversify';
import { combine } from 'effector';
import { createAuthModels } from '../application/auth';
import { choiceOf } from '../application/auth/registration.model';
import { createWelcomeModel } from '../application/notices/welcome.model';
import type { ShellModel as ShellModelType } from '../application/shell/shell.model';
import { AuthPort, PasswordRecoveryPort, PhoneDirectoryPort, RegistrationPort } from '../domain/auth';
import { SessionPort } from '../domain/session';
import { AnalyticsPort, ClockPort, LocalStoragePort, LoggerPort, PagePort, SessionStoragePort } from '../domain/shared';
import type { SessionModels as SessionModelsType } from '../application/session/session-models';
import { AuthModels, SessionModels, ShellModel } from './tokens';

/** Login, registration, recovery and funnels, bound after the shell (they write its player and drive its modal). */
export const authApplicationModule = new ContainerModule(({ bind }) => {
  bind(AuthModels)
    .toDynamicValue((context) => {
      const sessionModels = context.get<SessionModelsType>(SessionModels);
      const auth = createAuthModels({
        shell: context.get<ShellModelType>(ShellModel),
        auth: context.get(AuthPort),
        registration: context.get(RegistrationPort),
        recovery: context.get(PasswordRecoveryPort),
        phones: context.get(PhoneDirectoryPort),
        phoneDirectory: sessionModels.phones,
        session: context.get(SessionPort),
        clock: context.get(ClockPort),
        local: context.get(LocalStoragePort),
        sessionStorage: context.get(SessionStoragePort),
        page: context.get(PagePort),
        analytics: context.get(AnalyticsPort),
        logger: context.get(LoggerPort),
        registrationEntry: { requested: sessionModels.registrationRequested, $routeName: sessionModels.$routeName },
      });
      // spec 001 §1 welcome-user widget: a registration's sign-in queues the welcome notice (domain/notices/welcome.ts)
      createWelcomeModel({
        signInConfirmed: auth.session.confirmed,
        $bonusChoice: combine(auth.registration.$options, auth.registration.$values, (options, values) => choiceOf(options, values.bonusId)),
        notified: sessionModels.notifications.notified,
      });
      return auth;
    })
    .inSingletonScope();
});
