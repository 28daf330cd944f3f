/**
 * The page's CSS files of remote apps (a remote view's or component's
 * `cssToLoad`). They belong to the app, not to one view: they go on the page
 * when one of the app's views or components is loaded and leave it when the
 * registry unmounts the app (spec 000 §4: no dependents left → unmounted).
 */
export interface RemoteAppStylesPort {
  /** Puts the app's CSS files on the page: one <link rel="stylesheet"> per URL, however many apps list it. */
  put(app: string, urls: readonly string[]): void;
  /** Takes the app's CSS files off the page; a file another app on the page still lists stays. */
  remove(app: string): void;
}
export const RemoteAppStylesPort = Symbol.for('RemoteAppStylesPort');
