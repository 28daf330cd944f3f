import { createEffect, createEvent, createStore, sample, type Store } from 'effector';
import {
  counterKey,
  planCounterInstalls,
  readCounters,
  type AnalyticsCounter,
  type AnalyticsCounterInstallerPort,
  type AnalyticsCountersPort,
  type RejectedCounter,
} from '../../domain/analytics-counters';
import type { ClockPort, LoggerPort } from '../../domain/shared';
import { createClockTimer } from '../session/clock-timer';

export interface AnalyticsCountersDeps {
  counters: AnalyticsCountersPort;
  installer: AnalyticsCounterInstallerPort;
  clock: ClockPort;
  logger: LoggerPort;
  /** The site's host name, the list's `domain`. */
  domain: () => string;
  /** The site config's project (groupId); null until the config is loaded. */
  $projectId: Store<number | null>;
  /** Marketing cookies agreed (spec 001 §5; all consent assumed with the popup off); false until the config is loaded. */
  $marketingAgreed: Store<boolean>;
  /** The player is on registration (isOnRegistration: the registration route or dialog). */
  $onRegistration: Store<boolean>;
}

type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * The analytics counters of spec 000 §9 and spec 001 §5, §7:
 * - nothing is fetched or installed until marketing cookies are agreed; consent given later installs them then,
 *   consent withdrawn stops what has not been installed yet;
 * - the list comes from the page when it was preloaded, otherwise it is fetched once with the site's domain and
 *   project (spec 001 §7 "if not preloaded"); a failed list is logged as a warning and not retried (designed: the
 *   counters are not the player's business and the next page load asks again), never shown;
 * - counters with an unknown type or a hostile id are dropped and logged;
 * - each counter is installed once per page, its delay (10000 ms) after start, at once on registration; the wait
 *   runs on the clock port.
 */
export function createAnalyticsCountersModel(deps: AnalyticsCountersDeps) {
  /** The app started (the shell's first start): the delays count from here. */
  const started = createEvent();
  const timer = createClockTimer(deps.clock);

  const $startedAt = createStore<number | null>(null);
  const firstStart = sample({ clock: started, source: $startedAt, filter: (at) => at === null });
  $startedAt.on(firstStart, () => deps.clock.now());

  const loadFx = createEffect(async (projectId: number): Promise<{ counters: AnalyticsCounter[]; rejected: RejectedCounter[] }> => {
    const preloaded = deps.installer.preloaded();
    const raw: unknown[] = preloaded ?? (await deps.counters.list({ domain: deps.domain(), projectId }));
    return readCounters(raw);
  });
  const $loadState = createStore<LoadState>('idle')
    .on(loadFx, () => 'loading')
    .on(loadFx.done, () => 'loaded')
    .on(loadFx.fail, () => 'failed');
  const $counters = createStore<AnalyticsCounter[]>([]).on(loadFx.doneData, (_, { counters }) => counters);

  sample({
    clock: [firstStart, deps.$marketingAgreed.updates, deps.$projectId.updates],
    source: { startedAt: $startedAt, agreed: deps.$marketingAgreed, projectId: deps.$projectId, state: $loadState },
    filter: ({ startedAt, agreed, projectId, state }) => startedAt !== null && agreed && projectId !== null && state === 'idle',
    fn: ({ projectId }) => projectId as number,
    target: loadFx,
  });

  const warnFx = createEffect((entry: { message: string; context: Record<string, unknown> }) => deps.logger.warn(entry.message, entry.context));
  sample({
    clock: loadFx.failData,
    fn: (error) => ({ message: 'analytics counters list failed', context: { operation: 'getAnalyticsCounters', error: String(error) } }),
    target: warnFx,
  });
  const rejectedFx = createEffect((rejected: RejectedCounter[]) => {
    for (const entry of rejected) deps.logger.warn('analytics counter dropped', { reason: entry.reason, counter: entry.value });
  });
  sample({ clock: loadFx.doneData, filter: ({ rejected }) => rejected.length > 0, fn: ({ rejected }) => rejected, target: rejectedFx });

  /** Keys of the counters installed (or found on the page) on this page. */
  const $installed = createStore<string[]>([]);
  const planned = sample({
    clock: [loadFx.done, deps.$marketingAgreed.updates, deps.$onRegistration.updates, timer.fired],
    source: {
      counters: $counters,
      installed: $installed,
      startedAt: $startedAt,
      marketingAgreed: deps.$marketingAgreed,
      onRegistration: deps.$onRegistration,
    },
    fn: (source) => planCounterInstalls({ ...source, now: deps.clock.now() }),
  });
  // Marked at once, in the same step as the plan: a second plan in the same tick cannot install them twice.
  $installed.on(planned, (keys, { due }) => (due.length === 0 ? keys : [...keys, ...due.map(counterKey)]));

  const installFx = createEffect((due: AnalyticsCounter[]) => {
    for (const counter of due) {
      try {
        if (!deps.installer.isOnPage(counter)) deps.installer.install(counter);
      } catch (error) {
        deps.logger.warn('analytics counter install failed', { counter: counterKey(counter), error: String(error) });
      }
    }
  });
  sample({ clock: planned, filter: ({ due }) => due.length > 0, fn: ({ due }) => due, target: installFx });
  sample({ clock: planned, filter: ({ nextInMs }) => nextInMs !== null, fn: ({ nextInMs }) => ({ ms: nextInMs as number, payload: undefined }), target: timer.started });
  sample({ clock: planned, filter: ({ nextInMs }) => nextInMs === null, target: timer.stopped });

  return { started, $installed, $loadState, $waiting: timer.$armed };
}

export type AnalyticsCountersModel = ReturnType<typeof createAnalyticsCountersModel>;
