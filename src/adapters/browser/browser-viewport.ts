import type { ViewportPort } from '../../domain/shell';

type WindowLike = Pick<Window, 'innerWidth' | 'addEventListener' | 'removeEventListener'>;

/** The browser window: its innerWidth and its resize events (passive). */
export class BrowserViewport implements ViewportPort {
  constructor(private readonly window: WindowLike | null) {}

  width(): number {
    return this.window?.innerWidth ?? 0;
  }

  onResize(listener: () => void): () => void {
    this.window?.addEventListener('resize', listener, { passive: true });
    return () => this.window?.removeEventListener('resize', listener);
  }
}
