import { useUnit } from 'effector-react';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { RemoteViewModel } from '../../application/remote-view/remote-view.model';
import { isAllowedRemoteAppUrl, remoteAssetUrl, type RemoteView } from '../../domain/remote-view';
import { useT } from '../i18n/use-t';
import { inertFragment, scopedStyle } from './inert-html';
import { pageRemoteAssets, ScriptLoadError, type RemoteAssets } from './remote-assets';

/**
 * Hosts one remote view (spec 000 §4, §8; spec 001 §6): the preloader while it
 * loads or waits for an automatic retry, the view's body when ready, the
 * failure with the Refresh button (main_page_refresh_button) once retrying
 * stopped, and the error page with the status code a view forced.
 *
 * A ready view runs the way a micro-frontend host runs it:
 * - the body is mounted inert (no scripts, frames, on* handlers or
 *   javascript: URLs of its own), with its style scoped to its container;
 * - `cssToLoad`: a <link rel="stylesheet"> per file (once per URL), removed
 *   when the view goes;
 * - `scriptsToLoad`: loaded in order, each after the previous one, once per
 *   URL for the page's life; a script that fails to load (or whose URL the
 *   shell may not load) puts the view in its error state (logged, Refresh);
 * - `codeToEval`: run after the scripts, as a <script> with the code as its
 *   text inside the view's container; what it throws is logged, not shown.
 * Every file URL must pass the remote app URL rule (remoteAssetUrl: https
 * without credentials or same-origin; relative ones resolve against the
 * remote app's URL); a refused CSS file is left out.
 * `head` is ignored on purpose: the shell owns the page's <head> (title,
 * meta, base, CSP, referrer policy), a remote view's head could change how
 * the whole page behaves, and nothing in it is needed to run the view (its
 * files come through cssToLoad and scriptsToLoad).
 */
export function RemoteViewHost({
  model,
  remoteUrl,
  path,
  assets = pageRemoteAssets(),
}: {
  model: RemoteViewModel;
  remoteUrl: string;
  path: string;
  /** The page's CSS, script and code loader (tests pass their own). */
  assets?: RemoteAssets;
}) {
  const t = useT();
  const [display, view, statusCode, loadRequested, reloadRequested, viewClosed, scriptFailed, codeFailed] = useUnit([
    model.$display,
    model.$view,
    model.$forcedStatusCode,
    model.loadRequested,
    model.reloadRequested,
    model.viewClosed,
    model.scriptFailed,
    model.codeFailed,
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
      return view ? <RemoteBody view={view} remoteUrl={remoteUrl} assets={assets} onScriptFailed={scriptFailed} onCodeFailed={codeFailed} /> : null;
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

interface RemoteBodyProps {
  view: RemoteView;
  remoteUrl: string;
  assets: RemoteAssets;
  onScriptFailed: (failure: { view: RemoteView; url: string }) => void;
  onCodeFailed: (failure: { view: RemoteView; error: unknown }) => void;
}

function RemoteBody({ view, remoteUrl, assets, onScriptFailed, onCodeFailed }: RemoteBodyProps) {
  const container = useRef<HTMLDivElement>(null);
  const id = useId();
  const selector = `[data-remote-view="${id}"]`;

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    element.replaceChildren(inertFragment(view.body ?? '', element.ownerDocument));
    return () => element.replaceChildren();
  }, [view.body]);

  // After the body is in place: the view's CSS files, then its scripts in order, then its code.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const styles = view.cssToLoad.map((url) => remoteAssetUrl(url, remoteUrl)).filter((url): url is string => url !== null);
    const releaseStyles = assets.addStyles(styles);
    let live = true;
    const run = async () => {
      const scripts: string[] = [];
      for (const url of view.scriptsToLoad) {
        const allowed = remoteAssetUrl(url, remoteUrl);
        // The app cannot work without a script the shell refuses to load: that is a failed script.
        if (allowed === null) throw new ScriptLoadError(url);
        scripts.push(allowed);
      }
      await assets.loadScripts(scripts);
      // Only code from a remote app the config names (and the URL rule allows) runs.
      if (!live || !view.codeToEval || !isAllowedRemoteAppUrl(remoteUrl)) return;
      const result = assets.runCode(view.codeToEval, element);
      if (!result.ok) onCodeFailed({ view, error: result.error });
    };
    run().catch((error: unknown) => {
      if (live) onScriptFailed({ view, url: error instanceof ScriptLoadError ? error.url : String(error) });
    });
    return () => {
      live = false;
      releaseStyles();
    };
  }, [view, remoteUrl, assets, onScriptFailed, onCodeFailed]);

  return (
    <section className="remote-view" data-app={view.appName} aria-label={view.title}>
      {view.style ? <style>{scopedStyle(view.style, selector)}</style> : null}
      <div ref={container} data-remote-view={id} data-remote-app={view.appName} />
    </section>
  );
}
