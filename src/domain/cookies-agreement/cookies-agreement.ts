import type { ConfigGroup } from '../config-groups/config-groups.port';

/** Local storage: when the visitor answered the cookie banner (ms since 1970), kept for the log after login (spec 000 §7). */
export const COOKIES_AGREE_TIME_STORAGE_KEY = 'cookies_agree_time';

/** A stored agreement time; null when none is stored or it is not a time. */
export function parseCookiesAgreeTime(raw: string | null): number | null {
  if (raw === null || !/^\d{1,15}$/.test(raw)) return null;
  const time = Number(raw);
  return Number.isSafeInteger(time) && time > 0 ? time : null;
}

/**
 * Whether the cookies-agreement log is on (spec 000: "POST cookies-agreement log … if logging is on"). Design: the
 * specification names no switch; it is the `common` config group's `cookiesAgreementLog` key, off unless true.
 */
export const cookiesAgreementLogEnabled = (groups: Readonly<Record<string, ConfigGroup>>): boolean =>
  groups.common?.cookiesAgreementLog === true;
