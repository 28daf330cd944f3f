import type { PlayerState } from './player';

export interface LoginCredentials {
  login: string;
  password: string;
  remember: boolean;
}

/** The player's session: who is signed in, signing in and out. */
export interface SessionPort {
  /** Current session; anonymous player when nobody is signed in. */
  check(): Promise<PlayerState>;
  login(credentials: LoginCredentials): Promise<PlayerState>;
  logout(): Promise<void>;
}
export const SessionPort = Symbol.for('SessionPort');
