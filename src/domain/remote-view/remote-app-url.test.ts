import { describe, expect, it } from 'vitest';
import { isAllowedRemoteAppUrl, remoteAppSectionOf, remoteAssetUrl, remoteAppUrlFor } from './remote-app-url';

describe('remote app URLs the shell may load (config remoteApps: absolute https or same-origin path, nothing else)', () => {
  it.each([
    ['an absolute https URL', 'https://remote.example/slots', true],
    ['an https URL with a port and path', 'https://mf.example.com:8443/apps/casino/', true],
    ['a same-origin path', '/mf/casino', true],
    ['plain http is refused (the view would travel unencrypted)', 'http://remote.example/slots', false],
    ['javascript: is refused', 'javascript:alert(1)', false],
    ['data: is refused', 'data:text/html,<h1>x</h1>', false],
    ['a protocol-relative URL leaves the origin: refused', '//evil.example/slots', false],
    ['a backslash trick is refused', '/\\evil.example/slots', false],
    ['credentials in the URL are refused', 'https://user:pw@remote.example/slots', false],
    ['a relative path is refused', 'mf/casino', false],
    ['whitespace is refused', 'https://remote.example/ slots', false],
    ['a control character is refused', 'https://remote.example/\nslots', false],
    ['the empty string is refused', '', false],
    ['an https URL without a host is refused', 'https:///slots', false],
  ])('%s', (_rule, url, allowed) => {
    expect(isAllowedRemoteAppUrl(url)).toBe(allowed);
  });
});

describe('a route path names its section by its first fixed segment', () => {
  it.each([
    ['slots/:subcategory?', 'slots'],
    ['slots/game/:gameId/:gameName', 'slots'],
    ['toto/:section?', 'toto'],
    ['fast-games', 'fast-games'],
    [':section/:menuSection/:sport?', null],
    ['', null],
  ])('%s → %s', (path, section) => {
    expect(remoteAppSectionOf(path)).toBe(section);
  });
});

describe('remoteAppUrlFor: a section is remote only when the config names an allowed URL for it', () => {
  const apps = { slots: 'https://remote.example/slots', toto: 'javascript:alert(1)', lotto: '/mf/lotto' };
  it.each([
    ['a configured section gets its URL', 'slots/:subcategory?', 'https://remote.example/slots'],
    ['its sub-pages too', 'slots/game/:gameId/:gameName', 'https://remote.example/slots'],
    ['a same-origin app', 'lotto/:sectionName?/:lottoId?', '/mf/lotto'],
    ['a section with a refused URL is not remote', 'toto/:section?', null],
    ['a section without an entry is not remote', 'bingo', null],
    ['inherited object keys are no sections', 'constructor', null],
  ])('%s', (_rule, path, url) => {
    expect(remoteAppUrlFor(apps, path)).toBe(url);
  });

  it('no remoteApps in the config: nothing is remote', () => {
    expect(remoteAppUrlFor(undefined, 'slots')).toBeNull();
    expect(remoteAppUrlFor({}, 'slots')).toBeNull();
  });
});

describe('remoteAssetUrl: a remote view\'s CSS and script files pass the remote app URL rule', () => {
  it.each([
    ['an absolute https file is kept', 'https://cdn.example/app.js', 'https://remote.example/slots', 'https://cdn.example/app.js'],
    ['a same-origin path is kept', '/fake-remote/demo-app.js', 'https://remote.example/slots', '/fake-remote/demo-app.js'],
    ['a relative file resolves against an https remote app', 'app.js', 'https://remote.example/slots', 'https://remote.example/app.js'],
    ['a relative file resolves under a remote app folder', 'assets/app.css', 'https://remote.example/slots/', 'https://remote.example/slots/assets/app.css'],
    ['a relative file resolves against a same-origin remote app', 'app.js', '/mf/casino/', '/mf/casino/app.js'],
    ['../ stays on the page\'s origin for a same-origin remote app', '../../../x.js', '/mf/casino/', '/x.js'],
    ['http: is refused', 'http://remote.example/app.js', 'https://remote.example/slots', null],
    ['javascript: is refused', 'javascript:alert(1)', 'https://remote.example/slots', null],
    ['data: is refused', 'data:text/javascript,alert(1)', '/mf/casino', null],
    ['a protocol-relative file is refused', '//evil.example/app.js', '/mf/casino', null],
    ['credentials are refused', 'https://u:p@cdn.example/app.js', 'https://remote.example/slots', null],
    ['whitespace is refused', ' app.js', 'https://remote.example/slots', null],
    ['nothing resolves against a remote app URL that is itself refused', 'app.js', 'http://remote.example/slots', null],
    ['the empty string is refused', '', 'https://remote.example/slots', null],
  ])('%s', (_rule, asset, remoteApp, expected) => {
    expect(remoteAssetUrl(asset, remoteApp)).toBe(expected);
  });
});
