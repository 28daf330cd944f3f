import type { TokenLoginRequest } from './auth.port';

/**
 * Login by token on arrival (spec 001 §7: method_id, token, sign, lng).
 * Design: a link signs the player in when its query carries all three of
 *
 *   ?auth_method_id=<digits>&auth_token=<token>&auth_sign=<sign>
 *
 * The keys are prefixed so they never clash with other query keys
 * (redirectToken, token of other services); `lng` is the page's language
 * prefix. The keys are removed from the address once read, so a reload or a
 * shared link does not replay the token.
 */
export const LOGIN_TOKEN_QUERY_KEYS = {
  methodId: 'auth_method_id',
  token: 'auth_token',
  sign: 'auth_sign',
} as const;

const TOKEN_SHAPE = /^[A-Za-z0-9._~+/=-]{1,512}$/;

/** The token login the query asks for, or null when any key is missing or malformed. */
export function loginTokenFromQuery(search: string, lng: string): TokenLoginRequest | null {
  const query = new URLSearchParams(search);
  const methodId = query.get(LOGIN_TOKEN_QUERY_KEYS.methodId);
  const token = query.get(LOGIN_TOKEN_QUERY_KEYS.token);
  const sign = query.get(LOGIN_TOKEN_QUERY_KEYS.sign);
  if (methodId === null || token === null || sign === null) return null;
  if (!/^\d{1,9}$/.test(methodId) || !TOKEN_SHAPE.test(token) || !TOKEN_SHAPE.test(sign)) return null;
  return { methodId: Number(methodId), token, sign, lng };
}

/** The query without the token-login keys ('' when nothing else is left). */
export function withoutLoginTokenKeys(search: string): string {
  const query = new URLSearchParams(search);
  for (const key of Object.values(LOGIN_TOKEN_QUERY_KEYS)) query.delete(key);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

export const hasLoginTokenKeys = (search: string): boolean => {
  const query = new URLSearchParams(search);
  return Object.values(LOGIN_TOKEN_QUERY_KEYS).some((key) => query.has(key));
};
