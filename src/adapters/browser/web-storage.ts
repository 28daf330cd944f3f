import type { KeyValueStoragePort } from '../../domain/shared';

/**
 * localStorage / sessionStorage behind the storage port. When the browser
 * refuses storage (private mode, quota, disabled), values live in memory for
 * the page's life instead of throwing into the product.
 */
export class WebStorage implements KeyValueStoragePort {
  private readonly memory = new Map<string, string>();

  constructor(private readonly storage: Storage | null) {}

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

/** In-memory storage for tests and non-browser runs. */
export class MemoryStorage implements KeyValueStoragePort {
  private readonly values = new Map<string, string>();
  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  set(key: string, value: string): void {
    this.values.set(key, value);
  }
  remove(key: string): void {
    this.values.delete(key);
  }
}
