import type { PlayerState } from './player';

/**
 * The player's session: who is signed in, and signing out. Signing in is the
 * auth port's (AuthPort: one path, with credentials encoded once, spec 001 §5).
 */
export interface SessionPort {
  /** Current session; anonymous player when nobody is signed in. */
  check(): Promise<PlayerState>;
  logout(): Promise<void>;
}
export const SessionPort = Symbol.for('SessionPort');
