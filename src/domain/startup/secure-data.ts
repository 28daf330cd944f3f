import { SITE_UPDATES_REASON } from './blocking';

/** spec 000 §7: secure-data is skipped when the blocking reason is 4. */
export const shouldLoadSecureData = (blockingReason: number | null): boolean =>
  blockingReason !== SITE_UPDATES_REASON;

/** spec 000 §7: secure-data results go to the ggru cookie and a grant cookie. */
export const GGRU_COOKIE = 'ggru';

/** spec 000 §7, §9: the grant cookie lives 1800 s on path root. */
export const GRANT_COOKIE_OPTIONS = { maxAgeSeconds: 1800, path: '/' } as const;

/** spec 000 §7: the grant value is keyed by host id; the cookie is written only when the host has one. */
export function grantForHost(grants: Readonly<Record<string, string>>, hostId: string): string | null {
  const value = grants[hostId];
  return typeof value === 'string' && value !== '' ? value : null;
}
