import { useUnit } from 'effector-react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { SiteLink } from '../shell/site-link';
import { buildPath, ROUTES, type RouteDef, type RouteParams } from '../../domain/routing';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { lngPath } from '../router/lng-path';
import { useCurrentRoute } from '../router/current-route';
import { useSeoTitle } from '../shell/seo-title';

const BY_NAME = new Map(ROUTES.map((r) => [r.name, r]));

/** The chain of parent routes for breadcrumbs, root first. */
export function breadcrumbTrail(route: RouteDef): RouteDef[] {
  const trail: RouteDef[] = [];
  const seen = new Set<string>();
  for (let r: RouteDef | undefined = route; r && !seen.has(r.name); r = r.parent ? BY_NAME.get(r.parent) : undefined) {
    seen.add(r.name);
    trail.unshift(r);
  }
  return trail;
}

function hrefFor(route: RouteDef, params: RouteParams, lng: string): string | null {
  try {
    return lngPath(lng, buildPath(route.path, params));
  } catch {
    return null;
  }
}

export function useDocumentTitle(title: string) {
  const { shell } = useModels();
  const config = useUnit(shell.$siteConfig);
  // spec 001 §3: the SEO service's title for the page, when it has one, is the page's title
  const seoTitle = useSeoTitle();
  useEffect(() => {
    document.title = seoTitle ?? (config ? `${title} — ${config.companyName}` : title);
  }, [title, config, seoTitle]);
}

/** A page named by its content: its heading and the breadcrumbs between the home page and it. */
export interface PageHeading {
  title: string;
  /** The pages above this one, top first (the home page and this page are added). */
  trail: readonly { label: string; href: string }[];
}

/** Lets a page's content name the page once it knows what it shows (see usePageHeading). */
const PageHeadingContext = createContext<(heading: PageHeading | null) => void>(() => {});

/**
 * Names the page after what it shows ("Italy. Serie A", "Arsenal – Chelsea") instead of its route's
 * generic title ("Championship", "Match"): the heading, the breadcrumbs and the document title. Null, or
 * the content going away, gives the route's own back.
 */
export function usePageHeading(heading: PageHeading | null) {
  const setHeading = useContext(PageHeadingContext);
  const key = heading ? JSON.stringify(heading) : null;
  useEffect(() => {
    setHeading(key ? (JSON.parse(key) as PageHeading) : null);
    return () => setHeading(null);
  }, [setHeading, key]);
}

/**
 * A route's page frame: breadcrumbs, heading and document title from the
 * route name, or from its content (usePageTitle). Sections whose content
 * belongs to a later issue put SectionNotReady in it, never placeholder content.
 */
export function RoutePage({ children }: { children?: ReactNode }) {
  const { route, params, lng } = useCurrentRoute();
  const t = useT();
  const [named, setNamed] = useState<PageHeading | null>(null);
  const title = named?.title ?? t(route.titleKey);
  useDocumentTitle(title);
  const trail = breadcrumbTrail(route);
  const home = ROUTES.find((r) => r.path === '');
  return (
    <article className="route-page" data-route={route.name}>
      <nav aria-label={t('main_breadcrumbs')} className="breadcrumbs">
        <ol>
          {home && route.name !== home.name ? (
            <li>
              <SiteLink to={lngPath(lng)} otherwise="text">
                {t(home.titleKey)}
              </SiteLink>
            </li>
          ) : null}
          {named
            ? [...named.trail, { label: title, href: '' }].map((crumb, i, all) => (
                <li key={`${i}-${crumb.href}`}>
                  {i === all.length - 1 ? <span aria-current="page">{crumb.label}</span> : <SiteLink to={crumb.href} otherwise="text">{crumb.label}</SiteLink>}
                </li>
              ))
            : trail
                .filter((r) => r.name !== home?.name)
                .map((r, i, all) => {
                  const href = hrefFor(r, params, lng);
                  const last = i === all.length - 1;
                  return (
                    <li key={r.name}>
                      {last || !href ? <span aria-current={last ? 'page' : undefined}>{t(r.titleKey)}</span> : <SiteLink to={href} otherwise="text">{t(r.titleKey)}</SiteLink>}
                    </li>
                  );
                })}
        </ol>
      </nav>
      <h1>{title}</h1>
      <PageHeadingContext.Provider value={setNamed}>{children}</PageHeadingContext.Provider>
    </article>
  );
}
