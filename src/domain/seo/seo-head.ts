import type { PageSeoData } from './seo.port';

/**
 * The head a page gets (spec 001 §3 "SEO data", §5 "pages with a noindex robots meta are not indexed").
 * Everything in it has passed the rules below, so the view writes it into <head> as it is.
 */
export interface SeoHead {
  /** The page's title; null leaves the route's own title (the SEO service had none, or only a hostile one). */
  title: string | null;
  description: string | null;
  /** og:site_name: the page's siteName, else the site's name. */
  siteName: string | null;
  /** Extra metas by name; og:* names are written as `property` (the Open Graph way). */
  metas: SeoMeta[];
  /** The robots directives ("noindex, follow"); null: no robots meta (indexed, the search engine's default). */
  robots: string | null;
  /** spec 001 §5: false when the robots directives hold noindex. */
  indexed: boolean;
  /** An absolute http(s) URL; null: no canonical link. */
  canonical: string | null;
  alternates: { hreflang: string; href: string }[];
  media: { rel: string; href: string }[];
}

export interface SeoMeta {
  name: string;
  content: string;
}

/** What the head is made for: the page's address and the site's defaults. */
export interface SeoPageContext {
  /** The page's origin (https://example.com): relative and same-origin links resolve against it. */
  origin: string;
  /** The page's path, without query or hash (the canonical of a page never carries the query). */
  path: string;
  /** The site's name (the site config's companyName), og:site_name when the page names none. */
  siteName: string;
  /** Meta names set elsewhere on the page (the licence meta's), which a page's metas may not take. */
  reservedMetaNames?: readonly string[];
}

/**
 * Meta names the shell owns (index.html, the PWA theme colour, the page's own description and robots, og
 * fields made from the page's title): a page meta of one of these names is dropped, so the SEO service cannot
 * change the viewport, the theme colour or the charset, nor write a second description or robots.
 * Compared without case.
 */
export const SHELL_META_NAMES: readonly string[] = [
  'charset',
  'viewport',
  'theme-color',
  'color-scheme',
  'description',
  'robots',
  'referrer',
  'og:title',
  'og:description',
  'og:site_name',
  'og:url',
];

/**
 * Media links may only name resources that show something about the page (icons, an image, an AMP or short
 * version, its author or licence); a rel that would load code or styles (stylesheet, preload, modulepreload,
 * prefetch, manifest, serviceworker) or restate the canonical and alternates is dropped.
 */
export const MEDIA_RELS: readonly string[] = ['icon', 'shortcut icon', 'apple-touch-icon', 'image_src', 'amphtml', 'shortlink', 'author', 'license', 'publisher', 'me'];

const MARKUP = /[<>]/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const META_NAME = /^[a-z][a-z0-9:._-]{0,63}$/i;
const ROBOTS_DIRECTIVE = /^[a-z][a-z-]*(:\s*[a-z0-9-]+)?$/i;
const HREFLANG = /^(x-default|[a-z]{2,3}(-[a-z0-9]{2,8})*)$/i;
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

/**
 * A text for the head: trimmed, with whitespace runs made one space. Markup (`<`, `>`) or control characters
 * make it hostile: it is dropped (null), never shown half-cleaned. Empty is null too.
 */
