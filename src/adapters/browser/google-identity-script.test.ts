// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { documentScriptHost, GOOGLE_IDENTITY_SCRIPT_URL, GoogleIdentityScript, GoogleScriptLoadError, type ScriptHost } from './google-identity-script';

type Init = { client_id: string; callback: (response: unknown) => void };
type Inserted = { src: string; onLoad(): void; onError(): void; removed: boolean };

/** A page with no network: scripts are recorded, and the test decides whether one loads or fails. */
class FakeHost implements ScriptHost {
  readonly scripts: Inserted[] = [];
  readonly calls: string[] = [];
  initialized: Init | null = null;
  installed = false;

  insertScript(src: string, events: { onLoad(): void; onError(): void }) {
    const inserted: Inserted = { src, ...events, removed: false };
    this.scripts.push(inserted);
    return { remove: () => (inserted.removed = true) };
  }
  accountsId() {
    if (!this.installed) return null;
    return {
      initialize: (options: Init) => {
        this.initialized = options;
        this.calls.push(`initialize:${options.client_id}`);
      },
      prompt: () => this.calls.push('prompt'),
      cancel: () => this.calls.push('cancel'),
    };
  }
  /** The browser ran the script: Google's global exists, then onload fires. */
  loadSucceeds() {
    this.installed = true;
    this.scripts.at(-1)!.onLoad();
  }
  loadFails() {
    this.scripts.at(-1)!.onError();
  }
}

describe('GoogleIdentityScript (spec 000 §7 one-tap, §8 "Failed to load the Google One Tap script")', () => {
  it(`inserts one script from ${GOOGLE_IDENTITY_SCRIPT_URL} and resolves once google.accounts.id exists`, async () => {
    const host = new FakeHost();
    const script = new GoogleIdentityScript(host);
    const first = script.load();
    const second = script.load();
    expect(host.scripts.map((s) => s.src)).toEqual([GOOGLE_IDENTITY_SCRIPT_URL]);
    host.loadSucceeds();
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    // loaded already: no second script
    await script.load();
    expect(host.scripts).toHaveLength(1);
  });

  it('a load error rejects with GoogleScriptLoadError, removes the element and lets a later start try again', async () => {
    const host = new FakeHost();
    const script = new GoogleIdentityScript(host);
    const attempt = script.load();
    host.loadFails();
    await expect(attempt).rejects.toBeInstanceOf(GoogleScriptLoadError);
    await expect(attempt).rejects.toMatchObject({ code: 'google-script-load-failed' });
    expect(host.scripts[0]!.removed).toBe(true);
    const retry = script.load();
    expect(host.scripts).toHaveLength(2);
    host.loadSucceeds();
    await expect(retry).resolves.toBeUndefined();
  });

  it('a script that loads without defining google.accounts.id counts as a failure', async () => {
    const host = new FakeHost();
    const script = new GoogleIdentityScript(host);
    const attempt = script.load();
    host.scripts[0]!.onLoad();
    await expect(attempt).rejects.toBeInstanceOf(GoogleScriptLoadError);
  });

  it('prompt initialises with the fetched client id and hands only a string credential on; cancel cancels', async () => {
    const host = new FakeHost();
    const script = new GoogleIdentityScript(host);
    const loading = script.load();
    host.loadSucceeds();
    await loading;
    const received: string[] = [];
    script.prompt('client-42.apps.googleusercontent.com', (c) => received.push(c));
    expect(host.calls).toEqual(['initialize:client-42.apps.googleusercontent.com', 'prompt']);
    host.initialized!.callback({ credential: 'signed.jwt.value' });
    host.initialized!.callback({ credential: 42 });
    host.initialized!.callback(null);
    expect(received).toEqual(['signed.jwt.value']);
    script.cancel();
    expect(host.calls.at(-1)).toBe('cancel');
  });
});

describe('documentScriptHost (a jsdom document, no network)', () => {
  it('appends an async script to head; its error event fails the load and removes the element', async () => {
    const script = new GoogleIdentityScript(documentScriptHost(document, window));
    const attempt = script.load();
    const element = document.head.querySelector<HTMLScriptElement>(`script[src="${GOOGLE_IDENTITY_SCRIPT_URL}"]`);
    expect(element?.async).toBe(true);
    element!.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toBeInstanceOf(GoogleScriptLoadError);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('its load event resolves once the script defined window.google.accounts.id', async () => {
    const script = new GoogleIdentityScript(documentScriptHost(document, window));
    const attempt = script.load();
    const element = document.head.querySelector<HTMLScriptElement>('script')!;
    (window as unknown as { google: unknown }).google = { accounts: { id: { initialize() {}, prompt() {}, cancel() {} } } };
    element.dispatchEvent(new Event('load'));
    await expect(attempt).resolves.toBeUndefined();
    delete (window as unknown as { google?: unknown }).google;
  });
});
