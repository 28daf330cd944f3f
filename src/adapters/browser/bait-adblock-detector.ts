import type { AdBlockDetectorPort } from '../../domain/notices';
import type { ClockPort } from '../../domain/shared';

/**
 * Ad-block detection by bait: an element with the class names blockers hide
 * is added off-screen; if a blocker's cosmetic filter hides or removes it,
 * a blocker is on. Checked after a short wait so filters have applied.
 */
export class BaitAdBlockDetector implements AdBlockDetectorPort {
  constructor(
    private readonly doc: Document | null,
    private readonly clock: ClockPort,
    private readonly waitMs = 100,
  ) {}

  detect(): Promise<boolean> {
    const doc = this.doc;
    if (!doc?.body) return Promise.resolve(false);
    return new Promise((resolve) => {
      try {
        const bait = doc.createElement('div');
        bait.className = 'adsbox ad-banner ad-placement pub_300x250 textads';
        bait.setAttribute('aria-hidden', 'true');
        bait.style.cssText = 'position:absolute;left:-9999px;top:-9999px;width:1px;height:1px;';
        bait.innerHTML = '&nbsp;';
        doc.body.appendChild(bait);
        this.clock.setTimeout(() => {
          const view = doc.defaultView;
          const style = view?.getComputedStyle(bait);
          const blocked =
            !bait.isConnected ||
            bait.offsetHeight === 0 ||
            style?.display === 'none' ||
            style?.visibility === 'hidden';
          bait.remove();
          resolve(blocked);
        }, this.waitMs);
      } catch {
        resolve(false);
      }
    });
  }
}
