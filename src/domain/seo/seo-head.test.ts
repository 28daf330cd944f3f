import { describe, expect, it } from 'vitest';
import { licenceMetaOf } from './licence-meta';
import { canonicalOf, isIndexed, robotsOf, safeHref, seoHead, type SeoPageContext } from './seo-head';
import { scopableStyle, seoTextBlock } from './seo-text-block';
import type { PageSeoData } from './seo.port';

const PAGE: SeoPageContext = { origin: 'https://bet.example', path: '/en/line/all', siteName: 'Demo Bet' };

const data = (patch: Partial<PageSeoData> = {}): PageSeoData => ({
  title: 'Line betting',
  description: 'Bets on every sport',
  siteName: '',
  metas: [],
  metaRobots: null,
  hierarchyMetaRobots: null,
  canonical: null,
  alternates: [],
  media: [],
  ...patch,
});

describe('SEO head: title, description, site name (spec 001 §3 SEO data)', () => {
  it('spec 001 §3: the page gets its title and description, og fields follow them, og:site_name is the site\'s when the page names none', () => {
    const head = seoHead(data(), PAGE);
    expect(head).toMatchObject({ title: 'Line betting', description: 'Bets on every sport', siteName: 'Demo Bet' });
    expect(head.metas).toEqual([
      { name: 'og:title', content: 'Line betting' },
      { name: 'og:description', content: 'Bets on every sport' },
      { name: 'og:site_name', content: 'Demo Bet' },
    ]);
  });

  it('spec 001 §3: the page\'s own siteName wins over the site\'s', () => {
    expect(seoHead(data({ siteName: 'Bet Partner' }), PAGE).siteName).toBe('Bet Partner');
  });

  it('design: no SEO data, no title (the route keeps its own), still the site name', () => {
    expect(seoHead(null, PAGE)).toEqual({
      title: null,
      description: null,
      siteName: 'Demo Bet',
      metas: [{ name: 'og:site_name', content: 'Demo Bet' }],
      robots: null,
      indexed: true,
      canonical: null,
      alternates: [],
      media: [],
    });
  });

  it.each([
    ['hostile: a title with markup is dropped', { title: '<script>alert(1)</script>Bets' }, { title: null }],
    ['hostile: a description with markup is dropped', { description: 'Bets <img src=x onerror=alert(1)>' }, { description: null }],
    ['design: whitespace runs become one space, ends trimmed', { title: '  Line \n betting ' }, { title: 'Line betting' }],
    ['design: an empty title is no title', { title: '   ' }, { title: null }],
  ])('%s', (_rule, patch, expected) => {
    expect(seoHead(data(patch), PAGE)).toMatchObject(expected);
  });
});

describe('SEO head: metas', () => {
  it.each([
    ['design: a plain meta is kept', { name: 'keywords', content: 'bets, odds' }, true],
    ['design: viewport is the shell\'s: dropped', { name: 'viewport', content: 'width=100' }, false],
    ['design: theme-color is the shell\'s: dropped', { name: 'Theme-Color', content: '#000' }, false],
    ['design: charset is the shell\'s: dropped', { name: 'charset', content: 'latin1' }, false],
    ['design: a second robots or description is dropped (the head has its own)', { name: 'robots', content: 'index' }, false],
    ['hostile: a name that is not a plain name is dropped', { name: 'x" onload="alert(1)', content: 'a' }, false],
    ['hostile: a content with markup is dropped', { name: 'keywords', content: '"><script>alert(1)</script>' }, false],
  ])('%s', (_rule, meta, kept) => {
    const metas = seoHead(data({ metas: [meta] }), PAGE).metas.filter((m) => !m.name.startsWith('og:'));
    expect(metas).toEqual(kept ? [meta] : []);
  });

  it('design: a name the page reserved (the licence meta\'s) is dropped; the first of a name wins', () => {
    const metas = seoHead(
      data({ metas: [{ name: 'licence-verification', content: 'fake' }, { name: 'keywords', content: 'a' }, { name: 'Keywords', content: 'b' }] }),
      { ...PAGE, reservedMetaNames: ['licence-verification'] },
    ).metas.filter((m) => !m.name.startsWith('og:'));
    expect(metas).toEqual([{ name: 'keywords', content: 'a' }]);
  });
});

