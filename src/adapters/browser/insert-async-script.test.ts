// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { insertAsyncScript } from './insert-async-script';

describe('insertAsyncScript: one async script element in the head, and one callback when the browser is done', () => {
  it('adds an async script with the URL to the head, and remove takes it away', () => {
    const inserted = insertAsyncScript(document, 'https://example.test/a.js', { onLoad: () => {}, onError: () => {} });
    const script = document.head.querySelector<HTMLScriptElement>('script[src="https://example.test/a.js"]');
    expect(script).not.toBeNull();
    expect(script!.async).toBe(true);
    inserted.remove();
    expect(document.head.querySelector('script[src="https://example.test/a.js"]')).toBeNull();
  });

  it('a load calls onLoad, an error onError', () => {
    const events = { onLoad: vi.fn(), onError: vi.fn() };
    insertAsyncScript(document, 'https://example.test/b.js', events);
    const script = document.head.querySelector<HTMLScriptElement>('script[src="https://example.test/b.js"]')!;
    script.dispatchEvent(new Event('load'));
    expect(events.onLoad).toHaveBeenCalledTimes(1);
    script.dispatchEvent(new Event('error'));
    expect(events.onError).toHaveBeenCalledTimes(1);
  });
});
