import type { KeyValueStoragePort } from '../../domain/shared';

/** Where the browser announces writes by other tabs: the window's `storage` event. */
export type StorageEventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * localStorage / sessionStorage behind the storage port. When the browser
 * refuses storage (private mode, quota, disabled), values live in memory for
 * the page's life instead of throwing into the product. With `events` (the
 * window), writes by other tabs reach `onExternalChange`: the browser fires
 * `storage` in every other tab of the origin, never in the tab that wrote.
 */
export class WebStorage implements KeyValueStoragePort {
  private readonly memory = new Map<string, string>();

  constructor(
    private readonly storage: Storage | null,
    private readonly events: StorageEventSource | null = null,
  ) {}

  onExternalChange(key: string, listener: (value: string | null) => void): () => void {
    const events = this.events;
    if (!events || !this.storage) return () => undefined;
    const heard = (event: Event) => {
      const change = event as StorageEvent;
      // Another store (session storage, another key) is not this key; a null key is the whole store cleared.
      if (change.storageArea !== this.storage || (change.key !== null && change.key !== key)) return;
      listener(change.key === null ? null : change.newValue);
    };
    events.addEventListener('storage', heard);
    return () => events.removeEventListener('storage', heard);
  }

  get(key: string): string | null {
    try {
      if (this.storage) return this.storage.getItem(key);
    } catch {
      /* storage unavailable: fall through to memory */
    }
    return this.memory.get(key) ?? null;
  }

  set(key: string, value: string): void {
    try {
      if (this.storage) {
        this.storage.setItem(key, value);
        return;
      }
    } catch {
      /* quota or disabled storage: keep the value in memory */
    }
    this.memory.set(key, value);
  }

  remove(key: string): void {
    try {
      this.storage?.removeItem(key);
    } catch {
      /* nothing to remove */
    }
    this.memory.delete(key);
  }
}

/**
 * In-memory storage for tests and non-browser runs. `changedElsewhere` plays another tab writing a key:
 * the value changes and the external-change listeners hear it, as a browser's `storage` event would.
 */
export class MemoryStorage implements KeyValueStoragePort {
  private readonly values = new Map<string, string>();
  private readonly listeners = new Map<string, Set<(value: string | null) => void>>();
  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  set(key: string, value: string): void {
    this.values.set(key, value);
  }
  remove(key: string): void {
    this.values.delete(key);
  }
  onExternalChange(key: string, listener: (value: string | null) => void): () => void {
    const forKey = this.listeners.get(key) ?? new Set();
    forKey.add(listener);
    this.listeners.set(key, forKey);
    return () => forKey.delete(listener);
  }
  /** Another writer set (or, with null, removed) `key`. */
  changedElsewhere(key: string, value: string | null): void {
    if (value === null) this.values.delete(key);
    else this.values.set(key, value);
    for (const listener of [...(this.listeners.get(key) ?? [])]) listener(value);
  }
}