describe('SEO head: robots (spec 001 §5 "pages with a noindex robots meta are not indexed")', () => {
  it.each([
    ['spec 001 §3: the page\'s metaRobots', 'noindex, follow', 'index, follow', 'noindex, follow'],
    ['spec 001 §3: else the hierarchy\'s', null, 'noindex', 'noindex'],
    ['spec 001 §3: neither: no robots meta', null, null, null],
    ['design: an empty metaRobots falls back to the hierarchy\'s', ' ', 'nofollow', 'nofollow'],
    ['design: directives are lower-cased and ", "-joined', 'NOINDEX,NOFOLLOW', null, 'noindex, nofollow'],
    ['design: max-snippet:50 is a directive', 'max-snippet:50', null, 'max-snippet:50'],
    ['hostile: a value with markup is dropped (the hierarchy\'s is used)', '"><script>', 'noindex', 'noindex'],
    ['hostile: a directive that is not a word drops the value', 'noindex; url=javascript:alert(1)', null, null],
  ])('%s', (_rule, metaRobots, hierarchy, expected) => {
    expect(robotsOf(metaRobots, hierarchy)).toBe(expected);
  });

  it.each([
    ['spec 001 §5: a page with a noindex robots meta is not indexed', 'noindex, follow', false],
    ['spec 001 §5: none is noindex too', 'none', false],
    ['spec 001 §5: nofollow alone is still indexed', 'nofollow', true],
    ['spec 001 §5: no robots meta, indexed', null, true],
  ])('%s', (_rule, robots, indexed) => {
    expect(isIndexed(robots)).toBe(indexed);
  });

  it('spec 001 §5: a page with a noindex robots meta is not indexed: robots noindex, and no canonical or alternates pointing elsewhere', () => {
    const head = seoHead(
      data({
        metaRobots: 'noindex',
        canonical: { mode: 'url', targetUrl: 'https://bet.example/en/line', domain: null },
        alternates: [{ hreflang: 'ru', href: 'https://bet.example/ru/line/all' }],
      }),
      PAGE,
    );
    expect(head).toMatchObject({ robots: 'noindex', indexed: false, canonical: null, alternates: [] });
  });
});

describe('SEO head: canonical (spec 001 §3 customCanonical: mode url or mirror, targetUrl, domain host)', () => {
  it.each([
    ['spec 001 §3: mode url is its targetUrl', { mode: 'url', targetUrl: 'https://bet.example/en/line', domain: null }, 'https://bet.example/en/line'],
    ['spec 001 §3: mode mirror is this path on the domain host, with this page\'s protocol', { mode: 'mirror', targetUrl: null, domain: 'mirror.example' }, 'https://mirror.example/en/line/all'],
    ['design: a mirror host may carry a port', { mode: 'mirror', targetUrl: null, domain: 'mirror.example:8443' }, 'https://mirror.example:8443/en/line/all'],
    ['hostile: a javascript: targetUrl gives no canonical', { mode: 'url', targetUrl: 'javascript:alert(1)', domain: null }, null],
    ['design: a relative targetUrl is not a canonical URL', { mode: 'url', targetUrl: '/en/line', domain: null }, null],
    ['design: mode url without a targetUrl gives none', { mode: 'url', targetUrl: null, domain: 'mirror.example' }, null],
    ['hostile: a mirror domain that is not a host gives none', { mode: 'mirror', targetUrl: null, domain: 'evil.example/x?"<' }, null],
    ['hostile: a mirror domain with credentials gives none', { mode: 'mirror', targetUrl: null, domain: 'user@evil.example' }, null],
    ['design: an unknown mode gives none', { mode: 'other', targetUrl: 'https://bet.example/', domain: null }, null],
    ['spec 001 §3: no customCanonical, no canonical', null, null],
  ])('%s', (_rule, canonical, expected) => {
    expect(canonicalOf(canonical as PageSeoData['canonical'], PAGE)).toBe(expected);
  });

  it('spec 001 §3: the head carries the canonical of an indexed page', () => {
    expect(seoHead(data({ canonical: { mode: 'mirror', targetUrl: null, domain: 'mirror.example' } }), PAGE).canonical).toBe('https://mirror.example/en/line/all');
  });
});

