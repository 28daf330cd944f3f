import type { GamePreview, GamesPreviewPort } from '../../domain/games';
import type { FakeWorld } from './fake-world';

/** The demo games project: the bonus games with stable ids and their old routes. */
export const DEMO_GAMES: readonly GamePreview[] = [
  { id: 101, name: 'Chest', route: 'chest', oldRoute: 'treasure-chest' },
  { id: 102, name: 'Fortuna', route: 'fortuna', oldRoute: 'wheel-of-fortune' },
  { id: 103, name: 'Memory', route: 'memory', oldRoute: null },
  { id: 104, name: 'Safe', route: 'safe', oldRoute: 'safe-cracker' },
  { id: 105, name: 'Lottery', route: 'lottery', oldRoute: null },
  { id: 106, name: 'Dragon bonus', route: 'dragon', oldRoute: 'dragon-bonus' },
];

export class FakeGamesPreview implements GamesPreviewPort {
  constructor(private readonly world: FakeWorld) {}

  list(_lang: string): Promise<GamePreview[]> {
    return this.world.respond('games', () => [...DEMO_GAMES]);
  }
}
