import { describe, expect, it } from 'vitest';
import {
  SESSION_RECHECK_INTERVAL_MS,
  STARTUP_SESSION_CHECK_RETRY,
  recheckDelayOnResume,
  sessionCheckOutcome,
  shouldRecheckSession,
} from './session-recheck';

describe('session recheck (spec 000 §4, §9)', () => {
  it('spec 000 §9: session refresh every 60 s', () => {
    expect(SESSION_RECHECK_INTERVAL_MS).toBe(60_000);
  });
  it('spec 000 §4: start-up session check retries 2 times at 1500 ms', () => {
    expect(STARTUP_SESSION_CHECK_RETRY).toEqual({ retries: 2, delayMs: 1500 });
  });
  it.each([
    ['spec 000 §4: runs while visible', 'visible', true],
    ['spec 000 §4: paused while hidden', 'hidden', false],
  ] as const)('%s', (_rule, visibility, expected) => {
    expect(shouldRecheckSession(visibility)).toBe(expected);
  });
  it.each([
    ['spec 000 §4: resumed after a long absence checks at once', 0, 120_000, 0],
    ['spec 000 §4: resumed after exactly one interval checks at once', 0, 60_000, 0],
    ['spec 000 §4: resumed mid-interval waits out the rest', 0, 45_000, 15_000],
    ['spec 000 §4: never checked checks at once', null, 10, 0],
  ])('%s', (_rule, last, now, delay) => {
    expect(recheckDelayOnResume(last, now)).toBe(delay);
  });
  it.each([
    ['spec 000 §4: a user id signs the player in', 42, { kind: 'signed-in', userId: 42 }],
    ['spec 000 §4: no user id disconnects', null, { kind: 'disconnect' }],
    ['spec 000 §4: user id 0 disconnects', 0, { kind: 'disconnect' }],
    ['spec 000 §4: undefined disconnects', undefined, { kind: 'disconnect' }],
  ])('%s', (_rule, userId, outcome) => {
    expect(sessionCheckOutcome(userId)).toEqual(outcome);
  });
});