describe('SEO head: alternate language links and media links (http(s) or same-origin only)', () => {
  it('spec 001 §3: alternates per language; relative ones resolve on this origin; hostile and bad tags dropped', () => {
    const head = seoHead(
      data({
        alternates: [
          { hreflang: 'en', href: 'https://bet.example/en/line/all' },
          { hreflang: 'ru', href: '/ru/line/all' },
          { hreflang: 'x-default', href: 'https://bet.example/line/all' },
          { hreflang: 'de', href: 'javascript:alert(1)' },
          { hreflang: 'fr', href: '//evil.example/fr' },
          { hreflang: 'es', href: 'data:text/html,<script>alert(1)</script>' },
          { hreflang: 'en"><x', href: 'https://bet.example/x' },
          { hreflang: 'en', href: 'https://bet.example/second-en' },
        ],
      }),
      PAGE,
    );
    expect(head.alternates).toEqual([
      { hreflang: 'en', href: 'https://bet.example/en/line/all' },
      { hreflang: 'ru', href: 'https://bet.example/ru/line/all' },
      { hreflang: 'x-default', href: 'https://bet.example/line/all' },
    ]);
  });

  it('spec 001 §3: media links with a rel that shows something; a rel that loads code or styles, and a hostile href, are dropped', () => {
    const head = seoHead(
      data({
        media: [
          { rel: 'image_src', href: 'https://cdn.example/line.png' },
          { rel: 'amphtml', href: '/en/line/all/amp' },
          { rel: 'stylesheet', href: 'https://evil.example/x.css' },
          { rel: 'modulepreload', href: '/x.js' },
          { rel: 'icon', href: 'javascript:alert(1)' },
        ],
      }),
      PAGE,
    );
    expect(head.media).toEqual([
      { rel: 'image_src', href: 'https://cdn.example/line.png' },
      { rel: 'amphtml', href: 'https://bet.example/en/line/all/amp' },
    ]);
  });

  it.each([
    ['design: an https URL is kept', 'https://a.example/x', 'https://a.example/x'],
    ['design: a same-origin path resolves on the origin', '/ru', 'https://bet.example/ru'],
    ['hostile: javascript: with a disguised scheme is dropped', ' java\tscript:alert(1)', null],
    ['hostile: protocol-relative is another origin: dropped', '//evil.example/', null],
    ['hostile: credentials in the URL are dropped', 'https://user:pass@a.example/', null],
    ['hostile: markup is dropped', 'https://a.example/"><script>', null],
  ])('%s', (_rule, href, expected) => {
    expect(safeHref(href, PAGE.origin)).toBe(expected);
  });
});

describe('licence meta tag (spec 001 §3 site config "Licence meta tag")', () => {
  it.each([
    ['spec 001 §3: a meta tag with name and content is read', '<meta name="licence-verification" content="A1B2C3">', { name: 'licence-verification', content: 'A1B2C3' }],
    ['design: single quotes and a self-closing tag are read, entities decoded', "<meta content='a &amp; b' name='cgc-licence' />", { name: 'cgc-licence', content: 'a & b' }],
    ['spec 001 §3: no tag, none', null, null],
    ['hostile: an event handler makes it no tag', '<meta name="x" content="y" onload="alert(1)">', null],
    ['hostile: http-equiv is not a licence tag', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', null],
    ['hostile: markup around the tag makes it no tag', '<meta name="x" content="y"><script>alert(1)</script>', null],
    ['hostile: another element is no tag', '<script name="x" content="y">', null],
    ['design: a name the shell owns is refused', '<meta name="viewport" content="width=1">', null],
    ['design: a bare value is not a tag', 'A1B2C3', null],
  ])('%s', (_rule, value, expected) => {
    expect(licenceMetaOf(value)).toEqual(expected);
  });
});

describe('SEO text block (spec 001 §1 layout "an SEO block")', () => {
  it.each([
    ['design: a style that stays in its block is kept', 'h2 { color: #0a7d3b; } p { margin: 0 }', 'h2 { color: #0a7d3b; } p { margin: 0 }'],
    ['hostile: a style that closes its scope first is dropped', '} body { display: none } p {', null],
    ['hostile: unbalanced braces are dropped', 'p { color: red', null],
    ['hostile: @import is dropped', '@import url(https://evil.example/x.css);', null],
    ['hostile: url() is dropped', 'p { background: url(https://evil.example/t.png) }', null],
    ['hostile: ending the style element is dropped', 'p{}</style><script>alert(1)</script>', null],
    ['design: a brace inside a string does not count', 'p::before { content: "}" }', 'p::before { content: "}" }'],
    ['design: no style, none', '', null],
  ])('%s', (_rule, style, expected) => {
    expect(scopableStyle(style)).toBe(expected);
  });

  it('design: a block with no text is no block; stylesheet URLs are not used', () => {
    expect(seoTextBlock({ html: '  ', style: '', styles: [] })).toBeNull();
    expect(seoTextBlock({ html: '<p>x</p>', style: 'p{}', styles: ['https://cdn.example/seo.css'] })).toEqual({ html: '<p>x</p>', style: 'p{}' });
    expect(seoTextBlock(null)).toBeNull();
  });
});
