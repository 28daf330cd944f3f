import type { GameRouteEntry } from '../routing/game-routes';

/**
 * The games preview ("games preview light", spec 000 §7): the games project's
 * catalogue with each game's id (GT), name (GN), current route (R) and old
 * route (OR). The shell reads it for the legacy and numeric game-id redirects.
 */
export interface GamePreview extends GameRouteEntry {
  name: string;
}

export interface GamesPreviewPort {
  list(lang: string): Promise<GamePreview[]>;
}
export const GamesPreviewPort = Symbol.for('GamesPreviewPort');
