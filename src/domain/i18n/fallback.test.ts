import { describe, expect, it } from 'vitest';
import { fallbackLanguage } from './fallback';

describe('fallbackLanguage: the language of a page shown without the app (QA10 #8)', () => {
  it.each([
    ['QA10 #8: a /ru/ address on its first render (index.html still says en) is Russian', '/ru/office/history', 'en', 'ru'],
    ['the address wins over the document', '/en/line/all', 'ru', 'en'],
    ['a bare language prefix', '/ru', 'en', 'ru'],
    ['a prefix the app ships no texts for: the document\'s language', '/kk/line/all', 'ru', 'ru'],
    ['no prefix: the document\'s language', '/', 'ru', 'ru'],
    ['no prefix and no known document language: English', '/rub/x', 'xx', 'en'],
    ['no document language at all: English', '/', null, 'en'],
  ])('%s', (_rule, pathname, documentLang, language) => {
    expect(fallbackLanguage(pathname, documentLang)).toBe(language);
  });
});
