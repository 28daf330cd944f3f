import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { NewsletterPort } from '../../domain/newsletter';
import { createNewsletterModel } from './newsletter.model';

const setup = (newsletter: Partial<NewsletterPort>) => {
  const port: NewsletterPort = { subscribe: vi.fn(async () => {}), unsubscribe: vi.fn(async () => 'unsubscribed' as const), ...newsletter };
  const model = createNewsletterModel({ newsletter: port, logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } });
  return { model, port, scope: fork() };
};

describe('newsletter model (spec 000 §8 email subscription success, §2 stopnewsletter)', () => {
  it('a subscription that succeeds is subscribed (the success texts show)', async () => {
    const { model, scope } = setup({});
    await allSettled(model.subscribeRequested, { scope });
    expect(scope.getState(model.$subscribe)).toBe('subscribed');
  });

  it('a subscription that fails is failed, and may be tried again', async () => {
    const subscribe = vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce(undefined);
    const { model, scope } = setup({ subscribe });
    await allSettled(model.subscribeRequested, { scope });
    expect(scope.getState(model.$subscribe)).toBe('failed');
    await allSettled(model.subscribeRequested, { scope });
    expect(scope.getState(model.$subscribe)).toBe('subscribed');
  });

  it.each([
    ['the link’s token unsubscribes', '?token=nl_demo_unsubscribe_0001', 'unsubscribed'],
    ['a token the server does not know is token-invalid', '?token=nl_0000000000000000', 'token-invalid'],
  ] as const)('%s', async (_rule, search, outcome) => {
    const { model, port, scope } = setup({ unsubscribe: vi.fn(async () => outcome) });
    await allSettled(model.unsubscribeRequested, { scope, params: search });
    expect(port.unsubscribe).toHaveBeenCalledWith(search.slice('?token='.length));
    expect(scope.getState(model.$unsubscribe)).toBe(outcome);
  });

  it.each([
    ['no token', ''],
    ['a hostile token', `?token=${encodeURIComponent('<img src=x onerror=alert(1)>')}`],
  ])('%s is never sent: missing-token', async (_rule, search) => {
    const { model, port, scope } = setup({});
    await allSettled(model.unsubscribeRequested, { scope, params: search });
    expect(port.unsubscribe).not.toHaveBeenCalled();
    expect(scope.getState(model.$unsubscribe)).toBe('missing-token');
  });

  it('an unsubscribe that fails is failed', async () => {
    const { model, scope } = setup({ unsubscribe: vi.fn().mockRejectedValue(new Error('500')) });
    await allSettled(model.unsubscribeRequested, { scope, params: '?token=nl_demo_unsubscribe_0001' });
    expect(scope.getState(model.$unsubscribe)).toBe('failed');
  });
});
