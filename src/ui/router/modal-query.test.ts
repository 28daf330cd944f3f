import { describe, expect, it } from 'vitest';
import { withoutModalQuery } from './modal-query';

describe('withoutModalQuery (QA7 #17: a closed dialog leaves no query that reopens it on reload)', () => {
  it.each([
    ['QA7 #17: the recovery dialog drops showForgotPasswordModal', '?showForgotPasswordModal=1', 'forgot-password', ''],
    ['other keys stay', '?showForgotPasswordModal=1&tab=all', 'forgot-password', '?tab=all'],
    ['a linkable dialog drops its modal key', '?modal=forgot-password', 'forgot-password', ''],
    ['the login dialog opened by ?modal=login', '?x=1&modal=login', 'login', '?x=1'],
    ['a modal key naming another modal stays', '?modal=navigation-menu', 'login', '?modal=navigation-menu'],
    ['nothing to remove: the same search', '?tab=all', 'forgot-password', '?tab=all'],
    ['an empty search', '', 'login', ''],
  ])('%s', (_rule, search, closed, expected) => {
    expect(withoutModalQuery(search, closed)).toBe(expected);
  });
});
