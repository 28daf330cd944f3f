import type { GoogleOneTapApiPort, GoogleOneTapScriptPort } from '../../domain/notices';
import type { FakeWorld } from './fake-world';

/** One-tap API: a demo client id; the sign-in signs the demo player in and returns the world's redirectUrl. */
export class FakeGoogleOneTapApi implements GoogleOneTapApiPort {
  readonly requests: Array<{ credential: string; language: string; currency: string | null; countryId: number | null }> = [];

  constructor(private readonly world: FakeWorld) {}

  clientId(): Promise<string> {
    return this.world.respond('google-client-id', () => 'demo-client-id.apps.googleusercontent.com');
  }

  signIn(request: { credential: string; language: string; currency: string | null; countryId: number | null }) {
    return this.world.respond('google-one-tap', () => {
      this.requests.push(request);
      this.world.update({ signedIn: true });
      return { redirectUrl: this.world.state.oneTapRedirectUrl };
    });
  }
}

/**
 * The Google script cannot load offline: this stands in for it. `load` fails
 * when the world fails 'google-script'; `deliver` plays the player choosing
 * an account (tests, or window.__googleOneTap in the demo).
 */
export class FakeGoogleOneTapScript implements GoogleOneTapScriptPort {
  private onCredential: ((credential: string) => void) | null = null;
  cancelled = false;

  constructor(private readonly world: FakeWorld) {}

  load(): Promise<void> {
    return this.world.respond('google-script', () => undefined);
  }

  prompt(_clientId: string, onCredential: (credential: string) => void): void {
    this.cancelled = false;
    this.onCredential = onCredential;
  }

  cancel(): void {
    this.cancelled = true;
    this.onCredential = null;
  }

  /** The player picked an account: true when a prompt was waiting. */
  deliver(credential = 'demo.google.credential'): boolean {
    const callback = this.onCredential;
    if (!callback) return false;
    this.onCredential = null;
    callback(credential);
    return true;
  }
}
