import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { remoteCodeFailures } from './remote-code-failures';
import { reloadAllowed, retryDelayMs, type RemoteView, type RemoteViewPort, type RemoteViewRequest, type RemoteViewStatus } from '../../domain/remote-view';
import type { ClockPort, LoggerPort } from '../../domain/shared';
import { createClockTimer } from '../session/clock-timer';

export interface RemoteViewModelDeps {
  remoteViews: Pick<RemoteViewPort, 'render'>;
  clock: ClockPort;
  logger: LoggerPort;
}

/** Automatic retries after a failed load: how many have run, and the wait before the next (null: retrying stopped). */
export interface RemoteViewRetry {
  retriesDone: number;
  nextDelayMs: number | null;
}

/** What the host shows: nothing yet, the preloader, the view, the failure with Refresh, or the error page a view forced. */
export type RemoteViewDisplay = 'idle' | 'loading' | 'ready' | 'failed' | 'error-page';

interface Attempt {
  id: number;
  request: RemoteViewRequest;
}

/**
 * One remote view (spec 000 §4, spec 001 §6, §8, §9), loaded from its remote
 * URL plus the current path:
 * - `loadRequested` starts loading; a load that works makes it ready with the
 *   view and clears the retry info;
 * - a load that fails marks it error and is logged, then retried on the clock
 *   after 1000, 2000 and 4000 ms; after the third retry it stays in error;
 * - `reloadRequested` (the refresh button) tries again at once, with a fresh
 *   retry schedule; presses within 1000 ms of the last reload that ran are
 *   dropped, and so are presses while a load is under way;
 * - `errorForced` (a remote view's forced error event) sets error with the
 *   status code for the error page, and stops any retry;
 * - `viewClosed` (the host went away) forgets the view and stops any retry, so
 *   nothing is fetched for a view no one shows;
 * - `scriptFailed` (the host could not load one of the shown view's
 *   `scriptsToLoad`) marks it error and logs it, with no automatic retry: the
 *   failure with Refresh shows, and Refresh loads the view (and its scripts)
 *   again;
 * - `codeFailed` (the shown view's `codeToEval` threw) is logged only: the
 *   view stays as it is.
 * A report about a view that is no longer the one shown is dropped.
 * A newer load or a forced error makes any answer still in flight stale; it
 * is dropped.
 */