export function headText(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  if (MARKUP.test(value) || CONTROL.test(value)) return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

/**
 * An absolute http(s) URL, or a same-origin one (a path starting with one `/`, resolved against `origin`);
 * null for anything else: javascript:, data:, protocol-relative `//host`, credentials in the URL, markup.
 */
export function safeHref(value: string | null | undefined, origin: string | null): string | null {
  if (typeof value !== 'string') return null;
  const raw = value.trim();
  if (raw === '' || MARKUP.test(raw) || CONTROL.test(raw) || /\s/.test(raw) || raw.includes('\\')) return null;
  const relative = raw.startsWith('/') && !raw.startsWith('//');
  if (!relative && !/^https?:\/\//i.test(raw)) return null;
  if (relative && origin === null) return null;
  let url: URL;
  try {
    url = relative ? new URL(raw, origin!) : new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  return url.href;
}

/**
 * The robots directives: the page's metaRobots, else the hierarchy's (a section's directives its pages
 * inherit). Each comma-separated directive is a word (noindex, nofollow, max-snippet:50); one that is not
 * drops the whole value (half a robots value could say the opposite of the whole). Lower case, ", "-joined.
 */
export function robotsOf(metaRobots: string | null, hierarchyMetaRobots: string | null): string | null {
  for (const value of [metaRobots, hierarchyMetaRobots]) {
    const text = headText(value);
    if (text === null) continue;
    const directives = text.split(',').map((d) => d.trim().toLowerCase()).filter((d) => d !== '');
    if (directives.length === 0) continue;
    if (!directives.every((d) => ROBOTS_DIRECTIVE.test(d))) return null;
    return directives.join(', ');
  }
  return null;
}

/** spec 001 §5: a page with a noindex robots meta is not indexed (`none` is noindex plus nofollow). */
export function isIndexed(robots: string | null): boolean {
  if (robots === null) return true;
  return !robots.split(',').some((d) => ['noindex', 'none'].includes(d.trim().toLowerCase()));
}

/**
 * The canonical URL (spec 001 §3 customCanonical): mode `url` is its targetUrl; mode `mirror` is this page's
 * path on the given domain host (the mirror the search engines should index), with this page's protocol.
 * Only http(s) URLs: a targetUrl that is not one, or a domain that is not a host name, gives no canonical.
 */
export function canonicalOf(canonical: PageSeoData['canonical'], page: Pick<SeoPageContext, 'origin' | 'path'>): string | null {
  if (!canonical) return null;
  if (canonical.mode === 'url') return canonical.targetUrl !== null && /^https?:\/\//i.test(canonical.targetUrl.trim()) ? safeHref(canonical.targetUrl, null) : null;
  if (canonical.mode !== 'mirror') return null;
  const host = canonical.domain?.trim() ?? '';
  if (!HOST.test(host)) return null;
  let protocol: string;
  try {
    protocol = new URL(page.origin).protocol;
  } catch {
    return null;
  }
  return safeHref(`${protocol}//${host}${page.path.startsWith('/') ? page.path : `/${page.path}`}`, null);
}

/**
 * The head of a page from the SEO service's data (null: the service has none for the page) and the site's
 * defaults. Rules, each named in seo-head.test.ts:
 * - title and description are the page's when plain text; hostile or empty ones are dropped (the route's title stays);
 * - og:title, og:description and og:site_name follow them (site name: the page's, else the site's);
 * - a page meta is kept only with a plain name not owned by the shell (SHELL_META_NAMES, the reserved names) and a
 *   plain content; the first of a name wins;
 * - robots: metaRobots, else hierarchyMetaRobots; with noindex the page is not indexed (spec 001 §5), and then it
 *   names no canonical and no alternates: a noindex page that pointed search engines at a canonical or at its
 *   other languages would tell them two opposite things;
 * - canonical by canonicalOf; alternates with a language tag and an http(s) or same-origin href (first per
 *   language); media links with a rel of MEDIA_RELS and such an href.
 */
export function seoHead(data: PageSeoData | null, page: SeoPageContext): SeoHead {
  const siteName = headText(data?.siteName) ?? headText(page.siteName);
  if (!data) return { title: null, description: null, siteName, metas: siteName ? [{ name: 'og:site_name', content: siteName }] : [], robots: null, indexed: true, canonical: null, alternates: [], media: [] };

  const title = headText(data.title);
  const description = headText(data.description);
  const robots = robotsOf(data.metaRobots, data.hierarchyMetaRobots);
  const indexed = isIndexed(robots);

  const reserved = new Set([...SHELL_META_NAMES, ...(page.reservedMetaNames ?? [])].map((n) => n.toLowerCase()));
  const metas: SeoMeta[] = [];
  const own = (name: string, content: string | null) => {
    if (content !== null) metas.push({ name, content });
  };
  own('og:title', title);
  own('og:description', description);
  own('og:site_name', siteName);
  const seen = new Set<string>();
  for (const meta of data.metas) {
    const name = typeof meta.name === 'string' ? meta.name.trim() : '';
    const content = headText(meta.content);
    const key = name.toLowerCase();
    if (!META_NAME.test(name) || reserved.has(key) || seen.has(key) || content === null) continue;
    seen.add(key);
    metas.push({ name, content });
  }

  const alternates: SeoHead['alternates'] = [];
  const languages = new Set<string>();
  for (const alternate of indexed ? data.alternates : []) {
    const hreflang = typeof alternate.hreflang === 'string' ? alternate.hreflang.trim() : '';
    const href = safeHref(alternate.href, page.origin);
    if (!HREFLANG.test(hreflang) || href === null || languages.has(hreflang.toLowerCase())) continue;
    languages.add(hreflang.toLowerCase());
    alternates.push({ hreflang, href });
  }

  const media: SeoHead['media'] = [];
  for (const link of data.media) {
    const rel = typeof link.rel === 'string' ? link.rel.trim().toLowerCase().replace(/\s+/g, ' ') : '';
    const href = safeHref(link.href, page.origin);
    if (!MEDIA_RELS.includes(rel) || href === null) continue;
    media.push({ rel, href });
  }

  return {
    title,
    description,
    siteName,
    metas,
    robots,
    indexed,
    canonical: indexed ? canonicalOf(data.canonical, page) : null,
    alternates,
    media,
  };
}
