import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../browser/web-storage';
import { FakeClock } from './fake-clock';
import { FakeDictionary } from './fake-dictionary';
import { DEMO_SITE_CONFIG } from './fake-site-config';
import { FakeWorld } from './fake-world';

describe('demo site config', () => {
  // QA7 E: "Қазақша" was offered, and the site then spoke English under /kk/ with lang="kk".
  it('QA7 E: offers only languages the demo dictionary service has texts for (en and ru), to visitors and players alike', async () => {
    const dictionary = new FakeDictionary(new FakeWorld(new MemoryStorage(), new FakeClock(), ''));
    const english = await dictionary.load('en', []);
    for (const { code } of DEMO_SITE_CONFIG.languages) {
      // The fake service answers an unknown language with the English texts: a language of its own has its own.
      if (code !== 'en') expect(await dictionary.load(code, []), code).not.toBe(english);
    }
    expect(DEMO_SITE_CONFIG.languages.map((l) => [l.code, l.hiddenForVisitors])).toEqual([
      ['en', false],
      ['ru', false],
    ]);
    expect(DEMO_SITE_CONFIG.languages.map((l) => l.code)).toContain(DEMO_SITE_CONFIG.defaultLanguage);
  });
});
