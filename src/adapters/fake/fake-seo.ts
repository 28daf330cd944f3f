import type { BlogEntry, BlogQuery, PageSeoData, PageSeoDataQuery, PageVisual, SeoContent, SeoPort } from '../../domain/seo';
import type { FakeWorld } from './fake-world';

/**
 * The fake world's operation names: `fail: ["seo-data"]` fails every page-data call, `fail: ["seo-content"]`
 * every content call (`failTimes` the next N); `seo-visual`, `seo-blog`, `seo-maps` the other calls.
 */
export const SEO_DATA_OPERATION = 'seo-data';
export const SEO_CONTENT_OPERATION = 'seo-content';
export const SEO_VISUAL_OPERATION = 'seo-visual';
export const SEO_BLOG_OPERATION = 'seo-blog';
export const SEO_MAPS_OPERATION = 'seo-maps';

type Lang = 'en' | 'ru';
type Texts = Record<Lang, { title: string; description: string }>;

/** A demo page the SEO service knows, by its path after the language. */
interface DemoSeoPage {
  texts: Texts;
  metaRobots?: string;
  hierarchyMetaRobots?: string;
  canonical?: PageSeoData['canonical'];
  metas?: PageSeoData['metas'];
  media?: PageSeoData['media'];
}

/**
 * The demo site's SEO data. The English home page's title is the route's own (Sports betting — Demo Bet), which
 * other browser tests read; the other pages' titles differ from their routes' so a test can tell whose it is.
 * The home page and the line carry a text block; contacts is noindex (spec 001 §5);
 * about names a canonical URL, responsible gaming a mirror; every known page has alternates for en and ru. The
 * home page's block holds hostile markup (a script, an on* handler, a javascript: link, an iframe) that the
 * page must show inert, so the offline demo and the browser tests see the sanitizer work.
 */
export const DEMO_SEO_PAGES: Readonly<Record<string, DemoSeoPage>> = {
  '': {
    texts: {
      en: { title: 'Sports betting — Demo Bet', description: 'Bet on football, tennis and hockey before and during the match at Demo Bet.' },
      ru: { title: 'Ставки на спорт онлайн — Demo Bet', description: 'Ставки на футбол, теннис и хоккей до и во время матча в Demo Bet.' },
    },
    metas: [
      { name: 'keywords', content: 'sports betting, odds, live' },
      // the shell owns these: the head drops them
      { name: 'viewport', content: 'width=320' },
      { name: 'theme-color', content: '#ff0000' },
    ],
    media: [{ rel: 'image_src', href: '/icons/apple-touch-icon-512x512.png' }],
  },
  'line/all': {
    texts: {
      en: { title: 'Pre-match betting lines — Demo Bet', description: 'Odds on every pre-match event of the day.' },
      ru: { title: 'Линия ставок до матча — Demo Bet', description: 'Коэффициенты на все события дня до начала матча.' },
    },
  },
  'live/all': {
    texts: {
      en: { title: 'Live betting — Demo Bet', description: 'In-play odds that move with the game.' },
      ru: { title: 'Ставки в лайве — Demo Bet', description: 'Коэффициенты по ходу игры.' },
    },
  },
  'information/about': {
    texts: {
      en: { title: 'About Demo Bet', description: 'Who we are and how we run our betting site.' },
      ru: { title: 'О Demo Bet', description: 'Кто мы и как работает наш сайт ставок.' },
    },
    canonical: { mode: 'url', targetUrl: 'https://demo-bet.example/en/information/about', domain: null },
  },
  'information/contacts': {
    texts: {
      en: { title: 'Contact Demo Bet support', description: 'How to reach our support.' },
      ru: { title: 'Контакты — Demo Bet', description: 'Как связаться с поддержкой.' },
    },
    metaRobots: 'noindex, follow',
  },
  'information/responsiblegaming': {
    texts: {
      en: { title: 'Responsible gaming — Demo Bet', description: 'Limits, time-outs and help.' },
      ru: { title: 'Ответственная игра — Demo Bet', description: 'Лимиты, перерывы и помощь.' },
    },
    canonical: { mode: 'mirror', targetUrl: null, domain: 'mirror.demo-bet.example' },
  },
};

