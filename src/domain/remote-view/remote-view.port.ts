/**
 * A micro-frontend's rendered view (spec 000 §7: the remote URL plus the
 * current path, JSON render mode, API v2). The shell injects head, styles and
 * scripts and mounts the body.
 */
export interface RemoteView {
  appName: string;
  title: string;
  head: string;
  scriptsToLoad: string[];
  body: string | null;
  style: string | null;
  cssToLoad: string[];
  codeToEval: string | null;
}

export interface RemoteComponent {
  name: string;
  props?: Record<string, unknown>;
}

export interface RemoteViewRequest {
  /** The remote app's base URL from the remote app registry. */
  remoteUrl: string;
  /** The current path, starting with '/'. */
  path: string;
  /** Ask for a single-page render (the force-spa header). */
  forceSpa?: boolean;
}

/** Fetches micro-frontend views: a whole page, or named components for a path. */
export interface RemoteViewPort {
  render(request: RemoteViewRequest): Promise<RemoteView>;
  renderComponents(request: RemoteViewRequest & { components: RemoteComponent[] }): Promise<RemoteView>;
}
export const RemoteViewPort = Symbol.for('RemoteViewPort');
