import { useEffect } from 'react';
import { LINK_PREFETCH_IDLE_TIMEOUT_MS, linkPrefetchAllowed, type ConnectionInfo } from '../../domain/shell';
import { pageModule } from './page-registry';

/**
 * Fetches ahead the code of the pages the main links lead to (spec 000 §9), so a click on a section shows it at
 * once: when the browser is next idle, or after LINK_PREFETCH_IDLE_TIMEOUT_MS at the latest (requestIdleCallback's
 * timeout: a busy page still gets it), once per set of pages; never on 2g or with the data saver on. A chunk that
 * fails here is fetched again on navigation, where its failure is handled (spec 000 §8 chunk reload).
 */
export function useLinkPrefetch(pages: readonly string[]) {
  const key = [...new Set(pages)].sort().join(',');
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
    if (key === '' || !linkPrefetchAllowed(connection)) return;
    const run = () => {
      for (const page of key.split(',')) void pageModule(page)().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: LINK_PREFETCH_IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(run, LINK_PREFETCH_IDLE_TIMEOUT_MS);
    return () => window.clearTimeout(id);
  }, [key]);
}
