import {
  SupportWidgetError,
  supportScriptUrl,
  type SupportProvider,
  type SupportSettings,
  type SupportVisitor,
  type SupportWidgetPort,
} from '../../domain/support';
import { insertAsyncScript } from './insert-async-script';

/** What the adapter needs of the page: a way to insert a script, and the window the provider's script defines its API on. */
export interface SupportScriptHost {
  /** Insert an async script element; exactly one of the callbacks runs when the browser is done with it. */
  insertScript(src: string, events: { onLoad(): void; onError(): void }): { remove(): void };
  readonly win: Record<string, unknown>;
}

/** The real page: a script element in document.head, and window. */
export function documentSupportScriptHost(doc: Document, win: Window): SupportScriptHost {
  return {
    insertScript: (src, events) => insertAsyncScript(doc, src, events),
    win: win as unknown as Record<string, unknown>,
  };
}

type Call = (...args: unknown[]) => unknown;
const fn = (value: unknown): Call | null => (typeof value === 'function' ? (value as Call) : null);
const method = (owner: unknown, name: string): Call | null =>
  typeof owner === 'object' && owner !== null ? (fn((owner as Record<string, unknown>)[name])?.bind(owner) ?? null) : null;

/**
 * One provider's widget API, as its embedding snippet uses it: the globals set before its script loads
 * (the account, and the player where the provider takes one: SUPPORT_TAKES_IDENTITY), whether the script has
 * started, and how the chat is opened. SupHelper publishes no public API; its v2 (a command function) and v3
 * (an object) calls are designed after the other providers'.
 */
interface SupportDriver {
  prepare(win: Record<string, unknown>, settings: SupportSettings, visitor: SupportVisitor | null): void;
  ready(win: Record<string, unknown>): boolean;
  open(win: Record<string, unknown>, settings: SupportSettings, visitor: SupportVisitor | null): void;
}

export const SUPPORT_DRIVERS: Readonly<Record<SupportProvider, SupportDriver>> = {
  livechat: {
    prepare: (win, settings) => void (win.__lc = { ...(win.__lc as object), license: settings.accountId }),
    ready: (win) => method(win.LiveChatWidget, 'call') !== null,
    open: (win, _settings, visitor) => {
      const call = method(win.LiveChatWidget, 'call')!;
      if (visitor) {
        if (visitor.name) call('set_customer_name', visitor.name);
        call('set_session_variables', { user_id: String(visitor.userId) });
      }
      call('maximize');
    },
  },
  'suphelper-v2': {
    prepare: (win, settings) => void (win.suphelperSettings = { widgetId: settings.accountId }),
    ready: (win) => fn(win.suphelper) !== null,
    open: (win) => void fn(win.suphelper)!('open'),
  },
  'suphelper-v3': {
    prepare: (win, settings) => void (win.SupHelperConfig = { widgetId: settings.accountId }),
    ready: (win) => method(win.SupHelper, 'open') !== null,
    open: (win, _settings, visitor) => {
      if (visitor) method(win.SupHelper, 'identify')?.({ id: String(visitor.userId), name: visitor.name });
      method(win.SupHelper, 'open')!();
    },
  },
  chatra: {
    prepare: (win, settings, visitor) => {
      win.ChatraID = settings.accountId;
      if (visitor) win.ChatraIntegration = { name: visitor.name ?? undefined, userId: String(visitor.userId) };
    },
    ready: (win) => fn(win.Chatra) !== null,
    open: (win) => void fn(win.Chatra)!('openChat', true),
  },
  helpcrunch: {
    prepare: () => {},
    ready: (win) => fn(win.HelpCrunch) !== null,
    open: (win, settings, visitor) => {
      const helpCrunch = fn(win.HelpCrunch)!;
      helpCrunch('init', settings.accountId, visitor ? { user: { user_id: String(visitor.userId), name: visitor.name ?? undefined } } : {});
      helpCrunch('showChatWidget');
      helpCrunch('openChat');
    },
  },
};

/**
 * SupportWidgetPort over the provider's own script: refused unless it is on the provider's allow-list
 * (supportScriptUrl; `localPrefixes` are the same-origin paths this build trusts), inserted once, checked to have
 * started the provider's API, then opened. A script that fails to load or start is removed and rejects with
 * SupportWidgetError('script-failed'), so a later try loads it afresh; nothing else on the page is touched.
 */
export class ScriptSupportWidget implements SupportWidgetPort {
  private loaded: { url: string; promise: Promise<void> } | null = null;

  constructor(
    private readonly host: SupportScriptHost,
    private readonly localPrefixes: readonly string[] = [],
  ) {}

  async open(settings: SupportSettings, visitor: SupportVisitor | null): Promise<void> {
    const script = supportScriptUrl(settings, this.localPrefixes);
    if (script.kind === 'refused') throw new SupportWidgetError('script-refused', script.reason);
    const driver = SUPPORT_DRIVERS[settings.provider];
    await this.load(script.url, () => driver.prepare(this.host.win, settings, visitor), () => driver.ready(this.host.win));
    try {
      driver.open(this.host.win, settings, visitor);
    } catch (error) {
      throw new SupportWidgetError('script-failed', `${settings.provider} did not open: ${String(error)}`);
    }
  }

  private load(url: string, prepare: () => void, ready: () => boolean): Promise<void> {
    if (this.loaded?.url === url) return this.loaded.promise;
    prepare();
    const promise = new Promise<void>((resolve, reject) => {
      let failed = false;
      let element: { remove(): void } | null = null;
      const fail = (reason: string) => {
        failed = true;
        element?.remove();
        reject(new SupportWidgetError('script-failed', reason));
      };
      element = this.host.insertScript(url, {
        // A page answered in its place (an HTML fallback, a captive portal) loads but starts nothing.
        onLoad: () => (ready() ? resolve() : fail(`${url} loaded but started no widget`)),
        onError: () => fail(`${url} did not load`),
      });
      if (failed) element.remove();
    });
    this.loaded = { url, promise };
    // a failure the host reported at once has already settled: nothing to keep
    promise.catch(() => {
      if (this.loaded?.promise === promise) this.loaded = null;
    });
    return promise;
  }
}
