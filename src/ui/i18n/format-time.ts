/**
 * The player's clock (spec 000 §3 preferences `timeZone`, `is12h`): where the times are read and how the
 * hours are counted. `timeZone` is what the preferences store, hours from UTC (3, −5, 5.5); an IANA name
 * ("Europe/Moscow") is taken too, and "auto", an offset no zone has (outside −12…+14) or a name Intl does
 * not know mean the browser's own zone, so a corrupt preference never breaks a page.
 */
export interface PlayerClock {
  timeZone: number | string;
  is12h: boolean;
}

/**
 * How much of the instant is shown: `start` a game's start ("24 Nov, 18:05"), `dateTime` a moment with its
 * year (a bet placed, a payment, a limit's end: "24 Nov 2026, 18:05").
 */
export type TimeStyle = 'start' | 'dateTime';

const MIN_OFFSET = -12;
const MAX_OFFSET = 14;
const HOUR_MS = 3_600_000;
/** The last instant a Date holds (ECMAScript: ±100,000,000 days). */
const MAX_DATE_MS = 8.64e15;

const STYLES: Readonly<Record<TimeStyle, Intl.DateTimeFormatOptions>> = {
  start: { day: '2-digit', month: 'short', minute: '2-digit' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', minute: '2-digit' },
};

/** The locale of the page's language: Russian pages as in Russia, every other as British English (day before month). */
const localeOf = (lng: string): string => (lng === 'ru' ? 'ru-RU' : 'en-GB');

/** The browser's zone: no timeZone option at all. */
type Zone = { kind: 'browser' } | { kind: 'offset'; hours: number } | { kind: 'named'; name: string };

function zoneOf(timeZone: number | string): Zone {
  if (typeof timeZone === 'number') {
    return Number.isFinite(timeZone) && timeZone >= MIN_OFFSET && timeZone <= MAX_OFFSET ? { kind: 'offset', hours: timeZone } : { kind: 'browser' };
  }
  if (timeZone === '' || timeZone === 'auto') return { kind: 'browser' };
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return { kind: 'named', name: timeZone };
  } catch {
    return { kind: 'browser' };
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(lng: string, style: TimeStyle, zone: Zone, is12h: boolean): Intl.DateTimeFormat {
  const timeZone = zone.kind === 'offset' ? 'UTC' : zone.kind === 'named' ? zone.name : undefined;
  const key = `${lng}|${style}|${timeZone ?? ''}|${is12h ? 12 : 24}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // h23 rather than hour12: false, which some engines read as h24 ("24:05"); a 12-hour clock writes "6:05 pm".
    // Russian has no AM/PM of its own, and ICU (Node, Chromium) writes the English "8:55 AM" in ru-RU: a Russian
    // 12-hour time names the part of the day, "8:55 утра", "6:05 вечера" (dayPeriod, QA13 #11).
    formatter = new Intl.DateTimeFormat(localeOf(lng), {
      ...STYLES[style],
      hour: is12h ? 'numeric' : '2-digit',
      hourCycle: is12h ? 'h12' : 'h23',
      ...(is12h && lng === 'ru' ? { dayPeriod: 'short' as const } : {}),
      ...(timeZone === undefined ? {} : { timeZone }),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An instant (ms since 1970) as the player reads it: in the page's language, in the chosen zone, on the
 * chosen clock. A whole or fractional UTC offset is applied by moving the instant and reading it as UTC
 * (Intl knows no "+05:30" zone). "—" for no instant.
 */
export function formatTime(ms: number, lng: string, clock: PlayerClock, style: TimeStyle = 'dateTime'): string {
  const zone = zoneOf(clock.timeZone);
  const shown = zone.kind === 'offset' ? ms + zone.hours * HOUR_MS : ms;
  if (!Number.isFinite(shown) || Math.abs(shown) > MAX_DATE_MS) return '—';
  return formatterFor(lng, style, zone, clock.is12h).format(shown);
}
