import { describe, expect, it } from 'vitest';
import {
  AUTO_LOGOFF_NOTICE_KEY,
  IDLE_ACTIVITY_EVENTS,
  IDLE_THROTTLE_MS,
  idleDecision,
  idleLimitMs,
  parseLastActive,
  serializeLastActive,
} from './idle-logoff';

const MIN = 60_000;

describe('idle auto-logoff (spec 000 §4, §9)', () => {
  it('spec 000 §9: activity events', () => {
    expect(IDLE_ACTIVITY_EVENTS).toEqual(['mousemove', 'mousedown', 'resize', 'keydown', 'touchstart', 'touchend', 'wheel']);
  });
  it('spec 000 §9: throttle 100 ms; spec 000 §8: notice key', () => {
    expect(IDLE_THROTTLE_MS).toBe(100);
    expect(AUTO_LOGOFF_NOTICE_KEY).toBe('modal_autologoff_inactivity');
  });
  it.each([
    [1, 60_000],
    [15, 900_000],
    [0.5, 30_000],
  ])('spec 000 §9: limit = %d minutes x 60000 ms = %d', (minutes, ms) => {
    expect(idleLimitMs(minutes)).toBe(ms);
  });
  it.each([
    ['spec 000 §4: within the limit waits for the rest', { lastActiveAt: 0, now: 4 * MIN, limitMinutes: 10, mediaPlaying: false }, { kind: 'wait', remainingMs: 6 * MIN }],
    ['spec 000 §4: at the limit logs out', { lastActiveAt: 0, now: 10 * MIN, limitMinutes: 10, mediaPlaying: false }, { kind: 'logout' }],
    ['spec 000 §4: a return after the limit logs out', { lastActiveAt: 0, now: 3 * 60 * MIN, limitMinutes: 10, mediaPlaying: false }, { kind: 'logout' }],
    ['spec 000 §4: media playing never logs out', { lastActiveAt: 0, now: 3 * 60 * MIN, limitMinutes: 10, mediaPlaying: true }, { kind: 'wait', remainingMs: 10 * MIN }],
    ['spec 000 §4: disabled without a configured limit', { lastActiveAt: 0, now: 3 * 60 * MIN, limitMinutes: null, mediaPlaying: false }, { kind: 'disabled' }],
    ['spec 000 §4: a limit of 0 minutes is disabled', { lastActiveAt: 0, now: 3 * 60 * MIN, limitMinutes: 0, mediaPlaying: false }, { kind: 'disabled' }],
    ['design: no stored last-active time starts a full wait', { lastActiveAt: null, now: 5, limitMinutes: 10, mediaPlaying: false }, { kind: 'wait', remainingMs: 10 * MIN }],
    ['design: a last-active time in the future counts as now', { lastActiveAt: 5 * MIN, now: 0, limitMinutes: 10, mediaPlaying: false }, { kind: 'wait', remainingMs: 10 * MIN }],
  ])('%s', (_rule, input, decision) => {
    expect(idleDecision(input)).toEqual(decision);
  });
  it.each([
    ['1700000000000', 1_700_000_000_000],
    [' 42 ', 42],
    ['', null],
    ['abc', null],
    ['-5', null],
    ['1e9', null],
    [null, null],
  ])('spec 000 §3: stored last active time %j reads as %j', (stored, value) => {
    expect(parseLastActive(stored)).toBe(value);
  });
  it('spec 000 §3: last active time round-trips', () => {
    expect(parseLastActive(serializeLastActive(1_700_000_000_123.7))).toBe(1_700_000_000_123);
  });
});
