import { describe, expect, it } from 'vitest';
import { welcomeNoticeFor, type SignInOrigin } from './welcome';

describe('spec 001 §1 welcome-user widget (design: once, after a registration, naming the first deposit and the bonus chosen)', () => {
  it.each([
    ['sport', 'welcome_text_sport'],
    ['casino', 'welcome_text_casino'],
    ['reject', 'welcome_text_reject'],
  ] as const)('a registration\'s sign-in is welcomed with the first deposit and the bonus chosen (%s)', (choice, textKey) => {
    expect(welcomeNoticeFor('registration', choice)).toEqual({ kind: 'welcome', titleKey: 'welcome_title', textKey, dedupeKey: 'welcome' });
  });

  it.each<[string, SignInOrigin]>([
    ['a login', 'login-form'],
    ['a login by token', 'token'],
    ['a social sign-in', 'oauth'],
    ['a session restored at start', null],
  ])('%s is not welcomed (the queue shows one notice at a time; a returning player needs none)', (_rule, origin) => {
    expect(welcomeNoticeFor(origin, 'sport')).toBeNull();
  });
});
