import { describe, expect, it } from 'vitest';
import { isAllowedRedirectOrigin, isSafeReturnUrl, originOf, safeReturnUrl } from './return-url';

const FALLBACK = '/ru';

describe('safeReturnUrl: same-origin relative paths are followed (issue 5 §4)', () => {
  it.each([
    '/',
    '/ru',
    '/ru/',
    '/ru/office/account',
    '/en/casino/slots/game/42/book-of-ra',
    '/ru/sport?section=live&sport=1',
    '/ru/sport?next=//not-a-host-because-in-query',
    '/ru/blog/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8',
    '/ru/blog/новости',
    '/ru/promo#rules',
    '/ru/search?q=a%20b',
    '/ru/file.v2',
  ])('spec 001 §2: %j is kept', (candidate) => {
    expect(safeReturnUrl(candidate, FALLBACK)).toBe(candidate);
  });
});

describe('safeReturnUrl: hostile payloads fall back (issue 5 §4: only same-origin relative paths)', () => {
  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/ru'],
    ['triple slash', '///evil.example'],
    ['slash backslash', '/\\evil.example'],
    ['double backslash', '\\\\evil'],
    ['single backslash', '\\evil.example'],
    ['backslash slash', '\\/evil.example'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript with tab inside the scheme', 'java\tscript:alert(1)'],
    ['javascript percent-encoded colon', 'javascript%3Aalert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript scheme', 'vbscript:msgbox(1)'],
    ['http absolute', 'http://evil.example'],
    ['https absolute', 'https://evil.example/ru'],
    ['https mixed case', 'HtTpS://evil.example'],
    ['scheme-less host', 'evil.example'],
    ['relative without slash', 'ru/casino'],
    ['leading space', ' /ru'],
    ['leading space before protocol-relative', ' //evil.example'],
    ['leading tab', '\t//evil.example'],
    ['leading newline', '\n/ru'],
    ['encoded double slash', '/%2F%2Fevil.example'],
    ['encoded double slash, lowercase', '/%2f%2fevil.example'],
    ['fully encoded protocol-relative', '%2F%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded backslash, lowercase', '/%5cevil.example'],
    ['double-encoded slash', '/%252F%252Fevil.example'],
    ['double-encoded backslash', '/%255Cevil.example'],
    ['triple-encoded slash', '/%25252F%25252Fevil.example'],
    ['encoded tab between slashes', '/%09/evil.example'],
    ['raw tab between slashes', '/\t/evil.example'],
    ['raw newline between slashes', '/\n/evil.example'],
    ['raw carriage return between slashes', '/\r/evil.example'],
    ['encoded newline between slashes', '/%0A/evil.example'],
    ['encoded null byte', '/%00/evil.example'],
    ['raw null byte', '/\u0000/evil.example'],
    ['dot segment before empty segment', '/.//evil.example'],
    ['encoded dot segment', '/%2E//evil.example'],
    ['dot-dot traversal', '/ru/../../evil'],
    ['encoded dot-dot traversal', '/ru/%2E%2E/%2E%2E/evil'],
    ['empty segment in the middle', '/ru//evil.example'],
    ['fullwidth solidus', '/\uFF0Fevil.example'],
    ['fullwidth reverse solidus', '/\uFF3Cevil.example'],
    ['division slash', '/\u2215evil.example'],
    ['zero-width space', '/\u200B/evil.example'],
    ['right-to-left override', '/\u202E/elpmaxe.live'],
    ['no-break space', '/\u00A0/evil.example'],
    ['encoded no-break space', '/%C2%A0/evil.example'],
    ['malformed escape', '/%E0%A4%A'],
    ['lone percent', '/100%'],
    ['absurdly long', `/${'a'.repeat(3000)}`],
    ['empty string', ''],
  ])('hostile: %s (%j) falls back', (_name, candidate) => {
    expect(safeReturnUrl(candidate, FALLBACK)).toBe(FALLBACK);
  });

  it('null falls back', () => {
    expect(safeReturnUrl(null, FALLBACK)).toBe(FALLBACK);
    expect(isSafeReturnUrl(undefined)).toBe(false);
  });

  it('issue 5 §4: a URL that needs more decoding rounds than allowed is refused', () => {
    let payload = '//evil.example';
    for (let i = 0; i < 8; i += 1) payload = encodeURIComponent(payload);
    expect(safeReturnUrl(`/${payload}`, FALLBACK)).toBe(FALLBACK);
  });
});

describe('isAllowedRedirectOrigin: Google one-tap redirectUrl (issue 5 §6)', () => {
  const ALLOWED = ['https://site.example', 'https://m.site.example:8443/'];

  it.each([
    ['issue 5 §6: listed origin', 'https://site.example/ru/office', true],
    ['issue 5 §6: listed origin, root', 'https://site.example', true],
    ['issue 5 §6: listed origin with query', 'https://site.example?x=1', true],
    ['issue 5 §6: host case is ignored', 'https://SITE.example/ru', true],
    ['issue 5 §6: explicit default port', 'https://site.example:443/ru', true],
    ['issue 5 §6: listed origin with its port', 'https://m.site.example:8443/ru', true],
    ['issue 5 §6: same-origin relative path', '/ru/office', true],
    ['issue 5 §6: other host', 'https://evil.example/ru', false],
    ['issue 5 §6: suffix lookalike host', 'https://site.example.evil.example/ru', false],
    ['issue 5 §6: prefix lookalike host', 'https://evilsite.example/ru', false],
    ['issue 5 §6: user info trick', 'https://site.example@evil.example/ru', false],
    ['issue 5 §6: http downgrade of a https origin', 'http://site.example/ru', false],
    ['issue 5 §6: listed host on another port', 'https://m.site.example/ru', false],
    ['issue 5 §6: backslash authority trick', 'https://site.example\\@evil.example', false],
    ['issue 5 §6: protocol-relative', '//evil.example', false],
    ['issue 5 §6: javascript scheme', 'javascript:alert(document.domain)//https://site.example', false],
    ['issue 5 §6: data scheme', 'data:text/html;base64,PHNjcmlwdD4=', false],
    ['issue 5 §6: tab inside the scheme', 'ht\ttps://site.example', false],
    ['issue 5 §6: leading space', ' https://site.example', false],
    ['issue 5 §6: trailing-dot host', 'https://site.example./ru', false],
    ['issue 5 §6: non-ASCII lookalike host', 'https://sіte.example/ru', false],
    ['issue 5 §6: encoded host separator', 'https://site.example%2F@evil.example', false],
    ['issue 5 §6: empty', '', false],
    ['issue 5 §6: null', null, false],
  ])('%s: %j', (_rule, url, allowed) => {
    expect(isAllowedRedirectOrigin(url, ALLOWED)).toBe(allowed);
  });

  it('no allowed origins: only relative paths pass', () => {
    expect(isAllowedRedirectOrigin('https://site.example', [])).toBe(false);
    expect(isAllowedRedirectOrigin('/ru', [])).toBe(true);
  });

  it.each([
    ['https://Site.Example:443/a', 'https://site.example'],
    ['http://site.example:80', 'http://site.example'],
    ['http://site.example:8080/', 'http://site.example:8080'],
    ['https://site.example:99999', null],
    ['ftp://site.example', null],
    ['https://', null],
  ])('originOf(%j) is %j', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });
});
