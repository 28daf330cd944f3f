import { combine, createEffect, sample } from 'effector';
import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { readPreloadedCounters } from '../adapters/browser/document-analytics-counters';
import { FakeAnalyticsCounters, RecordingAnalyticsCounterInstaller } from '../adapters/fake/fake-analytics-counters';
import { FakePolicyLogo } from '../adapters/fake/fake-policy-logo';
import type { FakeWorld as FakeWorldImpl } from '../adapters/fake/fake-world';
import { createAnalyticsCountersModel } from '../application/analytics-counters/analytics-counters.model';
import { createCollectorGate, type CollectorGate as CollectorGateType } from '../application/analytics-counters/collector-gate';
import { createPolicyLogoModel } from '../application/policy/policy-logo.model';
import type { SessionModels as SessionModelsType } from '../application/session/session-models';
import type { ShellModel as ShellModelType } from '../application/shell/shell.model';
import {
  AnalyticsCounterInstallerPort,
  AnalyticsCountersPort,
  isOnRegistration,
  type AnalyticsCounterInstallerPort as InstallerPortType,
  type AnalyticsCountersPort as AnalyticsCountersPortType,
} from '../domain/analytics-counters';
import { PhoneDirectoryPort, type PhoneDirectoryPort as PhoneDirectoryPortType } from '../domain/auth';
import { PolicyLogoPort, type PolicyLogoPort as PolicyLogoPortType } from '../domain/policy';
import { marketingCookiesAgreed } from '../domain/preferences';
import { AnalyticsPort, ClockPort, LoggerPort, type AnalyticsPort as AnalyticsPortType, type ClockPort as ClockPortType, type LoggerPort as LoggerPortType } from '../domain/shared';
import { FakeWorld, SessionModels, ShellModel } from './tokens';

/** The analytics counters installer (spec 000 §9; spec 001 §5, §7). Made by resolveModels; it runs on its own. */
export const AnalyticsCountersModel = Symbol.for('AnalyticsCountersModel');
/** The hidden policy logo (spec 001 §6, §7). Made by resolveModels; it runs on its own. */
export const PolicyLogoModel = Symbol.for('PolicyLogoModel');
/** The site config's isFatmanAnalyticsAvailable in front of every AnalyticsPort the container gives out. */
export const CollectorGate = Symbol.for('CollectorGate');

/**
 * The offline build's counters list, policy logo and counter installer: the installer adds no script (no network;
 * tests never reach out), it records each install on `window.__analyticsCounters`; the policy logo counts its
 * loads on `window.__policyLogoLoads`. Knobs: `fail`/`failTimes` with `analytics-counters` and `policy-logo`.
 */
export function bindFakeAnalyticsCounters(bind: ContainerModuleLoadOptions['bind']): void {
  const sink = typeof window === 'undefined' ? null : (window as never);
  bind(AnalyticsCountersPort).toResolvedValue((w: FakeWorldImpl) => new FakeAnalyticsCounters(w), [FakeWorld]).inSingletonScope();
  bind(PolicyLogoPort).toResolvedValue((w: FakeWorldImpl) => new FakePolicyLogo(w, sink, () => w.clock.now()), [FakeWorld]).inSingletonScope();
  bind(AnalyticsCounterInstallerPort)
    .toResolvedValue(
      (clock: ClockPortType) => new RecordingAnalyticsCounterInstaller(clock, sink, () => readPreloadedCounters(typeof document === 'undefined' ? null : document)),
      [ClockPort],
    )
    .inSingletonScope();
}

/**
 * The models: counters gated by marketing consent (spec 001 §5: all consent assumed with the popup off), fetched
 * with the site's host and the config's project, installed 10000 ms after the shell started or at once on the
 * registration route or dialog; the policy logo by the signed-in player's country, else the site's.
 */
export const analyticsCountersApplicationModule = new ContainerModule(({ bind, onActivation }) => {
  // spec 001 §3 isFatmanAnalyticsAvailable: whichever adapter module bound the analytics port, what the container
  // gives out goes through the gate; the gate learns the config below, when the counters model is made.
  bind(CollectorGate).toConstantValue(createCollectorGate());
  onActivation<AnalyticsPortType>(AnalyticsPort, (ctx, analytics) => ctx.get<CollectorGateType>(CollectorGate).wrap(analytics));
  bind(AnalyticsCountersModel)
    .toResolvedValue(
      (
        counters: AnalyticsCountersPortType,
        installer: InstallerPortType,
        clock: ClockPortType,
        logger: LoggerPortType,
        shell: ShellModelType,
        session: SessionModelsType,
        gate: CollectorGateType,
      ) => {
        const $modal = shell.$modal.map((m): string | null => m);
        const model = createAnalyticsCountersModel({
          counters,
          installer,
          clock,
          logger,
          domain: () => (typeof window === 'undefined' ? '' : window.location.hostname),
          $projectId: shell.$siteConfig.map((config) => config?.projectId ?? null),
          $marketingAgreed: combine(shell.$siteConfig, shell.$preferences, (config, preferences) =>
            config === null ? false : marketingCookiesAgreed(preferences, config.cookieConsentPopup),
          ),
          $onRegistration: combine(session.$routeName, $modal, (routeName, modal) => isOnRegistration({ routeName, modal })),
        });
        sample({ clock: shell.appStarted, fn: () => undefined, target: model.started });
        gate.configured(shell.$siteConfig.getState());
        sample({ clock: shell.$siteConfig.updates, target: createEffect(gate.configured) });
        return model;
      },
      [AnalyticsCountersPort, AnalyticsCounterInstallerPort, ClockPort, LoggerPort, ShellModel, SessionModels, CollectorGate],
    )
    .inSingletonScope();
  bind(PolicyLogoModel)
    .toResolvedValue(
      (logo: PolicyLogoPortType, phones: PhoneDirectoryPortType, logger: LoggerPortType, shell: ShellModelType, session: SessionModelsType) =>
        createPolicyLogoModel({
          logo,
          countries: (lang) => phones.countries(lang),
          logger,
          $language: shell.$language,
          $sessionChecked: shell.$sessionChecked,
          $signedIn: shell.$isAuthenticated,
          $playerCountryId: combine(session.session.$playerConfig, session.session.$userConfigStatus, (config, status) =>
            status === 'installed' ? config.user_country_id : null,
          ),
          $siteCountryCode: shell.$siteConfig.map((config) => config?.countryCode ?? null),
        }),
      [PolicyLogoPort, PhoneDirectoryPort, LoggerPort, ShellModel, SessionModels],
    )
    .inSingletonScope();
});
