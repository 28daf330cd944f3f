import type { RemoteAppStylesPort } from '../../domain/remote-view';

/**
 * Remote apps' CSS files as <link rel="stylesheet"> elements in the
 * document's head: one per URL, tagged data-remote-style. A file belongs to
 * the apps that listed it; it leaves the page when the last of them is
 * removed (two apps may share a file, as the offline demo apps do). How many
 * views or components of an app are on the page is the registry's count, not
 * this adapter's: it only hears that an app is gone.
 */
export class DocumentRemoteAppStyles implements RemoteAppStylesPort {
  private readonly files = new Map<string, { link: HTMLLinkElement; apps: Set<string> }>();

  constructor(private readonly doc: Document | null) {}

  put(app: string, urls: readonly string[]): void {
    if (!this.doc) return;
    for (const url of urls) {
      const known = this.files.get(url);
      if (known) {
        known.apps.add(app);
        continue;
      }
      const link = this.doc.createElement('link');
      link.rel = 'stylesheet';
      link.href = url;
      link.dataset.remoteStyle = '';
      this.doc.head.append(link);
      this.files.set(url, { link, apps: new Set([app]) });
    }
  }

  remove(app: string): void {
    for (const [url, file] of this.files) {
      if (!file.apps.delete(app) || file.apps.size > 0) continue;
      file.link.remove();
      this.files.delete(url);
    }
  }
}
