import { describe, expect, it } from 'vitest';
import { BAN_LEVEL_AFTER_LOGOUT, LOGOUT_CONFIRMATION_KEY, LOGOUT_STEPS, logoutFinish } from './logout';

describe('logout (spec 000 §4, §8)', () => {
  it('spec 000 §4: steps in order', () => {
    expect(LOGOUT_STEPS).toEqual([
      'disconnect',
      'clear-auth-cookies',
      'reset-ban-level',
      'clear-user-id',
      'clear-remembered-active-account',
      'reset-profile-ids',
      'go-home-or-reload',
    ]);
  });
  it('spec 000 §4: ban level 0 after logout; spec 000 §8: header_you_sure confirmation', () => {
    expect(BAN_LEVEL_AFTER_LOGOUT).toBe(0);
    expect(LOGOUT_CONFIRMATION_KEY).toBe('header_you_sure');
  });
  it.each([
    ['spec 000 §4: success goes home in the current language', { succeeded: true, language: 'ru', reloadRequired: false }, { kind: 'go-home', path: '/ru' }],
    ['spec 000 §4: failure reloads', { succeeded: false, language: 'ru', reloadRequired: false }, { kind: 'reload' }],
    ['spec 000 §4: success that needs a reload reloads', { succeeded: true, language: 'en', reloadRequired: true }, { kind: 'reload' }],
    ['spec 000 §4: no current language reloads', { succeeded: true, language: null, reloadRequired: false }, { kind: 'reload' }],
  ])('%s', (_rule, input, finish) => {
    expect(logoutFinish(input)).toEqual(finish);
  });
});
