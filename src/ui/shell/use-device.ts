import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { isMobileOrTabletDevice } from '../../domain/shell';
import { useModels } from '../models-context';

/**
 * Whether the page runs on a phone or tablet: `platform_type=mobile` forces it (spec 000 §2), otherwise the
 * device rule of spec 001 §4 (an iPad asking for desktop sites counts) on what the browser says.
 */
export function useIsMobileDevice(): boolean {
  const forced = useUnit(useModels().shell.$mobilePlatform);
  const detected = useMemo(
    () =>
      typeof navigator !== 'undefined' &&
      isMobileOrTabletDevice({
        userAgent: navigator.userAgent ?? '',
        platform: navigator.platform ?? '',
        maxTouchPoints: navigator.maxTouchPoints ?? 0,
      }),
    [],
  );
  return forced || detected;
}
