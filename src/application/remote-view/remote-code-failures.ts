import { createEffect, createEvent, sample, type EventCallable, type Store } from 'effector';
import type { RemoteView, RemoteViewRequest } from '../../domain/remote-view';
import type { LoggerPort } from '../../domain/shared';

/**
 * What a remote view and a remote component (the header) both do when the code they brought fails on the page:
 * a script that failed to load counts only for the part on show (`$shown`, the same answer that is still in
 * `$view`), and is logged; code that threw is logged and the part stays. Each model decides what a script
 * failure shows (the view's error state, the header's failure), from the event returned.
 */
export function remoteCodeFailures(deps: {
  /** 'remote view' or 'remote component': the log lines' subject. */
  subject: string;
  /** Added to every log line (the component's name). */
  context?: Record<string, unknown>;
  $view: Store<RemoteView | null>;
  $request: Store<RemoteViewRequest | null>;
  /** Whether the part is on show (ready), so a late failure of an earlier answer is not taken. */
  $shown: Store<boolean>;
  logger: LoggerPort;
}) {
  const scriptFailed: EventCallable<{ view: RemoteView; url: string }> = createEvent();
  const codeFailed: EventCallable<{ view: RemoteView; error: unknown }> = createEvent();

  const scriptFailedNow = sample({
    clock: scriptFailed,
    source: { view: deps.$view, shown: deps.$shown, request: deps.$request },
    filter: ({ view, shown, request }, failure) => shown && request !== null && view === failure.view,
    fn: ({ request }, { url }) => ({ request: request as RemoteViewRequest, url }),
  });
  const logScriptFailureFx = createEffect(({ request, url }: { request: RemoteViewRequest; url: string }) =>
    deps.logger.error(`${deps.subject} script failed to load`, { ...deps.context, remoteUrl: request.remoteUrl, path: request.path, script: url }),
  );
  sample({ clock: scriptFailedNow, target: logScriptFailureFx });

  const logCodeFailureFx = createEffect(({ request, error }: { request: RemoteViewRequest; error: unknown }) =>
    deps.logger.error(`${deps.subject} code failed`, { ...deps.context, remoteUrl: request.remoteUrl, path: request.path, error: String(error) }),
  );
  sample({
    clock: codeFailed,
    source: { view: deps.$view, request: deps.$request },
    filter: ({ view, request }, failure) => request !== null && view === failure.view,
    fn: ({ request }, { error }) => ({ request: request as RemoteViewRequest, error }),
    target: logCodeFailureFx,
  });

  return { scriptFailed, codeFailed, scriptFailedNow };
}
