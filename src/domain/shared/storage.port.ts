/**
 * A string key-value store. Two instances exist: local (survives the browser)
 * and session (one tab's life). Values are strings; callers serialise.
 */
export interface KeyValueStoragePort {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}
export const LocalStoragePort = Symbol.for('LocalStoragePort');
export const SessionStoragePort = Symbol.for('SessionStoragePort');
