import { useStoreMap } from 'effector-react';
import { marketNamingOf, type MarketNaming } from '../../domain/line';
import { useModels } from '../models-context';

/** How the player has markets named (spec 000 §3 marketsNameType, from the settings); a change redraws the names. */
export function useMarketNaming(): MarketNaming {
  const { shell } = useModels();
  return useStoreMap(shell.$preferences, (p) => marketNamingOf(p.marketsNameType));
}
