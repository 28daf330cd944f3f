/**
 * Maintenance cookie rules (spec 001 §3 Site config, §4 Maintenance, §9;
 * spec 000 §4, §8).
 *
 * Encoding of the decoded maintenance cookie (the spec names its fields but
 * not its format; this is the contract the server and the fake share):
 *   base64( JSON.stringify({ startedAt, endedAt, notifyStartedAt, notifyEndedAt, state }) )
 * - times are milliseconds since the Unix epoch (numbers);
 * - notifyStartedAt / notifyEndedAt may be null or absent: the notice window
 *   then defaults to 24 h before startedAt until endedAt;
 * - state is a boolean: true means maintenance is on now;
 * - base64 may be the standard or the URL-safe alphabet, padding optional.
 * Anything else (bad base64, bad JSON, a missing or mistyped field,
 * endedAt before startedAt) decodes to null.
 */
export interface MaintenanceInfo {
  startedAt: number;
  endedAt: number;
  notifyStartedAt: number | null;
  notifyEndedAt: number | null;
  state: boolean;
}

/** spec 001 §9: maintenance default notice window 24 h (before the start). */
export const MAINTENANCE_DEFAULT_NOTICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** spec 001 §4: maintenance is active if the raw cookie is '1' or the decoded cookie says state true. */
export function isMaintenanceActive(cookieValue: string | null, decoded: MaintenanceInfo | null): boolean {
  return cookieValue === '1' || decoded?.state === true;
}

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 (standard or URL-safe) to UTF-8 text; null when malformed. Written here to keep the domain free of DOM APIs. */
export function decodeBase64Utf8(input: string): string | null {
  const normalized = input.trim().replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (normalized.length % 4 === 1 || /[^A-Za-z0-9+/]/.test(normalized)) return null;
  let bits = 0;
  let buffer = 0;
  let percentEncoded = '';
  for (const char of normalized) {
    buffer = (buffer << 6) | BASE64_ALPHABET.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      const byte = (buffer >> bits) & 0xff;
      percentEncoded += `%${byte.toString(16).padStart(2, '0')}`;
    }
  }
  try {
    return decodeURIComponent(percentEncoded);
  } catch {
    return null;
  }
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isOptionalTime = (value: unknown): value is number | null | undefined =>
  value === null || value === undefined || isTime(value);

/** Decodes the maintenance cookie as documented above; invalid input gives null. */
export function decodeMaintenanceCookie(raw: string | null): MaintenanceInfo | null {
  if (!raw) return null;
  let text: string | null = decodeBase64Utf8(raw);
  if (text === null) {
    // Cookie adapters may hand over the value still percent-encoded.
    try {
      text = decodeBase64Utf8(decodeURIComponent(raw));
    } catch {
      return null;
    }
  }
  if (text === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { startedAt, endedAt, notifyStartedAt, notifyEndedAt, state } = data as Record<string, unknown>;
  if (!isTime(startedAt) || !isTime(endedAt) || endedAt < startedAt) return null;
  if (!isOptionalTime(notifyStartedAt) || !isOptionalTime(notifyEndedAt)) return null;
  if (typeof state !== 'boolean') return null;
  return {
    startedAt,
    endedAt,
    notifyStartedAt: notifyStartedAt ?? null,
    notifyEndedAt: notifyEndedAt ?? null,
    state,
  };
}

/** The inverse of decodeMaintenanceCookie, for fakes and tests (standard alphabet, padded). */
export function encodeMaintenanceCookie(info: MaintenanceInfo): string {
  const bytes = Array.from(
    encodeURIComponent(JSON.stringify(info)).replace(/%([0-9A-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    ),
    (c) => c.charCodeAt(0),
  );
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b, c] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += BASE64_ALPHABET[(n >> 18) & 63];
    out += BASE64_ALPHABET[(n >> 12) & 63];
    out += b === undefined ? '=' : BASE64_ALPHABET[(n >> 6) & 63];
    out += c === undefined ? '=' : BASE64_ALPHABET[n & 63];
  }
  return out;
}

/** The window in which the notice shows: the explicit notify window, else 24 h before start until the end. */
export function maintenanceNoticeWindow(info: MaintenanceInfo): { from: number; until: number } {
  return {
    from: info.notifyStartedAt ?? info.startedAt - MAINTENANCE_DEFAULT_NOTICE_WINDOW_MS,
    until: Math.min(info.notifyEndedAt ?? info.endedAt, info.endedAt),
  };
}

/** spec 000 §4: within the notify window and before the maintenance end, a warning shows start and end. */
export function shouldShowMaintenanceNotice(info: MaintenanceInfo | null, now: number): boolean {
  if (!info) return false;
  const { from, until } = maintenanceNoticeWindow(info);
  return now >= from && now < until && now < info.endedAt;
}

export type MaintenanceNoticeLocale = 'ru' | 'en';

/** spec 000 §8: the maintenance notice is Russian for RU, UA, KZ, AZ and English otherwise. */
export const MAINTENANCE_RUSSIAN_COUNTRIES: readonly string[] = ['RU', 'UA', 'KZ', 'AZ'];

export function maintenanceNoticeLocale(countryCode: string | null | undefined): MaintenanceNoticeLocale {
  const code = (countryCode ?? '').trim().toUpperCase();
  return MAINTENANCE_RUSSIAN_COUNTRIES.includes(code) ? 'ru' : 'en';
}
