import type { CookiesPort } from '../shared';

/**
 * Referral cookies written from the landing query string (spec 001 §9
 * Referral cookies; spec 000 §9).
 *
 * Rules, in the order the cookies are listed:
 * - refererid ← query refererid, 60 days.
 * - reflinkid ← the first of bf, btag, tag, qtag present (spec order), 60 days; 1 day when it came from bf.
 * - reflinkid (short) ← query reflinkid, 1 hour. Design: a "short" reflink is
 *   the id itself handed over by a short-link landing (/r/abc → ?reflinkid=abc)
 *   instead of an affiliate tag; it lives an hour, enough to finish
 *   registration, and never overrides a long reflinkid from bf/btag/tag/qtag
 *   in the same query.
 * - ref_partner_id ← click_id when aip and utm_source are also present, 30 days;
 *   otherwise affid when a tag (tag parameter) is present, 60 days; otherwise a
 *   lone click_id or affid with the default lifetime (86400 s).
 * - subid ← query subid, 60 days.
 * - postback_watcher ← pb, 30 days. Design: without pb, a referral visit (any
 *   cookie above) writes postback_watcher '0' for 4 s, which overwrites a
 *   watcher left by an earlier campaign so it expires almost at once. A query
 *   with no referral parameter writes nothing.
 * Values are trimmed; empty, longer than 256 characters, or holding control,
 * whitespace or cookie-breaking characters (; , " \ < >) are ignored.
 */
export interface ReferralCookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

const DAY_S = 86_400;

export const REFERRAL_COOKIE_LIFETIMES_S = {
  /** spec 001 §9: refererid 60 days (5184000 s). */
  refererid: 60 * DAY_S,
  reflinkid: 60 * DAY_S,
  reflinkidFromBf: DAY_S,
  /** spec 001 §9: short reflinkid 1 hour. */
  shortReflinkid: 3600,
  refPartnerIdClick: 30 * DAY_S,
  refPartnerIdAffid: 60 * DAY_S,
  postbackWatcherWithPb: 30 * DAY_S,
  postbackWatcherWithoutPb: 4,
  subid: 60 * DAY_S,
  /** spec 001 §9: default cookie lifetime 86400 s. */
  default: DAY_S,
} as const;

/** spec 001 §9: reflinkid sources, in order of precedence. */
export const REFLINK_SOURCES = ['bf', 'btag', 'tag', 'qtag'] as const;

const MAX_VALUE_LENGTH = 256;
const FORBIDDEN_VALUE_CHAR = /[\p{C}\s;,"\\<>]/u;

/** Query string ('?a=1&b=2' or 'a=1&b=2') to a map of clean values; the first occurrence of a name wins. */
export function parseReferralQuery(search: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [rawName = '', ...rest] = pair.split('=');
    const name = decodeQueryPart(rawName);
    const value = decodeQueryPart(rest.join('='))?.trim();
    if (!name || params.has(name) || value === undefined || !isCleanValue(value)) continue;
    params.set(name, value);
  }
  return params;
}

function decodeQueryPart(part: string): string | undefined {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

const isCleanValue = (value: string): boolean =>
  value !== '' && value.length <= MAX_VALUE_LENGTH && !FORBIDDEN_VALUE_CHAR.test(value);

const cookie = (name: string, value: string, maxAgeSeconds: number): ReferralCookie => ({ name, value, maxAgeSeconds });

function reflinkCookie(params: Map<string, string>): ReferralCookie | null {
  const L = REFERRAL_COOKIE_LIFETIMES_S;
  const source = REFLINK_SOURCES.find((name) => params.has(name));
  if (source) return cookie('reflinkid', params.get(source) ?? '', source === 'bf' ? L.reflinkidFromBf : L.reflinkid);
  const short = params.get('reflinkid');
  return short ? cookie('reflinkid', short, L.shortReflinkid) : null;
}

function refPartnerCookie(params: Map<string, string>): ReferralCookie | null {
  const L = REFERRAL_COOKIE_LIFETIMES_S;
  const clickId = params.get('click_id');
  const affid = params.get('affid');
  if (clickId && params.has('aip') && params.has('utm_source')) return cookie('ref_partner_id', clickId, L.refPartnerIdClick);
  if (affid && params.has('tag')) return cookie('ref_partner_id', affid, L.refPartnerIdAffid);
  const lone = clickId ?? affid;
  return lone ? cookie('ref_partner_id', lone, L.default) : null;
}

/** The referral cookies a landing query string asks for, by the rules above. */
export function referralCookiesFromQuery(search: string): ReferralCookie[] {
  const L = REFERRAL_COOKIE_LIFETIMES_S;
  const params = parseReferralQuery(search);
  const refererid = params.get('refererid');
  const subid = params.get('subid');
  const cookies = [
    refererid ? cookie('refererid', refererid, L.refererid) : null,
    reflinkCookie(params),
    refPartnerCookie(params),
    subid ? cookie('subid', subid, L.subid) : null,
  ].filter((c): c is ReferralCookie => c !== null);
  const pb = params.get('pb');
  if (pb) cookies.push(cookie('postback_watcher', pb, L.postbackWatcherWithPb));
  else if (cookies.length > 0) cookies.push(cookie('postback_watcher', '0', L.postbackWatcherWithoutPb));
  return cookies;
}

/** Writes the referral cookies of a landing query; path '/' so every page and the registration call see them. */
export function writeReferralCookies(cookies: CookiesPort, search: string): ReferralCookie[] {
  const written = referralCookiesFromQuery(search);
  for (const { name, value, maxAgeSeconds } of written) cookies.set(name, value, { maxAgeSeconds, path: '/' });
  return written;
}
