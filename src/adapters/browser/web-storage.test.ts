import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStorage, WebStorage } from './web-storage';

/** What the browser does in this tab when another tab of the site writes local storage. */
const otherTabWrote = (init: StorageEventInit) => window.dispatchEvent(new StorageEvent('storage', init));

describe('WebStorage: changes made in another tab', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('a storage event for the key reaches the listener with the new value', () => {
    const storage = new WebStorage(localStorage, window);
    const heard: (string | null)[] = [];
    storage.onExternalChange('coupon', (value) => heard.push(value));
    otherTabWrote({ key: 'coupon', oldValue: null, newValue: '{"v":1}', storageArea: localStorage });
    otherTabWrote({ key: 'coupon', oldValue: '{"v":1}', newValue: null, storageArea: localStorage });
    expect(heard).toEqual(['{"v":1}', null]);
  });

  it('another key, session storage and this tab’s own writes are not heard; clearing the store is heard as removed', () => {
    const storage = new WebStorage(localStorage, window);
    const heard: (string | null)[] = [];
    storage.onExternalChange('coupon', (value) => heard.push(value));
    otherTabWrote({ key: 'coupon-settings', newValue: '{}', storageArea: localStorage });
    otherTabWrote({ key: 'coupon', newValue: '{}', storageArea: sessionStorage });
    storage.set('coupon', 'mine');
    expect(heard).toEqual([]);
    otherTabWrote({ key: null, storageArea: localStorage });
    expect(heard).toEqual([null]);
  });

  it('stops hearing once unsubscribed; without a window nothing is heard', () => {
    const storage = new WebStorage(localStorage, window);
    const heard: (string | null)[] = [];
    const stop = storage.onExternalChange('coupon', (value) => heard.push(value));
    stop();
    const windowless = new WebStorage(localStorage);
    windowless.onExternalChange('coupon', (value) => heard.push(value));
    otherTabWrote({ key: 'coupon', newValue: 'x', storageArea: localStorage });
    expect(heard).toEqual([]);
  });
});

describe('MemoryStorage', () => {
  it('changedElsewhere stores the value and tells the key’s listeners, as another tab would', () => {
    const storage = new MemoryStorage();
    const heard: (string | null)[] = [];
    storage.onExternalChange('coupon', (value) => heard.push(value));
    storage.set('coupon', 'own write, not heard');
    storage.changedElsewhere('coupon', 'theirs');
    storage.changedElsewhere('other', 'x');
    expect(heard).toEqual(['theirs']);
    expect(storage.get('coupon')).toBe('theirs');
  });
});
