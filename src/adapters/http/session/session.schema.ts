import { ANONYMOUS_PLAYER, type PlayerState } from '../../../domain/session/player';
import { responseSchemas } from '../generated/web-api.schemas';

export const authSessionSchema = responseSchemas.checkAuthSession['200'];
export const logoutSchema = responseSchemas.logout['200'];

/** The session check knows only who is signed in; balances come with account data. */
export const toDomain = (dto: { userId: number | null }): PlayerState =>
  dto.userId === null ? ANONYMOUS_PLAYER : { ...ANONYMOUS_PLAYER, userId: dto.userId };
