import { describe, expect, it } from 'vitest';
import { ZodSupportSettings } from './zod-support-settings';

const read = (group: unknown) => new ZodSupportSettings().read(group);

describe('ZodSupportSettings: the support config group (spec 001 §1, §7; SupportConfigGroup)', () => {
  it.each([
    ['livechat', { provider: 'livechat', accountId: '123' }, { provider: 'livechat', accountId: '123', scriptUrl: null }],
    ['suphelper v2', { provider: 'suphelper-v2', accountId: 'w' }, { provider: 'suphelper-v2', accountId: 'w', scriptUrl: null }],
    ['suphelper v3 with a script', { provider: 'suphelper-v3', accountId: 'w', scriptUrl: 'https://cdn.suphelper.com/w.js' }, { provider: 'suphelper-v3', accountId: 'w', scriptUrl: 'https://cdn.suphelper.com/w.js' }],
    ['chatra, unknown extra keys ignored', { provider: 'chatra', accountId: 'c', theme: 'dark' }, { provider: 'chatra', accountId: 'c', scriptUrl: null }],
    ['helpcrunch, a null script is the default', { provider: 'helpcrunch', accountId: 'h', scriptUrl: null }, { provider: 'helpcrunch', accountId: 'h', scriptUrl: null }],
  ])('each provider of the spec is a widget: %s', (_rule, group, settings) => {
    expect(read(group)).toEqual({ kind: 'widget', settings });
  });

  it.each([
    ['no group', undefined],
    ['provider none', { provider: 'none' }],
  ])('no widget configured: %s', (_rule, group) => {
    expect(read(group)).toEqual({ kind: 'none' });
  });

  it.each([
    ['an unknown provider', { provider: 'zendesk', accountId: '1' }],
    ['no provider', { accountId: '1' }],
    ['a provider without its account id', { provider: 'livechat' }],
    ['an empty account id', { provider: 'livechat', accountId: '' }],
    ['a script that is not a string', { provider: 'livechat', accountId: '1', scriptUrl: 42 }],
    ['not an object', 'livechat'],
  ])('a group that cannot be read is invalid, with a reason (no widget, logged): %s', (_rule, group) => {
    const choice = read(group);
    expect(choice.kind).toBe('invalid');
    expect(choice.kind === 'invalid' && choice.reason.length > 0).toBe(true);
  });
});
