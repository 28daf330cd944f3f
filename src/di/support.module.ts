import { ContainerModule } from 'inversify';
import { createNewsletterModel } from '../application/newsletter/newsletter.model';
import type { ShellModel as ShellModelType } from '../application/shell/shell.model';
import { createSupportModel } from '../application/support/support.model';
import { NewsletterPort, type NewsletterPort as NewsletterPortType } from '../domain/newsletter';
import { LoggerPort, type LoggerPort as LoggerPortType } from '../domain/shared';
import {
  SupportHistoryPort,
  SupportSettingsPort,
  SupportWidgetPort,
  type SupportHistoryPort as SupportHistoryPortType,
  type SupportSettingsPort as SupportSettingsPortType,
  type SupportWidgetPort as SupportWidgetPortType,
} from '../domain/support';
import { ShellModel } from './tokens';

export const SupportModel = Symbol.for('SupportModel');
export const NewsletterModel = Symbol.for('NewsletterModel');

/**
 * The support button and its history (spec 001 §1, §6) and the e-mail subscription (spec 000 §2, §8). The ports
 * are bound by the adapter modules (fake-support.module.ts, http.module.ts).
 */
export const supportApplicationModule = new ContainerModule(({ bind }) => {
  bind(SupportModel)
    .toResolvedValue(
      (settings: SupportSettingsPortType, widget: SupportWidgetPortType, history: SupportHistoryPortType, logger: LoggerPortType, shell: ShellModelType) =>
        createSupportModel({
          settings,
          widget,
          history,
          logger,
          $group: shell.$configGroups.map((groups) => groups.support ?? null),
          $player: shell.$player.map((p) => ({ userId: p.userId, name: p.name })),
          $lang: shell.$language,
        }),
      [SupportSettingsPort, SupportWidgetPort, SupportHistoryPort, LoggerPort, ShellModel],
    )
    .inSingletonScope();
  bind(NewsletterModel)
    .toResolvedValue((newsletter: NewsletterPortType, logger: LoggerPortType) => createNewsletterModel({ newsletter, logger }), [NewsletterPort, LoggerPort])
    .inSingletonScope();
});