export function createRemoteViewModel(deps: RemoteViewModelDeps) {
  const loadRequested = createEvent<RemoteViewRequest>();
  const reloadRequested = createEvent();
  const errorForced = createEvent<{ statusCode: number }>();
  const viewClosed = createEvent();
  const attemptStarted = createEvent<RemoteViewRequest>();
  const reloadAccepted = createEvent<{ at: number; request: RemoteViewRequest }>();

  const $request = createStore<RemoteViewRequest | null>(null).on(loadRequested, (_, request) => request);
  const $attemptId = createStore(0).on([attemptStarted, errorForced, viewClosed], (id) => id + 1);
  const $status = createStore<RemoteViewStatus>('not-exist');
  const $view = createStore<RemoteView | null>(null);
  const codeFailures = remoteCodeFailures({ subject: 'remote view', $view, $request, $shown: $status.map((s) => s === 'ready'), logger: deps.logger });
  const { scriptFailed, codeFailed } = codeFailures;
  const $retry = createStore<RemoteViewRetry | null>(null);
  const $forcedStatusCode = createStore<number | null>(null);
  const $lastReloadAt = createStore<number | null>(null).on(reloadAccepted, (_, { at }) => at);

  const renderFx = createEffect(async ({ id, request }: Attempt) => ({ id, view: await deps.remoteViews.render(request) }));
  const retryTimer = createClockTimer(deps.clock);
  const nowFx = createEffect(() => deps.clock.now());
  const logFailureFx = createEffect(({ request, retriesDone, error }: { request: RemoteViewRequest; retriesDone: number; error: unknown }) =>
    deps.logger.error('remote view load failed', { remoteUrl: request.remoteUrl, path: request.path, retriesDone, error: String(error) }),
  );

  // A new load (or a reload) starts over: no retry info, no forced error, no pending retry.
  const freshStart = sample({ clock: [loadRequested, reloadAccepted.map(({ request }) => request)] });
  $retry.reset(freshStart);
  $forcedStatusCode.reset(freshStart);
  $view.reset(loadRequested);
  sample({ clock: freshStart, target: [retryTimer.stopped, attemptStarted] });

  $status.on(attemptStarted, () => 'loading');
  sample({ clock: attemptStarted, source: $attemptId, fn: (id, request) => ({ id, request }), target: renderFx });

  const loaded = sample({
    clock: renderFx.done,
    source: $attemptId,
    filter: (current, { params }) => params.id === current,
    fn: (_, { params, result }) => ({ request: params.request, view: result.view }),
  });
  $status.on(loaded, () => 'ready');
  $view.on(loaded, (_, { view }) => view);
  // spec 001 §6: on ready the retry info is cleared.
  $retry.reset(loaded);

  const failed = sample({
    clock: renderFx.fail,
    source: { current: $attemptId, retry: $retry },
    filter: ({ current }, { params }) => params.id === current,
    fn: ({ retry }, { params, error }) => {
      const retriesDone = retry?.retriesDone ?? 0;
      return { request: params.request, retriesDone, error, nextDelayMs: retryDelayMs(retriesDone) };
    },
  });
  // spec 001 §8: the view is marked as error, retried and logged.
  $status.on(failed, () => 'error');
  $retry.on(failed, (_, { retriesDone, nextDelayMs }) => ({ retriesDone, nextDelayMs }));
  sample({ clock: failed, target: logFailureFx });
  sample({
    clock: failed,
    filter: ({ nextDelayMs }) => nextDelayMs !== null,
    fn: ({ nextDelayMs }) => ({ ms: nextDelayMs ?? 0, payload: undefined }),
    target: retryTimer.started,
  });
  const retryDue = sample({ clock: retryTimer.fired, source: { request: $request, status: $status }, filter: ({ request, status }) => request !== null && status === 'error' });
  $retry.on(retryDue, (retry) => (retry ? { retriesDone: retry.retriesDone + 1, nextDelayMs: null } : retry));
  sample({ clock: retryDue, fn: ({ request }) => request as RemoteViewRequest, target: attemptStarted });

  // spec 001 §9: reload throttled to 1000 ms.
  sample({ clock: reloadRequested, target: nowFx });
  sample({
    clock: nowFx.doneData,
    source: { request: $request, status: $status, last: $lastReloadAt },
    filter: ({ request, status, last }, now) => request !== null && status !== 'loading' && reloadAllowed(last, now),
    fn: ({ request }, now) => ({ at: now, request: request as RemoteViewRequest }),
    target: reloadAccepted,
  });

  // spec 001 §6: a forced error sets the error state and shows an error page with its status code.
  $status.on(errorForced, () => 'error');
  $forcedStatusCode.on(errorForced, (_, { statusCode }) => statusCode);
  $retry.reset(errorForced);
  sample({ clock: errorForced, target: retryTimer.stopped });

  // A script of the view on show failed to load: the error state with Refresh, logged, no automatic retry.
  // The view's codeToEval threw: logged; the view stays.
  const { scriptFailedNow } = codeFailures;
  $status.on(scriptFailedNow, () => 'error');
  $retry.reset(scriptFailedNow);
  $attemptId.on(scriptFailedNow, (id) => id + 1);
  sample({ clock: scriptFailedNow, target: retryTimer.stopped });

  // The host went away: back to not-exist, and an answer or retry still pending is dropped.
  $request.reset(viewClosed);
  $status.reset(viewClosed);
  $view.reset(viewClosed);
  $retry.reset(viewClosed);
  $forcedStatusCode.reset(viewClosed);
  sample({ clock: viewClosed, target: retryTimer.stopped });

  const $display = combine($status, $retry, $forcedStatusCode, (status, retry, forced): RemoteViewDisplay => {
    if (status === 'not-exist') return 'idle';
    if (status === 'ready') return 'ready';
    if (status === 'loading') return 'loading';
    if (forced !== null) return 'error-page';
    // spec 000 §8: a retry state shows the preloader.
    return retry?.nextDelayMs != null ? 'loading' : 'failed';
  });

  // What the remote app registry follows (RemoteLoadSource): each attempt, its answer or failure, and a drop.
  const loadStarted = attemptStarted.map((request) => request);
  const loadSucceeded = loaded.map((answer) => answer);
  const loadFailed = failed.map(({ request }) => ({ request }));
  const loadDropped = sample({ clock: [viewClosed, errorForced], fn: () => undefined });

  return {
    loadRequested,
    reloadRequested,
    errorForced,
    viewClosed,
    scriptFailed,
    codeFailed,
    loadStarted,
    loadSucceeded,
    loadFailed,
    loadDropped,
    $status,
    $view,
    $retry,
    $forcedStatusCode,
    $display,
  };
}

export type RemoteViewModel = ReturnType<typeof createRemoteViewModel>;
