import { describe, expect, it } from 'vitest';
import { brandBookDeclarations, themeColorOf } from './brand-book';

describe('partner brand book (spec 001 §3 partnerCssBrandBook: css_prop, css_value)', () => {
  it.each([
    ['spec 001 §3: a custom property is applied', [{ cssProp: '--accent', cssValue: '#b00020' }], [['--accent', '#b00020']]],
    ['design: spaces around are trimmed', [{ cssProp: ' --header-bg ', cssValue: ' rgb(10, 20, 30) ' }], [['--header-bg', 'rgb(10, 20, 30)']]],
    ['design: a later entry of a property wins', [{ cssProp: '--accent', cssValue: 'red' }, { cssProp: '--accent', cssValue: 'blue' }], [['--accent', 'blue']]],
    ['design: a property that is not a custom property is dropped', [{ cssProp: 'display', cssValue: 'none' }], []],
    ['design: a value that ends its declaration is dropped', [{ cssProp: '--accent', cssValue: 'red; display: none' }], []],
    ['design: a value that opens a rule is dropped', [{ cssProp: '--accent', cssValue: 'red } body { display: none' }], []],
    ['design: a value that loads anything is dropped', [{ cssProp: '--bg', cssValue: 'url(https://evil.example/x.png)' }], []],
    ['design: an empty value is dropped', [{ cssProp: '--bg', cssValue: ' ' }], []],
    ['design: no brand book, nothing', undefined, []],
  ])('%s', (_name, entries, declarations) => {
    expect(brandBookDeclarations(entries)).toEqual(declarations);
  });

  it.each([
    ['spec 001 §3: a PWA has the manifest theme colour', { isPwa: true, pwaThemeColor: '#1a5fb4' }, '#1a5fb4'],
    ['spec 001 §3: not a PWA, no theme colour', { isPwa: false, pwaThemeColor: '#1a5fb4' }, null],
    ['design: a theme colour that is not a colour is ignored', { isPwa: true, pwaThemeColor: 'red;x' }, null],
    ['design: rgb() is a colour', { isPwa: true, pwaThemeColor: 'rgb(26, 95, 180)' }, 'rgb(26, 95, 180)'],
    ['design: absent fields, none', {}, null],
  ])('%s', (_name, config, colour) => {
    expect(themeColorOf(config)).toBe(colour);
  });
});
