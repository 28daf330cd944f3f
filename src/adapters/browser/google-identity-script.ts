import type { GoogleOneTapScriptPort } from '../../domain/notices';
import { insertAsyncScript } from './insert-async-script';

/** Google Identity Services, the script one-tap needs (spec 000 §7, 001 §4). */
export const GOOGLE_IDENTITY_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** The part of google.accounts.id this adapter calls. */
interface GoogleAccountsId {
  initialize(options: { client_id: string; callback: (response: unknown) => void; cancel_on_tap_outside?: boolean }): void;
  prompt(): void;
  cancel(): void;
}

/** What the adapter needs of the page: a way to insert a script, and the global that script defines. */
export interface ScriptHost {
  /** Insert an async script element; exactly one of the callbacks runs when the browser is done with it. */
  insertScript(src: string, events: { onLoad(): void; onError(): void }): { remove(): void };
  /** window.google.accounts.id once the script has run; null before. */
  accountsId(): GoogleAccountsId | null;
}

/** A failure to load or start the Google script; the one-tap model shows its message. */
export class GoogleScriptLoadError extends Error {
  readonly code = 'google-script-load-failed';
  constructor(reason: string) {
    super(`Google identity script: ${reason}`);
    this.name = 'GoogleScriptLoadError';
  }
}

/** The real page: a script element in document.head, and window.google. */
export function documentScriptHost(doc: Document, win: Window): ScriptHost {
  return {
    insertScript: (src, events) => insertAsyncScript(doc, src, events),
    accountsId: () => {
      const id = (win as unknown as { google?: { accounts?: { id?: GoogleAccountsId } } }).google?.accounts?.id;
      return id && typeof id.initialize === 'function' && typeof id.prompt === 'function' ? id : null;
    },
  };
}

const credentialOf = (response: unknown): string | null => {
  const credential = typeof response === 'object' && response !== null ? (response as { credential?: unknown }).credential : null;
  return typeof credential === 'string' && credential !== '' ? credential : null;
};

/**
 * GoogleOneTapScriptPort over Google's own script: inserted once, the
 * prompt initialised with the client id the backend gave, the signed
 * credential handed on. A script that fails to load (offline, blocked)
 * rejects with GoogleScriptLoadError and is removed, so a later start may
 * try again.
 */
export class GoogleIdentityScript implements GoogleOneTapScriptPort {
  private loading: Promise<GoogleAccountsId> | null = null;
  private active: GoogleAccountsId | null = null;

  constructor(
    private readonly host: ScriptHost,
    private readonly url = GOOGLE_IDENTITY_SCRIPT_URL,
  ) {}

  async load(): Promise<void> {
    await this.accountsId();
  }

  private accountsId(): Promise<GoogleAccountsId> {
    const ready = this.host.accountsId();
    if (ready) return Promise.resolve(ready);
    this.loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
      const fail = (reason: string) => {
        script.remove();
        this.loading = null;
        reject(new GoogleScriptLoadError(reason));
      };
      const script = this.host.insertScript(this.url, {
        onLoad: () => {
          const id = this.host.accountsId();
          if (id) resolve(id);
          else fail('loaded without google.accounts.id');
        },
        onError: () => fail(`failed to load ${this.url}`),
      });
    });
    return this.loading;
  }

  prompt(clientId: string, onCredential: (credential: string) => void): void {
    const id = this.host.accountsId();
    // the model prompts only after load() resolved; without the script there is nobody to ask
    if (!id) return;
    this.active = id;
    id.initialize({
      client_id: clientId,
      callback: (response) => {
        const credential = credentialOf(response);
        if (credential) onCredential(credential);
      },
      cancel_on_tap_outside: true,
    });
    id.prompt();
  }

  cancel(): void {
    this.active?.cancel();
    this.active = null;
  }
}
