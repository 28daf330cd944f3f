import { useEffect, useLayoutEffect, useReducer, useState } from 'react';
import type { MinDisplay } from '../../application/shell/min-display';
import { useModels, type UiModels } from '../models-context';

/**
 * spec 000 §9 "fetch minimum display delay 200 ms": whether a page's loading placeholder shows, given whether its
 * data load is pending. Once shown, the placeholder stays at least 200 ms on the app's clock, so a fast answer does
 * not flash it; a slower load is not lengthened. Only for loads that show a placeholder: nothing else should wait.
 * Without the loading-bar model (a component test that provides only its own models) the load's state is used as is.
 */
export function useMinPending(pending: boolean): boolean {
  const { loadingBar } = useModels() as Partial<UiModels>;
  const [, released] = useReducer((n: number) => n + 1, 0);
  const [display] = useState<MinDisplay | null>(() => loadingBar?.minDisplay(released) ?? null);
  const [shown, setShown] = useState(pending);
  // before paint: the content never flashes between the load's end and the hold
  useLayoutEffect(() => {
    if (display) setShown(display.update(pending));
  }, [display, pending]);
  useEffect(() => () => display?.dispose(), [display]);
  if (!display) return pending;
  return pending || (shown && display.shown);
}
