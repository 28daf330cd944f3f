import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useModels } from '../models-context';
import { browserFrameSource, DrawBudgetContext, FrameDrawBudget, UNLIMITED_DRAWS, type DrawBudget } from './draw-budget';
import { GameRow } from './game-row';
import { GatedSection } from './viewport-gate';

/**
 * Games grouped by championship, in the order the line listed them; each group draws price moves only on
 * screen, and the list draws at most ROWS_PER_FRAME rows of them a frame.
 */
export function GameList({ lng, label }: { lng: string; label: string }) {
  const { line } = useModels();
  const groups = useUnit(line.$groups);
  const [budget] = useState(() => {
    const frames = browserFrameSource();
    return frames ? new FrameDrawBudget(frames) : UNLIMITED_DRAWS;
  });
  useEffect(() => {
    // scripts/bench-live.mjs reads how many draws the budget held back.
    const bench = globalThis as { __oddsProbe?: unknown; __drawBudget?: DrawBudget };
    if (bench.__oddsProbe) bench.__drawBudget = budget;
  }, [budget]);
  if (groups.length === 0) return null;
  return (
    <DrawBudgetContext.Provider value={budget}>
      <section aria-label={label} className="game-list">
        {groups.map((group) => (
          <GatedSection key={`${group.champId}-${group.gameIds[0]}`} label={group.title} className="champ-group">
            <h3 className="champ-group__title">{group.title}</h3>
            <ul className="game-rows">
              {group.gameIds.map((id) => (
                <GameRow key={id} gameId={id} lng={lng} />
              ))}
            </ul>
          </GatedSection>
        ))}
      </section>
    </DrawBudgetContext.Provider>
  );
}
