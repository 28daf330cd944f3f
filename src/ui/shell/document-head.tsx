import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { SeoModel } from '../../application/seo/seo.model';
import type { SeoHead, SeoMeta } from '../../domain/seo';
import { useModels } from '../models-context';

/** The attribute every tag this component adds carries: it removes only tags that have it, never the shell's own. */
export const SEO_HEAD_ATTRIBUTE = 'data-seo-head';

/** A tag of the head as attributes; the document writes them with setAttribute (nothing is parsed as markup). */
type HeadTag = { element: 'meta' | 'link'; attributes: Record<string, string> };

/** The tags of a head: description, robots, metas (og:* as property), canonical, alternates, media links, licence meta. */
export function headTags(head: SeoHead, licence: SeoMeta | null): HeadTag[] {
  const meta = ({ name, content }: SeoMeta): HeadTag => ({
    element: 'meta',
    attributes: name.startsWith('og:') ? { property: name, content } : { name, content },
  });
  return [
    ...(head.description !== null ? [meta({ name: 'description', content: head.description })] : []),
    ...(head.robots !== null ? [meta({ name: 'robots', content: head.robots })] : []),
    ...head.metas.map(meta),
    ...(head.canonical !== null ? [{ element: 'link' as const, attributes: { rel: 'canonical', href: head.canonical } }] : []),
    ...head.alternates.map(({ hreflang, href }) => ({ element: 'link' as const, attributes: { rel: 'alternate', hreflang, href } })),
    ...head.media.map(({ rel, href }) => ({ element: 'link' as const, attributes: { rel, href } })),
    ...(licence ? [meta(licence)] : []),
  ];
}

/**
 * The page's SEO tags in <head> (spec 001 §3 SEO data and the site config's licence meta tag, §5 noindex): tells
 * the SEO model which page is shown, and writes the head it answers. It owns only the tags it added (marked
 * SEO_HEAD_ATTRIBUTE) and replaces them all when the head changes; the title is written by the page's own
 * title hook (useDocumentTitle), which takes the SEO title when there is one. Nothing renders in the body.
 */
export function DocumentHead({ lng }: { lng: string }) {
  const { seo } = useModels();
  return seo ? <SeoDocumentHead seo={seo} lng={lng} /> : null;
}

function SeoDocumentHead({ seo, lng }: { seo: SeoModel; lng: string }) {
  const { shell } = useModels();
  const [config, preferences, head, licence] = useUnit([shell.$siteConfig, shell.$preferences, seo.$head, seo.$licenceMeta]);
  const { pathname } = useLocation();
  const siteName = config?.companyName ?? '';
  const licenceMetaTag = config?.licenceMetaTag ?? null;

  // the site's defaults first, so the page's call already names the project
  useEffect(() => {
    seo.siteChanged({ siteName, licenceMetaTag });
  }, [seo, siteName, licenceMetaTag]);

  useEffect(() => {
    seo.pageEntered({ path: pathname, language: lng, timeZone: preferences.timeZone });
    // a new page (or language) is a new question; a time-zone change alone is not
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seo, pathname, lng]);

  const tags = JSON.stringify(headTags(head, licence));
  useEffect(() => {
    const added = (JSON.parse(tags) as HeadTag[]).map(({ element, attributes }) => {
      const tag = document.createElement(element);
      for (const [name, value] of Object.entries(attributes)) tag.setAttribute(name, value);
      tag.setAttribute(SEO_HEAD_ATTRIBUTE, '');
      document.head.append(tag);
      return tag;
    });
    return () => added.forEach((tag) => tag.remove());
  }, [tags]);

  return null;
}
