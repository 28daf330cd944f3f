import { useEffect, type RefObject } from 'react';
import { isAllowedRemoteAppUrl, remoteAssetUrl, type RemoteView } from '../../domain/remote-view';
import { ScriptLoadError, type RemoteAssets } from './remote-assets';

export interface RemoteCodeReports {
  /** One of `scriptsToLoad` failed to load, or the URL rule refused it; the code did not run. */
  onScriptFailed: (failure: { view: RemoteView; url: string }) => void;
  /** `codeToEval` threw. */
  onCodeFailed: (failure: { view: RemoteView; error: unknown }) => void;
}

/**
 * Runs what a shown remote view or component brings besides its body, the
 * same way for both (spec 000 §7: the shell injects scripts), once its body
 * is in `container`:
 * - `scriptsToLoad` in order, each after the previous one, once per URL for
 *   the page's life (RemoteAssets); every URL must pass the remote app URL
 *   rule (https without credentials, or same-origin; a relative one resolves
 *   against the remote app's URL), and one it refuses counts as a script that
 *   failed to load: the app cannot work without it;
 * - then `codeToEval`, as a <script> inside `container` (so the code finds
 *   its container through document.currentScript), only for a remote app
 *   whose URL the rule allows.
 * A report comes only while the view is still the one shown.
 */
export function useRemoteCode(
  container: RefObject<Element | null>,
  view: RemoteView,
  remoteUrl: string,
  assets: RemoteAssets,
  { onScriptFailed, onCodeFailed }: RemoteCodeReports,
): void {
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let live = true;
    const run = async () => {
      const scripts: string[] = [];
      for (const url of view.scriptsToLoad) {
        const allowed = remoteAssetUrl(url, remoteUrl);
        if (allowed === null) throw new ScriptLoadError(url);
        scripts.push(allowed);
      }
      await assets.loadScripts(scripts);
      if (!live || !view.codeToEval || !isAllowedRemoteAppUrl(remoteUrl)) return;
      const result = assets.runCode(view.codeToEval, element);
      if (!result.ok) onCodeFailed({ view, error: result.error });
    };
    run().catch((error: unknown) => {
      if (live) onScriptFailed({ view, url: error instanceof ScriptLoadError ? error.url : String(error) });
    });
    return () => {
      live = false;
    };
  }, [container, view, remoteUrl, assets, onScriptFailed, onCodeFailed]);
}
