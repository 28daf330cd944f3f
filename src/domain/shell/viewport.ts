/** spec 001 §9: window resize debounce 100 ms. */
export const WINDOW_RESIZE_DEBOUNCE_MS = 100;

/** The browser window's width, and word when it changes. */
export interface ViewportPort {
  /** The window's width in CSS px. */
  width(): number;
  /** Calls `listener` on every resize; returns the way to stop. */
  onResize(listener: () => void): () => void;
}
export const ViewportPort = Symbol.for('ViewportPort');
