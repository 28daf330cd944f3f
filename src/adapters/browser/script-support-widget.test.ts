import { describe, expect, it, vi } from 'vitest';
import type { SupportSettings } from '../../domain/support';
import { ScriptSupportWidget, type SupportScriptHost } from './script-support-widget';

type Outcome = 'load' | 'error' | 'load-without-api';

/** A page double: records inserted scripts; a load runs `install` (what the provider's script defines) unless told otherwise. */
function fakeHost(install: (win: Record<string, unknown>) => void, outcomes: Outcome[] = []) {
  const win: Record<string, unknown> = {};
  const inserted: string[] = [];
  const removed: string[] = [];
  const host: SupportScriptHost = {
    win,
    insertScript: (src, events) => {
      inserted.push(src);
      const outcome = outcomes.shift() ?? 'load';
      queueMicrotask(() => {
        if (outcome === 'error') events.onError();
        else {
          if (outcome === 'load') install(win);
          events.onLoad();
        }
      });
      return { remove: () => void removed.push(src) };
    },
  };
  return { host, win, inserted, removed };
}

const liveChat = (calls: unknown[][]) => (win: Record<string, unknown>) => {
  win.LiveChatWidget = { call: (...args: unknown[]) => void calls.push(args) };
};
const settings = (patch: Partial<SupportSettings> = {}): SupportSettings => ({ provider: 'livechat', accountId: 'L-1', scriptUrl: null, ...patch });

describe('ScriptSupportWidget (spec 001 §1 support widget providers)', () => {
  it('loads the provider’s default script once with its account set, and opens the chat', async () => {
    const calls: unknown[][] = [];
    const page = fakeHost(liveChat(calls));
    const widget = new ScriptSupportWidget(page.host);
    await widget.open(settings(), null);
    await widget.open(settings(), null);
    expect(page.inserted).toEqual(['https://cdn.livechatinc.com/tracking.js']);
    expect(page.win.__lc).toEqual({ license: 'L-1' });
    expect(calls).toEqual([['maximize'], ['maximize']]);
  });

  it('a script off the allow-list is refused and never inserted', async () => {
    const page = fakeHost(liveChat([]));
    await expect(new ScriptSupportWidget(page.host).open(settings({ scriptUrl: 'https://evil.example/x.js' }), null)).rejects.toMatchObject({ code: 'script-refused' });
    expect(page.inserted).toEqual([]);
  });

  it('a script that fails to load is removed and rejects script-failed; the next open loads it afresh', async () => {
    const calls: unknown[][] = [];
    const page = fakeHost(liveChat(calls), ['error', 'load']);
    const widget = new ScriptSupportWidget(page.host);
    await expect(widget.open(settings(), null)).rejects.toMatchObject({ code: 'script-failed' });
    expect(page.removed).toHaveLength(1);
    await widget.open(settings(), null);
    expect(page.inserted).toHaveLength(2);
    expect(calls).toEqual([['maximize']]);
  });

  it('a script that loads but starts no widget (an HTML page in its place) rejects script-failed', async () => {
    const page = fakeHost(liveChat([]), ['load-without-api']);
    await expect(new ScriptSupportWidget(page.host).open(settings(), null)).rejects.toMatchObject({ code: 'script-failed' });
    expect(page.removed).toHaveLength(1);
  });

  it('the signed-in player is passed as each provider takes one', async () => {
    const visitor = { userId: 1001, name: 'Demo Player' };
    const calls: unknown[][] = [];
    const live = fakeHost(liveChat(calls));
    await new ScriptSupportWidget(live.host).open(settings(), visitor);
    expect(calls).toEqual([['set_customer_name', 'Demo Player'], ['set_session_variables', { user_id: '1001' }], ['maximize']]);

    const chatra = fakeHost((win) => (win.Chatra = vi.fn()));
    await new ScriptSupportWidget(chatra.host).open(settings({ provider: 'chatra', accountId: 'C-1' }), visitor);
    expect(chatra.win.ChatraID).toBe('C-1');
    expect(chatra.win.ChatraIntegration).toEqual({ name: 'Demo Player', userId: '1001' });
    expect(chatra.win.Chatra).toHaveBeenCalledWith('openChat', true);

    const helpCrunch = fakeHost((win) => (win.HelpCrunch = vi.fn()));
    await new ScriptSupportWidget(helpCrunch.host).open(settings({ provider: 'helpcrunch', accountId: 'org' }), visitor);
    expect(helpCrunch.win.HelpCrunch).toHaveBeenNthCalledWith(1, 'init', 'org', { user: { user_id: '1001', name: 'Demo Player' } });
    expect(helpCrunch.win.HelpCrunch).toHaveBeenLastCalledWith('openChat');

    const identify = vi.fn();
    const open = vi.fn();
    const v3 = fakeHost((win) => (win.SupHelper = { identify, open }));
    await new ScriptSupportWidget(v3.host).open(settings({ provider: 'suphelper-v3', accountId: 'w3' }), visitor);
    expect(v3.win.SupHelperConfig).toEqual({ widgetId: 'w3' });
    expect(identify).toHaveBeenCalledWith({ id: '1001', name: 'Demo Player' });
    expect(open).toHaveBeenCalled();

    const v2 = fakeHost((win) => (win.suphelper = vi.fn()));
    await new ScriptSupportWidget(v2.host).open(settings({ provider: 'suphelper-v2', accountId: 'w2' }), null);
    expect(v2.win.suphelper).toHaveBeenCalledWith('open');
  });

  it('a visitor is not identified to any provider', async () => {
    const chatra = fakeHost((win) => (win.Chatra = vi.fn()));
    await new ScriptSupportWidget(chatra.host).open(settings({ provider: 'chatra' }), null);
    expect(chatra.win.ChatraIntegration).toBeUndefined();
  });

  it('the offline build’s trusted path loads its demo widget', async () => {
    const page = fakeHost(liveChat([]));
    await new ScriptSupportWidget(page.host, ['/fake-support/']).open(settings({ scriptUrl: '/fake-support/demo-widget.js' }), null);
    expect(page.inserted).toEqual(['/fake-support/demo-widget.js']);
  });
});
