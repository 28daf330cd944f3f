/**
 * The page-wide side of hosting remote apps: their scripts and their code to
 * evaluate (spec 000 §7: the shell injects styles and scripts). One loader per
 * document; URLs reach it already checked against the remote app URL rule
 * (remoteAssetUrl). Their CSS files belong to the remote app registry
 * (RemoteAppStylesPort): they leave the page when the app is unmounted.
 */
export interface RemoteAssets {
  /**
   * Loads the scripts in order, each after the previous one loaded; a script
   * already loaded on this page is not loaded again. Rejects with the URL of
   * the first script that failed (that one may be tried again later).
   */
  loadScripts(urls: readonly string[]): Promise<void>;
  /**
   * Runs code as a <script> element with the code as its text, inside
   * `container` (so the code finds its view through document.currentScript),
   * and removes the element. An error the code throws is caught and returned,
   * not reported to the page as uncaught.
   */
  runCode(code: string, container: Element): { ok: true } | { ok: false; error: unknown };
}

export class ScriptLoadError extends Error {
  constructor(readonly url: string) {
    super(`remote view script failed to load: ${url}`);
  }
}

export function createRemoteAssets(doc: Document): RemoteAssets {
  const scripts = new Map<string, Promise<void>>();

  const loadScript = (url: string): Promise<void> => {
    const known = scripts.get(url);
    if (known) return known;
    const loading = new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = url;
      script.async = false;
      script.dataset.remoteScript = '';
      script.addEventListener('load', () => resolve(), { once: true });
      script.addEventListener('error', () => {
        script.remove();
        // A failed script may be tried again (Refresh), so it is forgotten.
        scripts.delete(url);
        reject(new ScriptLoadError(url));
      }, { once: true });
      doc.head.append(script);
    });
    scripts.set(url, loading);
    return loading;
  };

  return {
    async loadScripts(urls) {
      for (const url of urls) await loadScript(url);
    },

    runCode(code, container) {
      const view = doc.defaultView;
      let thrown: { error: unknown } | null = null;
      const script = doc.createElement('script');
      script.textContent = code;
      // An inline script runs while it is inserted; what it throws reaches the window's error event, not a try/catch.
      const onError = (event: ErrorEvent) => {
        if (thrown !== null) return;
        thrown = { error: event.error ?? event.message };
        event.preventDefault();
      };
      view?.addEventListener('error', onError);
      try {
        container.append(script);
      } finally {
        view?.removeEventListener('error', onError);
        script.remove();
      }
      return thrown === null ? { ok: true } : { ok: false, error: (thrown as { error: unknown }).error };
    },
  };
}

let pageAssets: RemoteAssets | null = null;

/** The loader of this page's document, created on first use. */
export function pageRemoteAssets(): RemoteAssets {
  pageAssets ??= createRemoteAssets(document);
  return pageAssets;
}
