/** SEO text block of a page: inline style, stylesheet URLs and HTML content. */
export interface SeoContent {
  style: string;
  styles: string[];
  html: string;
}

export interface Breadcrumb {
  name: string;
  url: string;
}

/** The page heading, banner and breadcrumbs the SEO service chose for a path. */
export interface PageVisual {
  h1: string | null;
  bannerUrl: string | null;
  breadcrumbs: Breadcrumb[];
}

/** Head data of a page: title, description, metas, robots, canonical and alternates. */
export interface PageSeoData {
  title: string;
  description: string;
  siteName: string;
  metas: { name: string; content: string }[];
  metaRobots: string | null;
  hierarchyMetaRobots: string | null;
  canonical: { mode: 'url' | 'mirror'; targetUrl: string | null; domain: string | null } | null;
  alternates: { hreflang: string; href: string }[];
  media: { rel: string; href: string }[];
}

export interface PageSeoDataQuery {
  path: string;
  domain: string;
  project: string;
  language: string;
  timezone: number;
  /** A choice the page is showing (e.g. a selected tab); optional. */
  choice?: string;
}

/** A blog category or article. */
export interface BlogEntry {
  kind: 'category' | 'article';
  slug: string;
  title: string;
  html: string;
  /** ms since the epoch; null for a category. */
  publishedAt: number | null;
  categorySlug: string | null;
}

export interface BlogQuery {
  lang: string;
  categorySlug?: string;
  articleSlug?: string;
}

/**
 * The SEO service (spec 000 §7: content by path, page visual, page data,
 * sports map, blog object, ISO codes map). A page the service does not know
 * resolves null; any other failure rejects.
 */
export interface SeoPort {
  content(path: string, lang: string): Promise<SeoContent | null>;
  pageVisual(path: string, lang: string): Promise<PageVisual | null>;
  pageData(query: PageSeoDataQuery): Promise<PageSeoData | null>;
  /** Sport URL slug to sport id. */
  sportsMap(): Promise<Readonly<Record<string, number>>>;
  blog(query: BlogQuery): Promise<BlogEntry | null>;
  /** Country id (as a string key) to ISO 3166 alpha-2 code. */
  isoCodes(): Promise<Readonly<Record<string, string>>>;
}
export const SeoPort = Symbol.for('SeoPort');
