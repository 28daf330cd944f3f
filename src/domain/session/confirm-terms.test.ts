import { describe, expect, it } from 'vitest';
import { confirmTermsDecision, matchAuthRedirectRule, requiresTermsConfirmation } from './confirm-terms';

const on = { isAuthenticated: true, featureOn: true };

describe('confirm terms (spec 000 §4, spec 001 §7)', () => {
  it.each([
    ['spec 000 §4: signed in, feature on, changed terms: go to confirm-terms', { ...on, termsChanged: true, onConfirmTermsPage: false }, 'go-confirm-terms'],
    ['spec 000 §4: already on confirm-terms with changed terms: stay', { ...on, termsChanged: true, onConfirmTermsPage: true }, 'stay'],
    ['spec 000 §4: unchanged terms on confirm-terms: go to the root', { ...on, termsChanged: false, onConfirmTermsPage: true }, 'go-root'],
    ['spec 000 §4: unchanged terms elsewhere: stay', { ...on, termsChanged: false, onConfirmTermsPage: false }, 'stay'],
    ['spec 000 §4: visitor: stay', { ...on, isAuthenticated: false, termsChanged: true, onConfirmTermsPage: false }, 'stay'],
    ['spec 000 §4: feature off: stay', { ...on, featureOn: false, termsChanged: true, onConfirmTermsPage: false }, 'stay'],
    ['QA8 14: a visitor on confirm-terms has nothing to accept: go to the root', { ...on, isAuthenticated: false, termsChanged: false, onConfirmTermsPage: true }, 'go-root'],
    ['QA8 14: feature off on confirm-terms: go to the root', { ...on, featureOn: false, termsChanged: false, onConfirmTermsPage: true }, 'go-root'],
  ] as const)('%s', (_rule, input, decision) => {
    expect(confirmTermsDecision(input)).toBe(decision);
  });
  it.each([
    ['spec 001 §7: 451 with exception_code 1 and the feature on', 451, 1, true, true],
    ['spec 001 §7: feature off', 451, 1, false, false],
    ['spec 001 §7: another exception code', 451, 2, true, false],
    ['spec 001 §7: another status', 400, 1, true, false],
    ['spec 001 §7: exception code as a string is not 1', 451, '1', true, false],
  ])('%s', (_rule, status, code, featureOn, required) => {
    expect(requiresTermsConfirmation(status, code, featureOn)).toBe(required);
  });
  it.each([
    ['spec 000 §4: a matching rule returns the target', '/ru/bonuses', '/ru/office/recharge'],
    ['spec 000 §4: match ignores query and trailing slash', '/ru/bonuses/?x=1', '/ru/office/recharge'],
    ['spec 000 §4: no match gives nothing', '/ru/casino', null],
    ['spec 000 §4: no previous page gives nothing', null, null],
  ])('%s', (_rule, previous, target) => {
    expect(matchAuthRedirectRule([{ route_from: '/ru/bonuses', route_to: '/ru/office/recharge' }], previous)).toBe(target);
  });
});
