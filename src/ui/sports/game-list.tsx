import { useUnit } from 'effector-react';
import { memo, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useT } from '../i18n/use-t';
import type { GameGroup } from '../../application/line/line.model';
import { lineNames } from './line-names';
import { useModels } from '../models-context';
import { browserFrameSource, DrawBudgetContext, FrameDrawBudget, UNLIMITED_DRAWS, type DrawBudget } from './draw-budget';
import { GameRow } from './game-row';
import { GatedSection } from './viewport-gate';

/**
 * Games grouped by championship, in the order the line listed them; each group draws price moves only on
 * screen, and the list draws at most ROWS_PER_FRAME rows of them a frame. `headingLevel` is the groups'
 * heading level: 2 under a list page's h1 (QA13 #8), 3 where the list sits under a section heading of its own
 * (the home page's "Top events", QA16 #4).
 */
export function GameList({ lng, label, headingLevel = 2 }: { lng: string; label: string; headingLevel?: 2 | 3 }) {
  const { line } = useModels();
  const groups = useUnit(line.$groups);
  const t = useT();
  const [budget] = useState(() => {
    const frames = browserFrameSource();
    return frames ? new FrameDrawBudget(frames) : UNLIMITED_DRAWS;
  });
  useEffect(() => {
    // scripts/bench-live.mjs reads how many draws the budget held back.
    const bench = globalThis as { __oddsProbe?: unknown; __drawBudget?: DrawBudget };
    if (bench.__oddsProbe) bench.__drawBudget = budget;
  }, [budget]);
  // "Football. Italy. Serie A" in the page's language ("Футбол. Италия. Серия A"), made once per group and
  // language: a finished game changes one group, and the others keep their objects and so their titles.
  const titleOf = useMemo(() => {
    const names = lineNames(t);
    const made = new WeakMap<GameGroup, string>();
    return (g: GameGroup) => {
      let title = made.get(g);
      if (title === undefined) made.set(g, (title = names.sportChampTitle(g.sportName, { name: g.champName, country: g.champCountry })));
      return title;
    };
  }, [t]);
  if (groups.length === 0) return null;
  return (
    <DrawBudgetContext.Provider value={budget}>
      <section aria-label={label} className="game-list">
        {groups.map((group) => (
          <ChampGroup key={group.key} group={group} title={titleOf(group)} lng={lng} headingLevel={headingLevel} />
        ))}
      </section>
    </DrawBudgetContext.Provider>
  );
}

/**
 * One championship's games. Keyed by the group's lasting key, so a finished game (even its first) takes
 * out one row and the group keeps the rest; memoised, so the groups a change does not touch (the store
 * keeps them as the same objects) are not rendered again. Before, the key was the group's first game: its
 * finishing built the whole group again, a frame of 100 ms and more at 4× throttling (bench:live's long frames).
 */
const ChampGroup = memo(function ChampGroup({ group, title, lng, headingLevel }: { group: GameGroup; title: string; lng: string; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <GatedSection
      label={title}
      className="champ-group"
      // Its rows size the group's placeholder while it is off screen (coupon.css, .champ-group).
      style={{ '--rows': group.gameIds.length } as CSSProperties}
    >
      {/* One level under the heading above the list: headings go down one level at a time (WCAG 1.3.1, QA13 #8, QA16 #4). */}
      <Heading className="champ-group__title">{title}</Heading>
      <ul className="game-rows">
        {group.gameIds.map((id) => (
          <GameRow key={id} gameId={id} lng={lng} />
        ))}
      </ul>
    </GatedSection>
  );
});
