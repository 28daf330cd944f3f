import type { PlayerConfig } from '../player/player-config';

/** Why the user config did not load: the server said so in its body, or the call failed. */
export class UserConfigError extends Error {
  override readonly name = 'UserConfigError';
  constructor(
    readonly code: 'rejected' | 'unavailable',
    message: string = code,
  ) {
    super(message);
  }
}

/**
 * The signed-in player's configuration, loaded after login without cache
 * (spec 001 §7: response result or error). Rejects with UserConfigError.
 */
export interface UserConfigPort {
  load(): Promise<PlayerConfig>;
}
export const UserConfigPort = Symbol.for('UserConfigPort');
