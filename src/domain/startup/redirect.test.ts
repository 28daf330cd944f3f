import { describe, expect, it } from 'vitest';
import { isCyclicRedirect, nextRedirectStep, normalizeRedirectUrl } from './redirect';

describe('redirect service cyclic redirect (spec 001 §4, §8: logged and skipped)', () => {
  it.each([
    ['spec 001 §4: target equals the current url', [], '/ru/casino', '/ru/casino', true],
    ['spec 001 §4: target equals the current url but for a trailing slash', [], '/ru/casino', '/ru/casino/', true],
    ['spec 001 §4: target equals the current url but for the hash', [], '/ru/casino', '/ru/casino#top', true],
    ['spec 001 §4: target returns to a url visited earlier in the chain', ['/ru/a', '/ru/b'], '/ru/c', '/ru/a', true],
    ['spec 001 §4: absolute target returning to a visited url, host case differs', ['https://Site.example/ru/a'], '/ru/b', 'https://site.example/ru/a', true],
    ['spec 001 §4: a new url is followed', ['/ru/a'], '/ru/b', '/ru/c', false],
    ['spec 001 §4: a different query is a different page', [], '/ru/casino?x=1', '/ru/casino?x=2', false],
    ['spec 001 §4: path case matters', [], '/ru/Casino', '/ru/casino', false],
  ])('%s', (_rule, chain, current, target, cyclic) => {
    expect(isCyclicRedirect(chain, current, target)).toBe(cyclic);
  });

  it('spec 001 §4: following grows the chain; a cyclic step leaves it unchanged', () => {
    const first = nextRedirectStep([], '/ru/a', '/ru/b');
    expect(first).toEqual({ kind: 'follow', target: '/ru/b', chain: ['/ru/a', '/ru/b'] });
    const second = nextRedirectStep(first.chain, '/ru/b', '/ru/c');
    expect(second).toEqual({ kind: 'follow', target: '/ru/c', chain: ['/ru/a', '/ru/b', '/ru/c'] });
    const third = nextRedirectStep(second.chain, '/ru/c', '/ru/a');
    expect(third).toEqual({ kind: 'cyclic', target: '/ru/a', chain: second.chain });
  });

  it.each([
    ['', '/'],
    ['/', '/'],
    ['/ru/', '/ru'],
    ['/ru//', '/ru'],
    ['HTTPS://Site.Example/ru/', 'https://site.example/ru'],
    ['https://site.example', 'https://site.example/'],
    ['/ru/?a=1#x', '/ru?a=1'],
  ])('normalises %j to %j', (url, normalized) => {
    expect(normalizeRedirectUrl(url)).toBe(normalized);
  });
});
