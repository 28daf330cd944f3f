import { remoteCodeFailures } from './remote-code-failures';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { componentRetryAllowed, REMOTE_HEADER, type RemoteView, type RemoteViewPort, type RemoteViewRequest } from '../../domain/remote-view';
import type { ClockPort, LoggerPort } from '../../domain/shared';
import { createClockTimer } from '../session/clock-timer';

export interface RemoteComponentModelDeps {
  remoteViews: Pick<RemoteViewPort, 'renderComponents'>;
  clock: ClockPort;
  logger: LoggerPort;
  /** Which component, how many retries and how long each attempt may take (default: the header, spec 000 §9). */
  component?: { name: string; retries: number; timeoutMs: number };
}

/** What the component's slot shows: nothing yet, the preloader, the component, or the failure with Refresh. */
export type RemoteComponentDisplay = 'idle' | 'loading' | 'ready' | 'failed';

interface Attempt {
  id: number;
  request: RemoteViewRequest;
}

/**
 * One remote component of the page (spec 000 §8, §9), asked of the page's
 * remote app by name for the current path (renderComponents):
 * - each attempt has `timeoutMs` (1000 ms for the header); an answer later
 *   than that counts as a failure and is dropped when it comes;
 * - a failed attempt is logged and retried when its 1000 ms are up (a quick
 *   rejection does not make the retries run back to back), up to `retries`
 *   times (5 for the header); the preloader shows meanwhile (spec 000 §8: a
 *   retry state shows the preloader);
 * - when the last retry fails the failure with Refresh shows; `reloadRequested`
 *   (Refresh) starts again with fresh retries;
 * - `closed` (the slot went away) forgets the component and stops any attempt;
 * - `scriptFailed` (the host could not load one of the shown component's
 *   `scriptsToLoad`, or the URL rule refused it) is logged and shows the
 *   failure with Refresh, with no automatic retry, as for the view;
 * - `codeFailed` (the shown component's `codeToEval` threw) is logged only:
 *   the component stays as it is.
 * A report about a component that is no longer the one shown is dropped.
 */
