import type { ContainerModuleLoadOptions } from 'inversify';
import { documentSupportScriptHost, ScriptSupportWidget } from '../adapters/browser/script-support-widget';
import { FakeNewsletter } from '../adapters/fake/fake-newsletter';
import { FakeSupportHistory } from '../adapters/fake/fake-support-history';
import type { FakeWorld as FakeWorldImpl } from '../adapters/fake/fake-world';
import { ZodSupportSettings } from '../adapters/http/support/zod-support-settings';
import { NewsletterPort } from '../domain/newsletter';
import { SupportHistoryPort, SupportSettingsPort, SupportWidgetPort } from '../domain/support';
import { FakeWorld } from './tokens';

/** The offline build's demo chat widget (public/fake-support/), the only same-origin script its support widget loads. */
export const FAKE_SUPPORT_SCRIPT_PREFIXES = ['/fake-support/'] as const;

/** Support and newsletter ports of the offline build: the real widget adapter (on the demo widget's script), fakes for the calls. */
export function bindFakeSupport(bind: ContainerModuleLoadOptions['bind']): void {
  bind(SupportSettingsPort).toConstantValue(new ZodSupportSettings());
  bind(SupportWidgetPort)
    .toDynamicValue(() => new ScriptSupportWidget(documentSupportScriptHost(document, window), FAKE_SUPPORT_SCRIPT_PREFIXES))
    .inSingletonScope();
  bind(SupportHistoryPort).toResolvedValue((w: FakeWorldImpl) => new FakeSupportHistory(w), [FakeWorld]).inSingletonScope();
  bind(NewsletterPort).toResolvedValue((w: FakeWorldImpl) => new FakeNewsletter(w), [FakeWorld]).inSingletonScope();
}
