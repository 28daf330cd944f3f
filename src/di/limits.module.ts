import { sample } from 'effector';
import { ContainerModule } from 'inversify';
import { createLimitsModel, depositDisablesSections } from '../application/limits/limits.model';
import { createRealityCheckModel } from '../application/limits/reality-check.model';
import { createSessionLimitModel } from '../application/limits/session-limit.model';
import type { ShellModel as ShellModelType } from '../application/shell/shell.model';
import { LimitSettingPort, type LimitSettingPort as LimitSettingPortType } from '../domain/limit-settings';
import { LimitsPort, type LimitsPort as LimitsPortType } from '../domain/limits';
import type { LimitsModel as LimitsModelType } from '../application/limits/limits.model';
import {
  ClockPort,
  LoggerPort,
  LocalStoragePort,
  type ClockPort as ClockPortType,
  type KeyValueStoragePort,
  type LoggerPort as LoggerPortType,
} from '../domain/shared';
import { LimitsModel, RealityCheckModel, SessionLimitModel, ShellModel } from './tokens';

/** The responsible-gaming limits screen's model, over whichever limit service the adapter module bound. */
export const limitsApplicationModule = new ContainerModule(({ bind }) => {
  bind(LimitsModel)
    .toResolvedValue(
      (limits: LimitsPortType, setting: LimitSettingPortType, clock: ClockPortType, logger: LoggerPortType, shell: ShellModelType) =>
        createLimitsModel({
          limits,
          setting,
          clock,
          logger,
          $isAuthenticated: shell.$isAuthenticated,
          $depositDisablesSections: shell.$configGroups.map(depositDisablesSections),
        }),
      [LimitsPort, LimitSettingPort, ClockPort, LoggerPort, ShellModel],
    )
    .inSingletonScope();
  // spec 001 §4, §7: the 30 s ping and the session limit's end; its end disconnects through the shell's logout.
  bind(SessionLimitModel)
    .toResolvedValue(
      (limits: LimitsPortType, clock: ClockPortType, logger: LoggerPortType, shell: ShellModelType) => {
        const model = createSessionLimitModel({ limits, clock, logger, $isAuthenticated: shell.$isAuthenticated });
        sample({ clock: model.disconnected, target: shell.logoutConfirmed });
        return model;
      },
      [LimitsPort, ClockPort, LoggerPort, ShellModel],
    )
    .inSingletonScope();
  // spec 001 §2, §3 type 32: the reality check's reminders; its Log out goes through the shell's logout, and the
  // limits screen's reads reschedule it at once.
  bind(RealityCheckModel)
    .toResolvedValue(
      (limits: LimitsPortType, clock: ClockPortType, local: KeyValueStoragePort, logger: LoggerPortType, shell: ShellModelType, screen: LimitsModelType) => {
        const model = createRealityCheckModel({
          limits,
          clock,
          local,
          logger,
          $userId: shell.$player.map((p) => p.userId),
          $sessionChecked: shell.$sessionChecked,
          signedIn: shell.playerSignedIn,
        });
        sample({ clock: model.loggedOut, target: shell.logoutConfirmed });
        sample({ clock: screen.fetchFx.doneData, fn: ({ limits: read }) => read, target: model.limitsRead });
        return model;
      },
      [LimitsPort, ClockPort, LocalStoragePort, LoggerPort, ShellModel, LimitsModel],
    )
    .inSingletonScope();
});
