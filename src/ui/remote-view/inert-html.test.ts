import { describe, expect, it } from 'vitest';
import { inertFragment, scopedStyle } from './inert-html';

const html = (fragment: DocumentFragment) => {
  const div = document.createElement('div');
  div.append(fragment);
  return div.innerHTML;
};

describe('remote view body is mounted inert (first version: no scripts, no codeToEval)', () => {
  it.each([
    ['a script element is dropped', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['an inline event handler is dropped', '<img src="x.png" onerror="alert(1)">', '<img src="x.png">'],
    ['a javascript: link loses its href, even with a disguised scheme', '<a href=" jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['an iframe is dropped', '<iframe src="https://example.com"></iframe><h2>t</h2>', '<h2>t</h2>'],
    ['ordinary markup is kept as it is', '<h2 class="h">Title</h2><p>Text <a href="/en/casino">link</a></p>', '<h2 class="h">Title</h2><p>Text <a href="/en/casino">link</a></p>'],
  ])('%s', (_rule, input, expected) => {
    expect(html(inertFragment(input))).toBe(expected);
  });

  it('the view style applies inside its container only', () => {
    expect(scopedStyle('h2 { color: red; }', '[data-remote-view="a"]')).toBe('[data-remote-view="a"] {\nh2 { color: red; }\n}');
  });
});
