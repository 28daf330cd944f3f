/** What the shell knows about who is at the keyboard. Authenticated when userId is set (spec 000 §4). */
export interface PlayerState {
  userId: number | null;
  /** Ban active when above 0 (spec 001 §9). */
  banLevel: number;
  banVersion: number;
  name: string | null;
  currency: string | null;
  balance: number | null;
}

export const ANONYMOUS_PLAYER: PlayerState = {
  userId: null,
  banLevel: 0,
  banVersion: 0,
  name: null,
  currency: null,
  balance: null,
};

export const isAuthenticated = (player: PlayerState): boolean => player.userId !== null;

/** spec 001 §9: ban is active when ban_level is above 0. */
export const isBanned = (player: PlayerState): boolean => player.banLevel > 0;
