import { useStoreMap } from 'effector-react';
import { useCallback, useMemo } from 'react';
import { useModels } from '../models-context';
import { formatTime, type PlayerClock, type TimeStyle } from './format-time';

/** The player's time zone and clock from the shell's preferences; the same object until one of them changes. */
export function usePlayerClock(): PlayerClock {
  const { shell } = useModels();
  const timeZone = useStoreMap(shell.$preferences, (p) => p.timeZone);
  const is12h = useStoreMap(shell.$preferences, (p) => p.is12h);
  return useMemo(() => ({ timeZone, is12h }), [timeZone, is12h]);
}

/**
 * The one way a view writes a time: `formatTime` in the page's language `lng` with the player's time zone
 * and clock, so a change in the settings redraws every time on the page.
 */
export function useFormatTime(lng: string): (ms: number, style?: TimeStyle) => string {
  const clock = usePlayerClock();
  return useCallback((ms, style) => formatTime(ms, lng, clock, style), [lng, clock]);
}
