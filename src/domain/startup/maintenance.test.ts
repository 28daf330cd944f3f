import { describe, expect, it } from 'vitest';
import {
  MAINTENANCE_DEFAULT_NOTICE_WINDOW_MS,
  type MaintenanceInfo,
  decodeBase64Utf8,
  decodeMaintenanceCookie,
  encodeMaintenanceCookie,
  isMaintenanceActive,
  maintenanceNoticeLocale,
  shouldShowMaintenanceNotice,
} from './maintenance';

const HOUR = 3_600_000;
const START = Date.UTC(2030, 0, 10, 12);
const info = (over: Partial<MaintenanceInfo> = {}): MaintenanceInfo => ({
  startedAt: START,
  endedAt: START + 2 * HOUR,
  notifyStartedAt: null,
  notifyEndedAt: null,
  state: false,
  ...over,
});
// Test-side base64 via Node, independent of the domain encoder.
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('maintenance active (spec 001 §4)', () => {
  it.each([
    ['spec 001 §4: cookie 1 means active', '1', null, true],
    ['spec 001 §4: decoded state true means active', null, info({ state: true }), true],
    ['spec 001 §4: cookie 1 wins over decoded state false', '1', info({ state: false }), true],
    ['spec 001 §4: decoded state false and no cookie is inactive', null, info({ state: false }), false],
    ['spec 001 §4: cookie 0 is inactive', '0', null, false],
    ['spec 001 §4: no cookie at all is inactive', null, null, false],
    ['spec 001 §4: cookie "true" is not the value 1', 'true', null, false],
  ])('%s', (_rule, cookie, decoded, expected) => {
    expect(isMaintenanceActive(cookie, decoded)).toBe(expected);
  });
});

describe('maintenance cookie decoding (spec 001 §3: startedAt, endedAt, notifyStartedAt, notifyEndedAt, state)', () => {
  const full = { startedAt: START, endedAt: START + HOUR, notifyStartedAt: START - HOUR, notifyEndedAt: START + HOUR, state: true };

  it('spec 001 §3: decodes base64 JSON with every field', () => {
    expect(decodeMaintenanceCookie(b64(JSON.stringify(full)))).toEqual(full);
  });

  it('spec 001 §3: decodes URL-safe, unpadded and percent-encoded base64', () => {
    const standard = b64(JSON.stringify(full));
    const urlSafe = standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeMaintenanceCookie(urlSafe)).toEqual(full);
    expect(decodeMaintenanceCookie(encodeURIComponent(standard))).toEqual(full);
  });

  it('spec 001 §3: missing notify times decode as null (default window applies)', () => {
    expect(decodeMaintenanceCookie(b64(JSON.stringify({ startedAt: START, endedAt: START, state: false })))).toEqual(
      info({ endedAt: START }),
    );
  });

  it('round-trips through the documented encoding', () => {
    expect(decodeMaintenanceCookie(encodeMaintenanceCookie(info({ state: true })))).toEqual(info({ state: true }));
  });

  it('decodes UTF-8 text', () => {
    expect(decodeBase64Utf8(b64('техработы ✓'))).toBe('техработы ✓');
  });

  it.each([
    ['empty cookie', ''],
    ['null cookie', null],
    ['the plain flag 1', '1'],
    ['not base64', '!!!***'],
    ['base64 of non-JSON', b64('maintenance')],
    ['base64 of a JSON array', b64('[1,2]')],
    ['base64 of JSON null', b64('null')],
    ['state missing', b64(JSON.stringify({ startedAt: START, endedAt: START }))],
    ['state as the string "true"', b64(JSON.stringify({ ...full, state: 'true' }))],
    ['startedAt as a string', b64(JSON.stringify({ ...full, startedAt: '2030-01-10' }))],
    ['endedAt before startedAt', b64(JSON.stringify({ ...full, endedAt: START - 1 }))],
    ['notifyStartedAt as a string', b64(JSON.stringify({ ...full, notifyStartedAt: 'soon' }))],
    ['invalid UTF-8 bytes', Buffer.from([0xff, 0xfe, 0xfd]).toString('base64')],
  ])('spec 001 §3: invalid cookie (%s) decodes to null', (_case, raw) => {
    expect(decodeMaintenanceCookie(raw)).toBeNull();
  });
});

describe('maintenance notice window (spec 000 §4, spec 001 §9)', () => {
  it('spec 001 §9: default window is 24 h', () => {
    expect(MAINTENANCE_DEFAULT_NOTICE_WINDOW_MS).toBe(86_400_000);
  });

  it.each([
    ['spec 001 §9: default window, 25 h before start: hidden', info(), START - 25 * HOUR, false],
    ['spec 001 §9: default window, exactly 24 h before start: shown', info(), START - 24 * HOUR, true],
    ['spec 001 §9: default window, 1 h before start: shown', info(), START - HOUR, true],
    ['spec 000 §4: during maintenance, before its end: shown', info(), START + HOUR, true],
    ['spec 000 §4: at the end: hidden', info(), START + 2 * HOUR, false],
    ['spec 000 §4: after the end: hidden', info(), START + 3 * HOUR, false],
    ['spec 000 §4: explicit notify window not yet open: hidden', info({ notifyStartedAt: START - HOUR }), START - 2 * HOUR, false],
    ['spec 000 §4: explicit notify window open: shown', info({ notifyStartedAt: START - 48 * HOUR }), START - 30 * HOUR, true],
    ['spec 000 §4: explicit notify window closed before the end: hidden', info({ notifyEndedAt: START }), START + HOUR, false],
    ['spec 000 §4: notify end after maintenance end is capped at the end', info({ notifyEndedAt: START + 10 * HOUR }), START + 3 * HOUR, false],
    ['spec 000 §4: no decoded cookie: hidden', null, START, false],
  ])('%s', (_rule, window, now, expected) => {
    expect(shouldShowMaintenanceNotice(window, now)).toBe(expected);
  });
});

describe('maintenance notice language (spec 000 §8)', () => {
  it.each([
    ['RU', 'ru'],
    ['UA', 'ru'],
    ['KZ', 'ru'],
    ['AZ', 'ru'],
    ['kz', 'ru'],
    [' az ', 'ru'],
    ['BY', 'en'],
    ['GB', 'en'],
    ['US', 'en'],
    ['', 'en'],
    [null, 'en'],
  ] as const)('spec 000 §8: country %j gets %s', (country, locale) => {
    expect(maintenanceNoticeLocale(country)).toBe(locale);
  });
});
