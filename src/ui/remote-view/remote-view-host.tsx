import type { EventCallable } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import type { RemoteAppRegistryModel } from '../../application/remote-view/remote-app-registry.model';
import type { RemoteViewModel } from '../../application/remote-view/remote-view.model';
import { OTHER_GAMES_PRELOADER_PLACEHOLDERS, type RemoteView } from '../../domain/remote-view';
import { useT } from '../i18n/use-t';
import { scopedStyle, useInertHtml } from './inert-html';
import { pageRemoteAssets, type RemoteAssets } from './remote-assets';
import { useRemoteCode } from './use-remote-code';

/**
 * Hosts one remote view (spec 000 §4, §8, §9; spec 001 §6): the preloader
 * while it loads or waits for an automatic retry (its placeholder tiles,
 * hidden from assistive technology, under one "Loading…" status), the view's
 * body when ready, the
 * failure with the Refresh button (main_page_refresh_button) once retrying
 * stopped, which reloads the remote app (its header and this view, spec 000
 * §8), and the error page with the status code a view forced.
 *
 * A ready view runs the way a micro-frontend host runs it:
 * - the body is mounted inert (no scripts, frames, on* handlers or
 *   javascript: URLs of its own), with its style scoped to its container;
 * - `cssToLoad`: put on the page by the remote app registry when the view is
 *   loaded, taken off when the app is unmounted (no view or component of it
 *   left);
 * - `scriptsToLoad` and `codeToEval` run as useRemoteCode runs them (the
 *   remote header's too): a script that fails to load (or whose URL the shell
 *   may not load) puts the view in its error state (logged, Refresh); what
 *   the code throws is logged, not shown.
 * Every file URL must pass the remote app URL rule (remoteAssetUrl: https
 * without credentials or same-origin; relative ones resolve against the
 * remote app's URL); a refused CSS file is left out.
 * While mounted the host is one of the app's views in the registry
 * (spec 000 §4: attached on mount, detached on unmount).
 * `head` is ignored on purpose: the shell owns the page's <head> (title,
 * meta, base, CSP, referrer policy), a remote view's head could change how
 * the whole page behaves, and nothing in it is needed to run the view (its
 * files come through cssToLoad and scriptsToLoad).
 */
export function RemoteViewHost({
  model,
  registry,
  reloadApp,
  remoteUrl,
  path,
  placeholders = OTHER_GAMES_PRELOADER_PLACEHOLDERS,
  assets = pageRemoteAssets(),
}: {
  model: RemoteViewModel;
  registry: RemoteAppRegistryModel;
  /** Refresh: reloads the remote app, header and view (RemoteAppsModel.reloadRequested). */
  reloadApp: EventCallable<void>;
  remoteUrl: string;
  path: string;
  /** spec 000 §9: the preloader's placeholder tiles (16 on casino sections, 2 on other games). */
  placeholders?: number;
  /** The page's script and code loader (tests pass their own). */
  assets?: RemoteAssets;
}) {
  const t = useT();
  const [display, view, statusCode, loadRequested, refreshPressed, viewClosed, scriptFailed, codeFailed, attached, detached] = useUnit([
    model.$display,
    model.$view,
    model.$forcedStatusCode,
    model.loadRequested,
    reloadApp,
    model.viewClosed,
    model.scriptFailed,
    model.codeFailed,
    registry.attached,
    registry.detached,
  ]);

  // spec 000 §4: the view depends on its app while it is on the page (declared first, so it is attached before it loads).
  useEffect(() => {
    attached({ app: remoteUrl, dependent: 'view' });
    return () => void detached({ app: remoteUrl, dependent: 'view' });
  }, [attached, detached, remoteUrl]);

  // spec 001 §7: the view is loaded from its remote URL plus the current path; leaving stops its retries.
  useEffect(() => {
    loadRequested({ remoteUrl, path });
    return () => viewClosed();
  }, [loadRequested, viewClosed, remoteUrl, path]);

  switch (display) {
    case 'idle':
    case 'loading':
      return (
        <div className="remote-view-preloader">
          <p role="status">{t('main_loading')}</p>
          <ul className="remote-view-placeholders" aria-hidden="true">
            {Array.from({ length: placeholders }, (_, index) => (
              <li key={index} className="remote-view-placeholder" />
            ))}
          </ul>
        </div>
      );
    case 'ready':
      return view ? <RemoteBody view={view} remoteUrl={remoteUrl} assets={assets} onScriptFailed={scriptFailed} onCodeFailed={codeFailed} /> : null;
    case 'failed':
      return (
        <div className="section-not-ready" role="alert">
          <p>{t('remote_view_load_error')}</p>
          <button type="button" onClick={() => refreshPressed()}>
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

interface RemoteBodyProps {
  view: RemoteView;
  remoteUrl: string;
  assets: RemoteAssets;
  onScriptFailed: (failure: { view: RemoteView; url: string }) => void;
  onCodeFailed: (failure: { view: RemoteView; error: unknown }) => void;
}

function RemoteBody({ view, remoteUrl, assets, onScriptFailed, onCodeFailed }: RemoteBodyProps) {
  const container = useInertHtml<HTMLDivElement>(view.body);
  const id = useId();
  const selector = `[data-remote-view="${id}"]`;

  // After the body is in place: the view's scripts in order, then its code.
  useRemoteCode(container, view, remoteUrl, assets, { onScriptFailed, onCodeFailed });

  return (
    <section className="remote-view" data-app={view.appName} aria-label={view.title}>
      {view.style ? <style>{scopedStyle(view.style, selector)}</style> : null}
      <div ref={container} data-remote-view={id} data-remote-app={view.appName} />
    </section>
  );
}
