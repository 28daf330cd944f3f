/**
 * The page-wide side of hosting remote apps: their CSS files, their scripts
 * and their code to evaluate (spec 000 §7: the shell injects styles and
 * scripts). One loader per document; URLs reach it already checked against
 * the remote app URL rule (remoteAssetUrl).
 */
export interface RemoteAssets {
  /** Adds a <link rel="stylesheet"> per URL (one per URL however many views use it); the returned function removes this view's use. */
  addStyles(urls: readonly string[]): () => void;
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
  const styles = new Map<string, { link: HTMLLinkElement; users: number }>();
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
    addStyles(urls) {
      const mine = [...new Set(urls)];
      for (const url of mine) {
        const known = styles.get(url);
        if (known) {
          known.users += 1;
          continue;
        }
        const link = doc.createElement('link');
        link.rel = 'stylesheet';
        link.href = url;
        link.dataset.remoteStyle = '';
        doc.head.append(link);
        styles.set(url, { link, users: 1 });
      }
      return () => {
        for (const url of mine) {
          const known = styles.get(url);
          if (!known) continue;
          known.users -= 1;
          if (known.users === 0) {
            known.link.remove();
            styles.delete(url);
          }
        }
      };
    },

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