const BLOCKS: Readonly<Record<string, Record<Lang, SeoContent>>> = {
  '': {
    en: {
      style: 'h2 { font-size: 1.1rem; } p { margin: 0.5rem 0; }',
      styles: [],
      html: [
        '<h2>Sports betting at Demo Bet</h2>',
        '<p>Bet on thousands of events every day, before the start and live. <a href="/en/line/all">See the line</a>.</p>',
        '<script>window.__seoHostile = "script";</script>',
        '<img src="/icons/apple-touch-icon-72x72.png" alt="" width="1" height="1" onerror="window.__seoHostile=\'onerror\'" onload="window.__seoHostile=\'onload\'">',
        '<p><a href="javascript:window.__seoHostile=\'link\'">Our licence</a></p>',
        '<iframe src="about:blank" title="hostile frame"></iframe>',
      ].join(''),
    },
    ru: {
      style: 'h2 { font-size: 1.1rem; } p { margin: 0.5rem 0; }',
      styles: [],
      html: [
        '<h2>Ставки на спорт в Demo Bet</h2>',
        '<p>Тысячи событий каждый день, до начала и в лайве. <a href="/ru/line/all">Открыть линию</a>.</p>',
        '<script>window.__seoHostile = "script";</script>',
        '<p><a href="javascript:window.__seoHostile=\'link\'">Наша лицензия</a></p>',
      ].join(''),
    },
  },
  'line/all': {
    en: { style: '', styles: [], html: '<h2>How the line works</h2><p>Pick a sport, then a championship, then the odds you like.</p>' },
    ru: { style: '', styles: [], html: '<h2>Как устроена линия</h2><p>Выберите вид спорта, чемпионат и коэффициент.</p>' },
  },
};

const LANGS: readonly Lang[] = ['en', 'ru'];
const langOf = (value: string): Lang => (value === 'ru' ? 'ru' : 'en');

/** The page after its language (`/en/line/all/` → `line/all`, `/en` → ''); null for a path with no language. */
export function demoSeoKey(path: string): { lang: Lang; key: string } | null {
  const match = /^\/([a-z]{2})(?:\/(.*?))?\/?$/.exec(path);
  if (!match || !LANGS.includes(match[1] as Lang)) return null;
  return { lang: match[1] as Lang, key: match[2] ?? '' };
}

/**
 * SeoPort for the offline demo: deterministic data for the demo site's pages (DEMO_SEO_PAGES), null (the
 * service's 404) for any other page, on the fake world's latency and failure knobs.
 */
export class FakeSeo implements SeoPort {
  constructor(private readonly world: FakeWorld) {}

  content(path: string, lang: string): Promise<SeoContent | null> {
    return this.world.respond(SEO_CONTENT_OPERATION, () => {
      const page = demoSeoKey(path);
      const block = page ? BLOCKS[page.key]?.[langOf(lang)] : undefined;
      return block ? { ...block, styles: [...block.styles] } : null;
    });
  }

  pageVisual(path: string, lang: string): Promise<PageVisual | null> {
    return this.world.respond(SEO_VISUAL_OPERATION, () => {
      const page = demoSeoKey(path);
      const known = page ? DEMO_SEO_PAGES[page.key] : undefined;
      if (!page || !known) return null;
      return { h1: known.texts[langOf(lang)].title, bannerUrl: null, breadcrumbs: [] };
    });
  }

  pageData(query: PageSeoDataQuery): Promise<PageSeoData | null> {
    return this.world.respond(SEO_DATA_OPERATION, () => {
      const page = demoSeoKey(query.path);
      const known = page ? DEMO_SEO_PAGES[page.key] : undefined;
      if (!page || !known) return null;
      const { title, description } = known.texts[langOf(query.language)];
      const suffix = page.key === '' ? '' : `/${page.key}`;
      return {
        title,
        description,
        siteName: '',
        metas: (known.metas ?? []).map((m) => ({ ...m })),
        metaRobots: known.metaRobots ?? null,
        hierarchyMetaRobots: known.hierarchyMetaRobots ?? null,
        canonical: known.canonical ? { ...known.canonical } : null,
        // same-origin alternates: the demo runs on any host
        alternates: LANGS.map((lang) => ({ hreflang: lang, href: `/${lang}${suffix}` })),
        media: (known.media ?? []).map((m) => ({ ...m })),
      };
    });
  }

  sportsMap(): Promise<Readonly<Record<string, number>>> {
    return this.world.respond(SEO_MAPS_OPERATION, () => Object.freeze({ football: 1, tennis: 4, 'ice-hockey': 2, basketball: 3 }));
  }

  blog(_query: BlogQuery): Promise<BlogEntry | null> {
    // the demo site has no blog
    return this.world.respond(SEO_BLOG_OPERATION, () => null);
  }

  isoCodes(): Promise<Readonly<Record<string, string>>> {
    return this.world.respond(SEO_MAPS_OPERATION, () => Object.freeze({ '1': 'RU', '2': 'UA', '66': 'GB', '120': 'DE' }));
  }
}
