import { describe, expect, it } from 'vitest';
import { DocumentCookies } from './document-cookies';
import { MemoryStorage, WebStorage } from './web-storage';

class FakeDocument {
  jar = new Map<string, string>();
  writes: string[] = [];
  get cookie() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  set cookie(line: string) {
    this.writes.push(line);
    const [pair, ...attrs] = line.split('; ');
    const [name, value] = pair!.split('=') as [string, string];
    const expires = attrs.find((a) => a.startsWith('expires='));
    if (expires && new Date(expires.slice(8)).getTime() < Date.now()) this.jar.delete(name);
    else this.jar.set(name, value);
  }
}

describe('DocumentCookies', () => {
  it('writes and reads an encoded value', () => {
    const doc = new FakeDocument();
    const cookies = new DocumentCookies(doc);
    cookies.set('lng', 'en; evil=1');
    expect(cookies.get('lng')).toBe('en; evil=1');
    expect(cookies.get('evil')).toBeNull();
  });

  it('spec 000 §9: default cookie lifetime is 86400 s', () => {
    const doc = new FakeDocument();
    const now = Date.UTC(2026, 0, 1);
    new DocumentCookies(doc, () => now).set('tzo', '3');
    expect(doc.writes[0]).toContain(`expires=${new Date(now + 86400 * 1000).toUTCString()}`);
  });

  it('removes a cookie', () => {
    const doc = new FakeDocument();
    const cookies = new DocumentCookies(doc);
    cookies.set('a', '1');
    cookies.remove('a');
    expect(cookies.get('a')).toBeNull();
  });
});

describe('WebStorage', () => {
  it('falls back to memory when the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const storage = new WebStorage(refusing);
    storage.set('k', 'v');
    expect(storage.get('k')).toBe('v');
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
  });

  it('MemoryStorage keeps values', () => {
    const s = new MemoryStorage();
    s.set('a', '1');
    expect(s.get('a')).toBe('1');
  });
});
