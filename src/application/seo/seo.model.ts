import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  licenceMetaOf,
  seoHead,
  seoTextBlock,
  type PageSeoData,
  type SeoContent,
  type SeoHead,
  type SeoMeta,
  type SeoPort,
  type SeoTextBlock,
} from '../../domain/seo';
import type { LoggerPort } from '../../domain/shared';

export interface SeoModelDeps {
  seo: Pick<SeoPort, 'pageData' | 'content'>;
  logger: LoggerPort;
  /** The page's origin (window.location.origin): relative SEO links resolve on it; its host is the page-data `domain`. */
  origin: string;
}

/** A page as the SEO service is asked about it. */
export interface SeoPageEntered {
  /** The path, without query or hash. */
  path: string;
  language: string;
  /** The player's time zone in hours (5.5 is sent as 6: the call takes a whole number, spec 001 §7 "timezone"). */
  timeZone: number;
}

/** What the site config gives every page's head (spec 001 §3). */
export interface SeoSite {
  /** The site's name (companyName): og:site_name by default, and the page-data `project`. */
  siteName: string;
  /** The config's licence meta tag markup (bff-config licenceMetaTag); null: none. */
  licenceMetaTag: string | null;
}

/** What is known of one page: its data and its content, each once an answer came. */
interface PageAnswers {
  data?: PageSeoData | null;
  content?: SeoContent | null;
}

/** Pages whose last good answers are kept, so a failed reload of one still has its head. */
export const SEO_PAGES_KEPT = 30;

const keyOf = (page: { path: string; language: string }) => `${page.language} ${normalPath(page.path)}`;
/** `/en/` and `/en` are one page. */
const normalPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function hostOf(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return '';
  }
}

function kept(answers: Record<string, PageAnswers>, key: string, patch: PageAnswers): Record<string, PageAnswers> {
  const { [key]: previous, ...others } = answers;
  const keys = Object.keys(others);
  // the page answered last goes to the end; the oldest go past the limit
  const trimmed = keys.length >= SEO_PAGES_KEPT ? Object.fromEntries(keys.slice(keys.length - SEO_PAGES_KEPT + 1).map((k) => [k, others[k]!])) : others;
  return { ...trimmed, [key]: { ...previous, ...patch } };
}

/**
 * The page's SEO (spec 001 §1 SEO block, §3 SEO data, §7 SEO calls), loaded on each navigation:
 * - `pageEntered` asks the SEO service for the page's data (domain, project, language, timezone) and its
 *   content (the text block), both at once;
 * - an answer for a page the player has left is dropped (A→B, A's late answer never becomes B's head);
 * - a failed call is logged (warn) and shown to no one: the page keeps the last good answer it had for that
 *   page, else the site's defaults (the route's title, no robots, canonical or block); it never waits on the
 *   SEO service and never shows an error;
 * - a page that already answered once shows that answer while the new one is on its way;
 * - `$head` is the head the page gets (domain seoHead: the rules of what is kept); `$textBlock` the block;
 *   `$licenceMeta` the site config's licence meta tag, on every page.
 */
export function createSeoModel(deps: SeoModelDeps) {
  const pageEntered = createEvent<SeoPageEntered>();
  const siteChanged = createEvent<SeoSite>();

  const $page = createStore<SeoPageEntered | null>(null).on(pageEntered, (_, page) => ({ ...page, path: normalPath(page.path) }));
  const $site = createStore<SeoSite>({ siteName: '', licenceMetaTag: null }).on(siteChanged, (_, site) => site);
  const $answers = createStore<Record<string, PageAnswers>>({});
  const $pageKey = $page.map((page) => (page ? keyOf(page) : null));

  const loadDataFx = createEffect(async ({ page, site }: { page: SeoPageEntered; site: SeoSite }) => ({
    key: keyOf(page),
    data: await deps.seo.pageData({
      path: page.path,
      domain: hostOf(deps.origin),
      project: site.siteName,
      language: page.language,
      timezone: Math.round(page.timeZone),
    }),
  }));
  const loadContentFx = createEffect(async (page: SeoPageEntered) => ({ key: keyOf(page), content: await deps.seo.content(page.path, page.language) }));

  sample({ clock: $page.updates, source: $site, filter: (_, page) => page !== null, fn: (site, page) => ({ page: page!, site }), target: loadDataFx });
  sample({ clock: $page.updates, filter: (page): page is SeoPageEntered => page !== null, target: loadContentFx });

  // stale answers (for a page no longer shown) are dropped
  sample({
    clock: loadDataFx.doneData,
    source: { answers: $answers, key: $pageKey },
    filter: ({ key }, answer) => key === answer.key,
    fn: ({ answers }, answer) => kept(answers, answer.key, { data: answer.data }),
    target: $answers,
  });
  sample({
    clock: loadContentFx.doneData,
    source: { answers: $answers, key: $pageKey },
    filter: ({ key }, answer) => key === answer.key,
    fn: ({ answers }, answer) => kept(answers, answer.key, { content: answer.content }),
    target: $answers,
  });

  const failed = createEvent<{ call: 'pageData' | 'content'; path: string; error: unknown }>();
  sample({ clock: loadDataFx.fail, fn: ({ params, error }) => ({ call: 'pageData' as const, path: params.page.path, error }), target: failed });
  sample({ clock: loadContentFx.fail, fn: ({ params, error }) => ({ call: 'content' as const, path: params.path, error }), target: failed });
  const logFailureFx = createEffect(({ call, path, error }: { call: string; path: string; error: unknown }) => {
    deps.logger.warn('seo: the SEO call failed; the page keeps its last good head', { call, path, error: error instanceof Error ? error.message : String(error) });
  });
  sample({ clock: failed, target: logFailureFx });

  const $licenceMeta = $site.map((site): SeoMeta | null => licenceMetaOf(site.licenceMetaTag));
  const $current = combine($answers, $pageKey, (answers, key): PageAnswers => (key === null ? {} : (answers[key] ?? {})));

  const $head = combine($current, $page, $site, $licenceMeta, (current, page, site, licence): SeoHead =>
    seoHead(current.data ?? null, {
      origin: deps.origin,
      path: page?.path ?? '/',
      siteName: site.siteName,
      reservedMetaNames: licence ? [licence.name] : [],
    }),
  );
  const $textBlock = $current.map((current): SeoTextBlock | null => seoTextBlock(current.content ?? null));

  return {
    pageEntered,
    siteChanged,
    /** A failed SEO call (logged); for tests and diagnostics only, the page shows nothing. */
    failed,
    loadDataFx,
    loadContentFx,
    $page,
    $head,
    /** The page's title from the SEO service; null: the route's own title stays. */
    $title: $head.map((head) => head.title),
    $textBlock,
    $licenceMeta,
  };
}

export type SeoModel = ReturnType<typeof createSeoModel>;
