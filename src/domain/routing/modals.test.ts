import { describe, expect, it } from 'vitest';
import { MODAL_QUERY_KEY, NAVIGATION_MENU_MODAL, shouldCloseModals } from './modals';
import { locationOf } from './navigation.fixture';

describe('shouldCloseModals (spec 000 §2)', () => {
  it('uses the query key "modal" and the value "navigation-menu-modal"', () => {
    expect(MODAL_QUERY_KEY).toBe('modal');
    expect(NAVIGATION_MENU_MODAL).toBe('navigation-menu-modal');
  });

  it.each([
    ['spec 000 §2: modals close on navigation', '/en/slots', '/en/keno', true],
    ['spec 000 §2: modals close when only the query changes', '/en/slots', '/en/slots?page=2', true],
    ['spec 000 §2: modals stay open when only the hash changes', '/en/slots', '/en/slots#games', false],
    ['spec 000 §2: modals stay open when only the hash changes (with a query)', '/en/slots?a=1#x', '/en/slots?a=1#y', false],
    ['spec 000 §2: a modal query key keeps modals open', '/en/slots', '/en/keno?modal=login', false],
    ['spec 000 §2: a modal query key keeps modals open on the same page', '/en/slots', '/en/slots?modal=registration', false],
    ['spec 000 §2: navigation-menu-modal to the same route keeps it open', '/en/slots/new', '/en/slots/popular?modal=navigation-menu-modal', false],
    ['spec 000 §2: navigation-menu-modal to another route closes it', '/en/slots', '/en/keno?modal=navigation-menu-modal', true],
    ['spec 000 §2: leaving a modal URL without the key closes modals', '/en/slots?modal=login', '/en/slots', true],
    ['design: same route across languages counts as the same route', '/en/slots', '/ru/slots?modal=navigation-menu-modal', false],
    ['design: unknown paths compare by pathname', '/en/x/y/z/a/b/c/d', '/en/x/y/z/a/b/c/d?modal=navigation-menu-modal', false],
  ])('%s (%s → %s)', (_rule, from, to, expected) => {
    expect(shouldCloseModals(locationOf(from), locationOf(to))).toBe(expected);
  });
});
