/**
 * A string key-value store. Two instances exist: local (survives the browser)
 * and session (one tab's life). Values are strings; callers serialise.
 */
export interface KeyValueStoragePort {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /**
   * Hear `key` change when something other than this page writes it (another tab of the same site for
   * local storage); this page's own `set`/`remove` never call the listener. The value is the new one, null
   * when the key was removed or the whole store cleared. Returns the way to stop listening. A store no one
   * else can write (session storage, tests without a second writer) may leave it out.
   */
  onExternalChange?(key: string, listener: (value: string | null) => void): () => void;
}
export const LocalStoragePort = Symbol.for('LocalStoragePort');
export const SessionStoragePort = Symbol.for('SessionStoragePort');
