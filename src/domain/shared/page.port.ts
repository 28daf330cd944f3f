/** The page itself: full loads the router cannot do (reload after update or logout failure, off-site navigation). */
export interface PagePort {
  reload(): void;
  /** A full navigation to `url` (absolute or same-origin path). */
  assign(url: string): void;
}
export const PagePort = Symbol.for('PagePort');
