import type { EventCallable } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import type { RemoteAppRegistryModel } from '../../application/remote-view/remote-app-registry.model';
import type { RemoteComponentModel } from '../../application/remote-view/remote-component.model';
import type { RemoteView } from '../../domain/remote-view';
import { useT } from '../i18n/use-t';
import { scopedStyle, useInertHtml } from './inert-html';
import { pageRemoteAssets, type RemoteAssets } from './remote-assets';
import { useRemoteCode, type RemoteCodeReports } from './use-remote-code';

/**
 * The remote app's header component above its view (spec 000 §8, §9): the
 * shell asks the page's remote app for it (renderComponents, the same path);
 * a small preloader while it loads or waits to retry, the component's body
 * mounted inert with its style scoped to it, and after the last retry a
 * failure with Refresh (main_page_refresh_button), which reloads the remote
 * app: the header and the view. Its failure never touches the view below.
 * The component's CSS files come and go with the app (the registry); its
 * `scriptsToLoad` and `codeToEval` run as the view's do (useRemoteCode: the
 * same URL rule, each script once per page, the code inside the component's
 * container): a script that fails, or whose URL is refused, shows the
 * failure with Refresh; code that throws is logged while the header stays.
 */
export function RemoteHeaderHost({
  model,
  registry,
  reloadApp,
  remoteUrl,
  path,
  assets = pageRemoteAssets(),
}: {
  model: RemoteComponentModel;
  registry: RemoteAppRegistryModel;
  /** Refresh: reloads the remote app, header and view (RemoteAppsModel.reloadRequested). */
  reloadApp: EventCallable<void>;
  remoteUrl: string;
  path: string;
  /** The page's script and code loader (tests pass their own). */
  assets?: RemoteAssets;
}) {
  const t = useT();
  const [display, view, loadRequested, refreshPressed, closed, scriptFailed, codeFailed, attached, detached] = useUnit([
    model.$display,
    model.$view,
    model.loadRequested,
    reloadApp,
    model.closed,
    model.scriptFailed,
    model.codeFailed,
    registry.attached,
    registry.detached,
  ]);

  // The header depends on its app while it is on the page (spec 000 §4: the registry counts components).
  useEffect(() => {
    attached({ app: remoteUrl, dependent: 'component' });
    return () => void detached({ app: remoteUrl, dependent: 'component' });
  }, [attached, detached, remoteUrl]);

  useEffect(() => {
    loadRequested({ remoteUrl, path });
    return () => closed();
  }, [loadRequested, closed, remoteUrl, path]);

  switch (display) {
    case 'idle':
    case 'loading':
      return (
        <p role="status" className="remote-header-preloader">
          {t('remote_header_loading')}
        </p>
      );
    case 'ready':
      return view?.body ? <RemoteHeaderBody view={view} remoteUrl={remoteUrl} assets={assets} onScriptFailed={scriptFailed} onCodeFailed={codeFailed} /> : null;
    case 'failed':
      return (
        <div className="section-not-ready remote-header-failed" role="alert">
          <p>{t('remote_header_load_error')}</p>
          <button type="button" onClick={() => refreshPressed()}>
            {t('main_page_refresh_button')}
          </button>
        </div>
      );
  }
}

interface RemoteHeaderBodyProps extends RemoteCodeReports {
  view: RemoteView;
  remoteUrl: string;
  assets: RemoteAssets;
}

function RemoteHeaderBody({ view, remoteUrl, assets, onScriptFailed, onCodeFailed }: RemoteHeaderBodyProps) {
  const id = useId();
  const container = useInertHtml<HTMLDivElement>(view.body);
  useRemoteCode(container, view, remoteUrl, assets, { onScriptFailed, onCodeFailed });
  return (
    <section className="remote-header" data-app={view.appName} aria-label={view.title}>
      {view.style ? <style>{scopedStyle(view.style, `[data-remote-component="${id}"]`)}</style> : null}
      <div ref={container} data-remote-component={id} />
    </section>
  );
}
