import { ContainerModule } from 'inversify';
import { couponConfigFrom, linkBalanceToShell, linkPrepaidToAccounts, linkUnknownPlacementToAccounts } from '../application/coupon/coupon-shell.link';
import { createCouponModel } from '../application/coupon/coupon.model';
import { coalesceLineFeed } from '../application/line/frame-coalesced-feed';
import { createLineModel, type LineModel as LineModelType } from '../application/line/line.model';
import type { ShellModel as ShellModelType } from '../application/shell/shell.model';
import {
  BetPlacementPort,
  CouponLimitsPort,
  PromoCodesPort,
  type BetPlacementPort as BetPlacementPortType,
  type CouponLimitsPort as CouponLimitsPortType,
  type PromoCodesPort as PromoCodesPortType,
} from '../domain/coupon';
import { LineFeedPort, LinePort, type LineFeedPort as LineFeedPortType, type LinePort as LinePortType } from '../domain/line';
import {
  ClockPort,
  FrameSchedulerPort,
  LocalStoragePort,
  LoggerPort,
  SessionStoragePort,
  type ClockPort as ClockPortType,
  type FrameSchedulerPort as FrameSchedulerPortType,
  type KeyValueStoragePort,
  type LoggerPort as LoggerPortType,
} from '../domain/shared';
import type { SessionModels as SessionModelsType } from '../application/session/session-models';
import { accountCurrency, AccountType } from '../domain/player';
import { CouponModel, FramedLineFeed, LineModel, SessionModels, ShellModel } from './tokens';

/** The line and coupon models; the coupon reads the shell's player, config and odds format. */
export const couponApplicationModule = new ContainerModule(({ bind }) => {
  // One frame-coalesced view of the feed for both models, so a frame applies one merged batch to each.
  bind(FramedLineFeed)
    .toResolvedValue((feed: LineFeedPortType, frames: FrameSchedulerPortType) => coalesceLineFeed(feed, frames), [LineFeedPort, FrameSchedulerPort])
    .inSingletonScope();
  bind(LineModel)
    .toResolvedValue((line: LinePortType, feed: LineFeedPortType, clock: ClockPortType) => createLineModel({ line, feed, clock }), [LinePort, FramedLineFeed, ClockPort])
    .inSingletonScope();
  bind(CouponModel)
    .toResolvedValue(
      (
        shell: ShellModelType,
        lineModel: LineModelType,
        placement: BetPlacementPortType,
        feed: LineFeedPortType,
        storage: KeyValueStoragePort,
        clock: ClockPortType,
        limits: CouponLimitsPortType,
        sessionModels: SessionModelsType,
        promoCodes: PromoCodesPortType,
        line: LinePortType,
        logger: LoggerPortType,
        sessionStorage: KeyValueStoragePort,
      ) => {
        const coupon = createCouponModel({
          placement,
          limits,
          promoCodes,
          // Local storage, which hears the other tabs (browser.module.ts): one slip per browser.
          storage,
          // Session storage: the bet history's filter survives a reload of the tab.
          sessionStorage,
          logger,
          clock,
          feed,
          line,
          $player: shell.$player,
          // The header's active account; an iso that is an amount template names no currency.
          $account: sessionModels.session.$activeAccount.map((account) =>
            account
              ? {
                  accountId: account.id,
                  currency: accountCurrency(account),
                  isBonus: account.type === AccountType.Bonus,
                  balance: account.money,
                }
              : null,
          ),
          $config: couponConfigFrom(shell.$siteConfig, shell.$configGroups),
          $coefViewId: shell.$preferences.map((p) => p.coefViewId),
          selections: lineModel.selectionPicked,
          $refId: sessionModels.session.$playerConfig.map((config) => (config.user_ref_id === null ? null : String(config.user_ref_id))),
        });
        linkBalanceToShell(coupon, shell, sessionModels.session);
        linkUnknownPlacementToAccounts(coupon, sessionModels.session);
        linkPrepaidToAccounts(coupon, sessionModels.accounts);
        return coupon;
      },
      [ShellModel, LineModel, BetPlacementPort, FramedLineFeed, LocalStoragePort, ClockPort, CouponLimitsPort, SessionModels, PromoCodesPort, LinePort, LoggerPort, SessionStoragePort],
    )
    .inSingletonScope();
});
