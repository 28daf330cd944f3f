import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import type { SiteConfig } from '../../domain/config';
import type { Location, NavigationContext } from '../../domain/routing';
import { useModels } from '../models-context';

/** The guard inputs from the shell model; `from` is filled per navigation. */
export function useNavigationContext(siteConfig: SiteConfig): Omit<NavigationContext, 'from'> {
  const { shell, session } = useModels();
  const [player, blocking, language, sessionUnresolved] = useUnit([shell.$player, shell.$blocking, shell.$language, session.session.$sessionUnresolved]);
  return useMemo(
    () => ({
      isAuthenticated: player.userId !== null,
      banLevel: player.banLevel,
      banVersion: player.banVersion,
      playerLanguage: language,
      siteConfig,
      blockingReason: blocking.isBlocked ? blocking.reason : null,
      navigationBlocked: blocking.isBlocked,
      afterRegistrationRedirectUrl: null,
      sessionUnresolved,
    }),
    [player, blocking, language, siteConfig, sessionUnresolved],
  );
}

export const toDomainLocation = (l: { pathname: string; search: string; hash: string }): Location => ({
  pathname: l.pathname,
  search: l.search,
  hash: l.hash,
});
