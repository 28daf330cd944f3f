import { useUnit } from 'effector-react';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { RemoteViewModel } from '../../application/remote-view/remote-view.model';
import type { RemoteView } from '../../domain/remote-view';
import { useT } from '../i18n/use-t';
import { inertFragment, scopedStyle } from './inert-html';

/**
 * Hosts one remote view (spec 000 §4, §8; spec 001 §6): the preloader while it
 * loads or waits for an automatic retry, the view's body when ready, the
 * failure with the Refresh button (main_page_refresh_button) once retrying
 * stopped, and the error page with the status code a view forced.
 *
 * First version: only the body and its style are mounted. `scriptsToLoad`,
 * `codeToEval`, `head` and `cssToLoad` are NOT loaded or evaluated, and the
 * body is made inert (no scripts, no inline handlers), so a remote app that
 * needs its scripts to work does not work here yet.
 */
export function RemoteViewHost({ model, remoteUrl, path }: { model: RemoteViewModel; remoteUrl: string; path: string }) {
  const t = useT();
  const [display, view, statusCode, loadRequested, reloadRequested, viewClosed] = useUnit([
    model.$display,
    model.$view,
    model.$forcedStatusCode,
    model.loadRequested,
    model.reloadRequested,
    model.viewClosed,
  ]);

  // spec 001 §7: the view is loaded from its remote URL plus the current path; leaving stops its retries.
  useEffect(() => {
    loadRequested({ remoteUrl, path });
    return () => viewClosed();
  }, [loadRequested, viewClosed, remoteUrl, path]);

  switch (display) {
    case 'idle':
    case 'loading':
      return (
        <p role="status" className="remote-view-preloader">
          {t('main_loading')}
        </p>
      );
    case 'ready':
      return view ? <RemoteBody view={view} /> : null;
    case 'failed':
      return (
        <div className="section-not-ready" role="alert">
          <p>{t('remote_view_load_error')}</p>
          <button type="button" onClick={() => reloadRequested()}>
            {t('main_page_refresh_button')}
          </button>
        </div>
      );
    case 'error-page':
      return (
        <div className="status-page" data-status={statusCode ?? undefined}>
          <p className="status-code">{t('remote_view_error_status', { statusCode: statusCode ?? '' })}</p>
          <h2>{t(statusCode === 404 ? 'main_not_found_title' : 'main_error_page_title')}</h2>
        </div>
      );
  }
}

function RemoteBody({ view }: { view: RemoteView }) {
  const container = useRef<HTMLDivElement>(null);
  const id = useId();
  const selector = `[data-remote-view="${id}"]`;

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    element.replaceChildren(inertFragment(view.body ?? '', element.ownerDocument));
    return () => element.replaceChildren();
  }, [view.body]);

  return (
    <section className="remote-view" data-app={view.appName} aria-label={view.title}>
      {view.style ? <style>{scopedStyle(view.style, selector)}</style> : null}
      <div ref={container} data-remote-view={id} />
    </section>
  );
}
