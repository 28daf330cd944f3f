import { describe, expect, it } from 'vitest';
import {
  autoClosesAfter,
  errorText,
  NOTIFICATION_AUTO_CLOSE_MS,
  NOTIFICATIONS_AT_A_TIME,
  ServerRefusalError,
  visibleNotifications,
} from './notifications';

describe('errorText: a notice shows the server\'s words for the player, never an exception\'s own text (spec 000 §8, QA10 #1)', () => {
  it.each([
    ['spec 000 §8: a JSON-API error joins its details with newlines', { errors: [{ detail: 'one' }, { detail: 'two' }] }, 'one\ntwo'],
    ['spec 000 §8: a server refusal ({ success: false, message }) is shown as it comes', new ServerRefusalError('No money may be left on it.'), 'No money may be left on it.'],
    ['spec 000 §8: any error carrying the server\'s message (the HTTP adapters\' error) gives it', Object.assign(new Error('raw'), { serverMessage: 'Refused.' }), 'Refused.'],
  ])('%s', (_rule, error, text) => {
    expect(errorText(error)).toBe(text);
  });

  it.each([
    ['QA10 #1: a fake\'s failure (a JS error\'s message)', new Error('Fake set-active-account failure')],
    ['QA10 #1: a network failure over HTTP ("Failed to fetch")', new TypeError('Failed to fetch')],
    ['QA10 #1: an adapter error with no server message', Object.assign(new Error('Failed to fetch'), { serverMessage: null })],
    ['a JSON-API error without details', { errors: [{ code: 7 }, { detail: '  ' }] }],
    ['a thrown string', 'boom'],
    ['nothing', null],
  ])('%s gives no text (the caller shows its dictionary text)', (_rule, error) => {
    expect(errorText(error)).toBeNull();
  });
});

describe('notification groups (spec 001 §9)', () => {
  it('spec 001 §9: notification groups: 1 at a time', () => {
    expect(NOTIFICATIONS_AT_A_TIME).toBe(1);
    expect(visibleNotifications(['maintenance', 'update', 'adblock'])).toEqual(['maintenance']);
    expect(visibleNotifications([])).toEqual([]);
  });
  it('spec 001 §9: notification modals of several kinds auto-close after 10000 ms', () => {
    expect(NOTIFICATION_AUTO_CLOSE_MS).toBe(10_000);
    expect(autoClosesAfter('snackbar')).toBe(10_000);
    expect(autoClosesAfter('maintenance')).toBeNull();
  });
});
