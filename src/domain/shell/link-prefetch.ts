/** spec 000 §9: link prefetch idle timeout 2000 ms, skipped on 2g or data saver. */
export const LINK_PREFETCH_IDLE_TIMEOUT_MS = 2000;

/** What the browser says of the connection (the Network Information API; absent in many browsers). */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * Whether the pages the main links lead to may be fetched ahead (spec 000 §9): not on a 2g connection (slow-2g
 * included) and not with the data saver on; a browser that says nothing of its connection may.
 */
export function linkPrefetchAllowed(connection: ConnectionInfo | null | undefined): boolean {
  if (connection?.saveData === true) return false;
  return connection?.effectiveType !== '2g' && connection?.effectiveType !== 'slow-2g';
}
