import { describe, expect, it } from 'vitest';
import { supportScriptUrl, supportVisitor, type SupportProvider, type SupportSettings } from './support-settings';

const settings = (provider: SupportProvider, scriptUrl: string | null): SupportSettings => ({ provider, accountId: 'acc-1', scriptUrl });

describe('supportScriptUrl: a widget script only from https on its provider’s hosts (spec 001 §1, designed allow-list)', () => {
  it.each([
    ['no scriptUrl: the provider’s default script', settings('livechat', null), [], 'https://cdn.livechatinc.com/tracking.js'],
    ['chatra’s default', settings('chatra', null), [], 'https://call.chatra.io/chatra.js'],
    ['an https URL on the provider’s host', settings('helpcrunch', 'https://widget.helpcrunch.com/v2.js'), [], 'https://widget.helpcrunch.com/v2.js'],
    ['suphelper v3 also on its cdn host', settings('suphelper-v3', 'https://cdn.suphelper.com/w.js'), [], 'https://cdn.suphelper.com/w.js'],
    ['a same-origin path under a prefix the build trusts', settings('livechat', '/fake-support/demo-widget.js'), ['/fake-support/'], '/fake-support/demo-widget.js'],
  ])('%s is allowed', (_rule, given, prefixes, url) => {
    expect(supportScriptUrl(given, prefixes)).toEqual({ kind: 'allowed', url });
  });

  it.each([
    ['http is refused', settings('livechat', 'http://cdn.livechatinc.com/tracking.js'), []],
    ['another provider’s host is refused', settings('livechat', 'https://call.chatra.io/chatra.js'), []],
    ['any other host is refused', settings('chatra', 'https://evil.example/chatra.js'), []],
    ['a look-alike host is refused', settings('chatra', 'https://call.chatra.io.evil.example/chatra.js'), []],
    ['a port is refused', settings('chatra', 'https://call.chatra.io:8443/chatra.js'), []],
    ['credentials are refused', settings('chatra', 'https://user:pass@call.chatra.io/chatra.js'), []],
    ['javascript: is refused', settings('chatra', 'javascript:alert(1)'), []],
    ['a protocol-relative URL is refused', settings('chatra', '//evil.example/x.js'), ['/']],
    ['a same-origin path is refused where the build trusts none (HTTP build)', settings('livechat', '/fake-support/demo-widget.js'), []],
    ['a same-origin path outside the trusted prefix is refused', settings('livechat', '/uploads/x.js'), ['/fake-support/']],
    ['a path climbing out of the trusted prefix is refused', settings('livechat', '/fake-support/../uploads/x.js'), ['/fake-support/']],
    ['not a URL is refused', settings('livechat', 'not a url'), []],
  ])('%s', (_rule, given, prefixes) => {
    expect(supportScriptUrl(given, prefixes).kind).toBe('refused');
  });
});

describe('supportVisitor: the player is passed only to providers that take one, and only when signed in (designed)', () => {
  const player = { userId: 1001, name: 'Demo Player' };
  it.each([
    ['livechat takes the player', 'livechat', player, { userId: 1001, name: 'Demo Player' }],
    ['suphelper v3 takes the player', 'suphelper-v3', player, { userId: 1001, name: 'Demo Player' }],
    ['chatra takes the player', 'chatra', player, { userId: 1001, name: 'Demo Player' }],
    ['helpcrunch takes the player', 'helpcrunch', player, { userId: 1001, name: 'Demo Player' }],
    ['suphelper v2 has no way to take one: nothing is passed', 'suphelper-v2', player, null],
    ['a visitor is never identified', 'livechat', { userId: null, name: null }, null],
  ] as const)('%s', (_rule, provider, given, expected) => {
    expect(supportVisitor(provider, given)).toEqual(expected);
  });
});