export function createRemoteComponentModel(deps: RemoteComponentModelDeps) {
  const component = deps.component ?? REMOTE_HEADER;
  const loadRequested = createEvent<RemoteViewRequest>();
  const reloadRequested = createEvent();
  const closed = createEvent();
  const attemptStarted = createEvent<RemoteViewRequest>();

  const $request = createStore<RemoteViewRequest | null>(null).on(loadRequested, (_, request) => request);
  const $attemptId = createStore(0).on([attemptStarted, closed], (id) => id + 1);
  const $retriesDone = createStore(0);
  /** The current attempt failed early and waits for its window to end before the retry. */
  const $waiting = createStore(false);
  const $display = createStore<RemoteComponentDisplay>('idle');
  const $view = createStore<RemoteView | null>(null);
  const codeFailures = remoteCodeFailures({
    subject: 'remote component',
    context: { component: component.name },
    $view,
    $request,
    $shown: $display.map((d) => d === 'ready'),
    logger: deps.logger,
  });
  const { scriptFailed, codeFailed } = codeFailures;

  const renderFx = createEffect(async ({ id, request }: Attempt) => ({
    id,
    view: await deps.remoteViews.renderComponents({ ...request, components: [{ name: component.name }] }),
  }));
  const windowTimer = createClockTimer<number>(deps.clock);
  const logFailureFx = createEffect(({ request, attempt, reason }: { request: RemoteViewRequest; attempt: number; reason: string }) =>
    deps.logger.error('remote component load failed', { component: component.name, remoteUrl: request.remoteUrl, path: request.path, attempt, reason }),
  );

  const freshStart = sample({
    clock: [loadRequested, sample({ clock: reloadRequested, source: { request: $request, display: $display }, filter: ({ request, display }) => request !== null && display !== 'loading', fn: ({ request }) => request as RemoteViewRequest })],
  });
  $retriesDone.reset(freshStart);
  $view.reset(loadRequested);
  sample({ clock: freshStart, target: attemptStarted });

  $display.on(attemptStarted, () => 'loading');
  $waiting.reset(attemptStarted);
  const started = sample({ clock: attemptStarted, source: $attemptId, fn: (id, request) => ({ id, request }) });
  sample({ clock: started, target: renderFx });
  // Each attempt has its window: the timeout, and the earliest time of the retry after it.
  sample({ clock: started, fn: ({ id }) => ({ ms: component.timeoutMs, payload: id }), target: windowTimer.started });

  const loaded = sample({
    clock: renderFx.done,
    source: $attemptId,
    filter: (current, { params }) => params.id === current,
    fn: (_, { params, result }) => ({ request: params.request, view: result.view }),
  });
  $display.on(loaded, () => 'ready');
  $view.on(loaded, (_, { view }) => view);
  $retriesDone.reset(loaded);
  sample({ clock: loaded, target: windowTimer.stopped });

  // An attempt fails by a rejection within its window, or by its window ending without an answer.
  const rejected = sample({
    clock: renderFx.fail,
    source: { current: $attemptId, waiting: $waiting },
    filter: ({ current, waiting }, { params }) => params.id === current && !waiting,
    fn: (_, { params, error }) => ({ request: params.request, reason: String(error) }),
  });
  const timedOut = sample({
    clock: windowTimer.fired,
    source: { current: $attemptId, waiting: $waiting, request: $request, display: $display },
    filter: ({ current, waiting, request, display }, id) => id === current && !waiting && request !== null && display === 'loading',
    fn: ({ request }) => ({ request: request as RemoteViewRequest, reason: `timed out after ${component.timeoutMs} ms` }),
  });
  // A late answer to a timed-out attempt is dropped.
  $attemptId.on(timedOut, (id) => id + 1);
  const attemptFailed = sample({
    clock: [rejected, timedOut],
    source: $retriesDone,
    fn: (retriesDone, { request, reason }) => ({ request, reason, attempt: retriesDone + 1, retry: componentRetryAllowed(retriesDone, component.retries) }),
  });
  sample({ clock: attemptFailed, target: logFailureFx });

  const givenUp = sample({ clock: attemptFailed, filter: ({ retry }) => !retry });
  $display.on(givenUp, () => 'failed');
  sample({ clock: givenUp, target: windowTimer.stopped });

  // A rejection waits for its window to end; a timeout is the window's end: retry at once.
  $waiting.on(sample({ clock: rejected, source: $retriesDone, filter: (done) => componentRetryAllowed(done, component.retries) }), () => true);
  const windowEndedAfterRejection = sample({
    clock: windowTimer.fired,
    source: { current: $attemptId, waiting: $waiting },
    filter: ({ current, waiting }, id) => waiting && id === current,
  });
  const retryDue = sample({
    clock: [windowEndedAfterRejection, sample({ clock: timedOut, source: $retriesDone, filter: (done) => componentRetryAllowed(done, component.retries) })],
    source: $request,
    filter: (request) => request !== null,
    fn: (request) => request as RemoteViewRequest,
  });
  $retriesDone.on(retryDue, (done) => done + 1);
  sample({ clock: retryDue, target: attemptStarted });

  // A script of the shown component failed: the failure with Refresh, logged, no automatic retry.
  // The shown component's codeToEval threw: logged; the component stays.
  $display.on(codeFailures.scriptFailedNow, () => 'failed');

  $request.reset(closed);
  $display.reset(closed);
  $view.reset(closed);
  $retriesDone.reset(closed);
  $waiting.reset(closed);
  sample({ clock: closed, target: windowTimer.stopped });

  // What the remote app registry follows (RemoteLoadSource).
  const loadStarted = attemptStarted.map((request) => request);
  const loadSucceeded = loaded.map((answer) => answer);
  const loadFailed = attemptFailed.map(({ request }) => ({ request }));
  const loadDropped = closed.map(() => undefined);

  return { loadRequested, reloadRequested, closed, scriptFailed, codeFailed, loadStarted, loadSucceeded, loadFailed, loadDropped, $display, $view };
}

export type RemoteComponentModel = ReturnType<typeof createRemoteComponentModel>;
