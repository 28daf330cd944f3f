import { combine } from 'effector';
import { ContainerModule } from 'inversify';
import type { RealityCheckModel as RealityCheckModelType } from '../application/limits/reality-check.model';
import { createPaymentHistoryModel } from '../application/payments/payment-history.model';
import { createTeamCashModel } from '../application/player/team-cash.model';
import type { SessionModels as SessionModelsType } from '../application/session/session-models';
import type { ShellModel as ShellModelType } from '../application/shell/shell.model';
import { MainAccountPaymentsPort, type MainAccountPaymentsPort as MainAccountPaymentsPortType } from '../domain/payments';
import {
  ClockPort,
  CookiesPort,
  LoggerPort,
  type ClockPort as ClockPortType,
  type CookiesPort as CookiesPortType,
  type LoggerPort as LoggerPortType,
} from '../domain/shared';
import { PaymentHistoryModel, RealityCheckModel, SessionModels, ShellModel, TeamCashModel } from './tokens';

/** The signed-in player's notices that stand on their own ports: the team-cash modal (spec 001 §4, §6); the office's payment history. */
export const playerApplicationModule = new ContainerModule(({ bind }) => {
  bind(TeamCashModel)
    .toResolvedValue(
      (
        payments: MainAccountPaymentsPortType,
        cookies: CookiesPortType,
        clock: ClockPortType,
        logger: LoggerPortType,
        shell: ShellModelType,
        session: SessionModelsType,
        realityCheck: RealityCheckModelType,
      ) =>
        createTeamCashModel({
          payments,
          cookies,
          clock,
          logger,
          $userId: shell.$player.map((p) => p.userId),
          // spec 001 §9 one at a time: a notice, a shell modal, the account transfer or a reality-check reminder holds it back
          $otherOnScreen: combine(
            session.notifications.$current,
            shell.$modal,
            session.transfer.$open,
            realityCheck.$reminder,
            (notice, modal, transfer, reminder) => notice !== null || modal !== null || transfer || reminder !== null,
          ),
        }),
      [MainAccountPaymentsPort, CookiesPort, ClockPort, LoggerPort, ShellModel, SessionModels, RealityCheckModel],
    )
    .inSingletonScope();
  bind(PaymentHistoryModel)
    .toResolvedValue(
      (payments: MainAccountPaymentsPortType, shell: ShellModelType) => createPaymentHistoryModel({ payments, $userId: shell.$player.map((p) => p.userId) }),
      [MainAccountPaymentsPort, ShellModel],
    )
    .inSingletonScope();
});
