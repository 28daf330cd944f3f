import { describe, expect, it } from 'vitest';
import { isConfirmTermsPath } from './page-language';

describe('a 451 sends the player to confirm-terms, but not again from there (QA11 #1: it reloaded forever)', () => {
  it.each([
    ['/en/confirm-terms', true],
    ['/ru/confirm-terms/', true],
    ['/en/line/all', false],
    ['/en/confirm-terms/x', false],
    ['/confirm-terms', false],
  ])('%s is the confirm-terms page: %s', (path, expected) => {
    expect(isConfirmTermsPath(path)).toBe(expected);
  });
});
