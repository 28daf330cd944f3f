import { describe, expect, it } from 'vitest';
import {
  nextRegistrationReminderAt,
  parseReminderNextAllowed,
  registrationReminderDelayMs,
  registrationReminderRecheckMs,
  serializeReminderNextAllowed,
  shouldShowRegistrationReminder,
} from './registration-reminder';

const base = { isAuthenticated: false, authFormOpen: false, modalOpen: false, now: 1000, nextAllowedAt: null };

describe('registration reminder popup (spec 001 §4, §6)', () => {
  it.each([
    ['spec 001 §4: delay is configured in seconds', 30, 30_000],
    ['spec 001 §4: zero delay', 0, 0],
  ])('%s', (_rule, seconds, ms) => {
    expect(registrationReminderDelayMs(seconds)).toBe(ms);
  });
  it.each([
    ['spec 001 §4: next allowed = now + interval minutes', 1000, 10, 601_000],
    ['spec 001 §4: interval 0 means never again', 1000, 0, 'never'],
  ] as const)('%s', (_rule, now, minutes, next) => {
    expect(nextRegistrationReminderAt(now, minutes)).toBe(next);
  });
  it.each([
    ['spec 001 §4: shown to a visitor with nothing open, never shown before', {}, true],
    ['spec 001 §6: not shown to a signed-in user', { isAuthenticated: true }, false],
    ['spec 001 §4: not shown while an auth form is open', { authFormOpen: true }, false],
    ['spec 001 §4: not shown while a modal is open', { modalOpen: true }, false],
    ['spec 001 §4: not shown before the stored next time', { nextAllowedAt: 1001 }, false],
    ['spec 001 §4: shown at the stored next time', { nextAllowedAt: 1000 }, true],
    ['spec 001 §4: never again after interval 0', { nextAllowedAt: 'never' }, false],
  ] as const)('%s', (_rule, over, show) => {
    expect(shouldShowRegistrationReminder({ ...base, ...over })).toBe(show);
  });
  it.each([
    ['601000', 601_000],
    ['never', 'never'],
    ['', null],
    ['soon', null],
    [null, null],
  ] as const)('stored value %j reads as %j', (stored, value) => {
    expect(parseReminderNextAllowed(stored)).toBe(value);
  });
  it('round-trips', () => {
    expect(parseReminderNextAllowed(serializeReminderNextAllowed(601_000))).toBe(601_000);
    expect(parseReminderNextAllowed(serializeReminderNextAllowed('never'))).toBe('never');
  });
  it.each([
    ['spec 001 §4: shown with interval 10 min: next check at the stored time', { nextAllowedAt: 1000 + 600_000 }, 600_000],
    ['spec 001 §4: interval 0 (never): no more checks', { nextAllowedAt: 'never' }, null],
    ['spec 001 §6: signed in: no more checks', { isAuthenticated: true }, null],
    ['held back by an open form or modal: again after the delay', { nextAllowedAt: null }, 30_000],
    ['a stored time nearer than the delay waits the delay', { nextAllowedAt: 1000 + 5_000 }, 30_000],
    ['held back with a zero delay waits a second, never spins', { nextAllowedAt: null, delayMs: 0 }, 1000],
  ] as const)('%s', (_rule, over, ms) => {
    expect(registrationReminderRecheckMs({ isAuthenticated: false, now: 1000, nextAllowedAt: null, delayMs: 30_000, ...over })).toBe(ms);
  });
});
