import { allSettled, createEvent, createStore, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { SupportWidgetError, type SupportHistoryPort, type SupportRequest, type SupportSettingsPort, type SupportWidgetChoice, type SupportWidgetPort } from '../../domain/support';
import { createSupportModel } from './support.model';

const REQUEST = (id: string, createdAt: number): SupportRequest => ({ id, subject: id, status: 'open', createdAt, messages: [] });

function setup(options: { choice?: SupportWidgetChoice; widget?: SupportWidgetPort; history?: SupportHistoryPort } = {}) {
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const settings: SupportSettingsPort = {
    read: (group) => (group === null ? { kind: 'none' } : (options.choice ?? { kind: 'widget', settings: { provider: 'chatra', accountId: 'c', scriptUrl: null } })),
  };
  const widget: SupportWidgetPort = options.widget ?? { open: vi.fn(async () => {}) };
  const history: SupportHistoryPort = options.history ?? { list: vi.fn(async () => [REQUEST('old', 1), REQUEST('new', 2)]) };
  const groupLoaded = createEvent<unknown>();
  const playerChanged = createEvent<{ userId: number | null; name: string | null }>();
  const $group = createStore<unknown>(null).on(groupLoaded, (_, g) => g);
  const $player = createStore<{ userId: number | null; name: string | null }>({ userId: null, name: null }).on(playerChanged, (_, p) => p);
  const model = createSupportModel({ settings, widget, history, logger, $group, $player, $lang: createStore('en') });
  return { model, logger, widget, history, groupLoaded, playerChanged, scope: fork() };
}

describe('support model (spec 001 §1 support button, §6 support history, §7 support group)', () => {
  it('a support group that cannot be read is logged and means no widget', async () => {
    const { model, logger, groupLoaded, scope } = setup({ choice: { kind: 'invalid', reason: 'provider: bad' } });
    await allSettled(groupLoaded, { scope, params: { provider: 'bad' } });
    expect(scope.getState(model.$choice)).toEqual({ kind: 'invalid', reason: 'provider: bad' });
    expect(logger.warn).toHaveBeenCalledWith('support config group invalid: no widget', { reason: 'provider: bad' });
    await allSettled(model.chatRequested, { scope });
    expect(scope.getState(model.$widget)).toBe('idle');
  });

  it('the chat opens with the provider’s settings; a signed-in player is passed when the provider takes one', async () => {
    const { model, widget, groupLoaded, playerChanged, scope } = setup();
    await allSettled(groupLoaded, { scope, params: {} });
    await allSettled(model.chatRequested, { scope });
    expect(widget.open).toHaveBeenLastCalledWith({ provider: 'chatra', accountId: 'c', scriptUrl: null }, null);
    await allSettled(playerChanged, { scope, params: { userId: 7, name: 'Ann' } });
    await allSettled(model.chatRequested, { scope });
    expect(widget.open).toHaveBeenLastCalledWith({ provider: 'chatra', accountId: 'c', scriptUrl: null }, { userId: 7, name: 'Ann' });
    expect(scope.getState(model.$widget)).toBe('open');
  });

  it('a widget that fails to open is a failure the player is told of (logged), dismissed at will', async () => {
    const { model, logger, groupLoaded, scope } = setup({ widget: { open: async () => Promise.reject(new SupportWidgetError('script-failed', 'x did not load')) } });
    await allSettled(groupLoaded, { scope, params: {} });
    await allSettled(model.chatRequested, { scope });
    expect(scope.getState(model.$widget)).toBe('failed');
    expect(logger.error).toHaveBeenCalledWith('support widget failed to open', expect.objectContaining({ code: 'script-failed' }));
    await allSettled(model.failureDismissed, { scope });
    expect(scope.getState(model.$widget)).toBe('idle');
  });

  it('spec 001 §6: the history modal is for signed-in players only; it lists newest first', async () => {
    const { model, history, playerChanged, scope } = setup();
    await allSettled(model.historyOpened, { scope });
    expect(scope.getState(model.$historyModalOpen)).toBe(false);
    expect(history.list).not.toHaveBeenCalled();
    await allSettled(playerChanged, { scope, params: { userId: 7, name: null } });
    await allSettled(model.historyOpened, { scope });
    expect(scope.getState(model.$historyModalOpen)).toBe(true);
    const state = scope.getState(model.$history);
    expect(state.kind === 'loaded' && state.requests.map((r) => r.id)).toEqual(['new', 'old']);
  });

  it('a failed read shows failed; Try again reads again', async () => {
    const list = vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce([REQUEST('a', 1)]);
    const { model, playerChanged, scope } = setup({ history: { list } });
    await allSettled(playerChanged, { scope, params: { userId: 7, name: null } });
    await allSettled(model.historyOpened, { scope });
    expect(scope.getState(model.$history)).toEqual({ kind: 'failed' });
    await allSettled(model.historyRetried, { scope });
    expect(scope.getState(model.$history).kind).toBe('loaded');
  });

  it('signing out closes the modal and forgets the history; an answer for a player who left is dropped', async () => {
    let answer: (requests: SupportRequest[]) => void = () => {};
    const list = vi.fn(() => new Promise<SupportRequest[]>((resolve) => (answer = resolve)));
    const { model, playerChanged, scope } = setup({ history: { list } });
    await allSettled(playerChanged, { scope, params: { userId: 7, name: null } });
    const opening = allSettled(model.historyOpened, { scope });
    // the player signs out while the read is in flight; its answer comes after
    const signedOut = allSettled(playerChanged, { scope, params: { userId: null, name: null } });
    answer([REQUEST('a', 1)]);
    await Promise.all([opening, signedOut]);
    expect(scope.getState(model.$historyModalOpen)).toBe(false);
    expect(scope.getState(model.$history).kind).not.toBe('loaded');
  });
});
