/** spec 000 §7: the one-tap client id and the multipart sign-in post. */
export interface GoogleOneTapApiPort {
  clientId(): Promise<string>;
  /** POST google-one-tap, multipart: the identity credential plus language, currency and country. */
  signIn(request: { credential: string; language: string; currency: string | null; countryId: number | null }): Promise<{
    redirectUrl: string | null;
  }>;
}
export const GoogleOneTapApiPort = Symbol.for('GoogleOneTapApiPort');

/** The Google identity script: loaded once, then prompts; `onCredential` receives the signed credential. */
export interface GoogleOneTapScriptPort {
  load(): Promise<void>;
  prompt(clientId: string, onCredential: (credential: string) => void): void;
  cancel(): void;
}
export const GoogleOneTapScriptPort = Symbol.for('GoogleOneTapScriptPort');

/** spec 000 §8: the script failure message. */
export const GOOGLE_SCRIPT_FAILURE_KEY = 'main_google_one_tap_script_failed';
