import { useUnit } from 'effector-react';
import { useModels } from '../models-context';
import { GameRow } from './game-row';
import { GatedSection } from './viewport-gate';

/** Games grouped by championship, in the order the line listed them; each group draws price moves only on screen. */
export function GameList({ lng, label }: { lng: string; label: string }) {
  const { line } = useModels();
  const groups = useUnit(line.$groups);
  if (groups.length === 0) return null;
  return (
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
  );
}
