import { describe, expect, it } from 'vitest';
import { destinationAfterAuthChange } from './auth-change';

const allowOnly = (...paths: string[]) => (path: string) => paths.includes(path);

describe('auth change destination (spec 000 §4: return url, previous route or home, whichever is allowed)', () => {
  it.each([
    ['spec 000 §4: allowed return url wins', '/ru/office/account', '/ru/casino', allowOnly('/ru/office/account', '/ru/casino'), '/ru/office/account'],
    ['spec 000 §4: disallowed return url falls to the previous route', '/ru/office/account', '/ru/casino', allowOnly('/ru/casino'), '/ru/casino'],
    ['spec 000 §4: no return url uses the previous route', null, '/ru/casino', allowOnly('/ru/casino'), '/ru/casino'],
    ['spec 000 §4: neither allowed goes home', '/ru/office', '/ru/office/history', allowOnly(), '/ru'],
    ['spec 000 §4: nothing known goes home', null, null, allowOnly('/ru/casino'), '/ru'],
    ['issue 5 §4: a hostile return url is never followed even if the predicate allows it', '//evil.example', '/ru/casino', () => true, '/ru/casino'],
    ['issue 5 §4: an encoded hostile return url is never followed', '/%2F%2Fevil.example', null, () => true, '/ru'],
    ['issue 5 §4: a hostile previous route is never followed', null, 'https://evil.example', () => true, '/ru'],
  ])('%s', (_rule, returnUrl, previousRoute, isAllowed, expected) => {
    expect(destinationAfterAuthChange({ returnUrl, previousRoute, home: '/ru', isAllowed })).toBe(expected);
  });
});
