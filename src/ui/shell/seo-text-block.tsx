import { useUnit } from 'effector-react';
import type { SeoModel } from '../../application/seo/seo.model';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { scopedStyle, useInertHtml } from '../remote-view/inert-html';

/** The block's selector: its style is nested under it, so it styles the block only. */
const BLOCK_SELECTOR = '[data-seo-block]';

/**
 * The SEO text block at the bottom of a page that has one (spec 001 §1 "an SEO block"): the SEO service's
 * HTML mounted inert the way a remote view's body is (no scripts, frames, on* handlers or javascript: URLs),
 * with its style scoped to the block (the domain kept only a style that cannot leave it). A page without a
 * block, or whose SEO call failed before it had one, shows nothing here.
 */
export function SeoTextBlock() {
  const { seo } = useModels();
  return seo ? <SeoTextBlockOf seo={seo} /> : null;
}

function SeoTextBlockOf({ seo }: { seo: SeoModel }) {
  const { shell } = useModels();
  const [block, config] = useUnit([seo.$textBlock, shell.$siteConfig]);
  const t = useT();
  const content = useInertHtml<HTMLDivElement>(block?.html ?? null);
  if (!block) return null;
  return (
    <section className="seo-block" data-seo-block="" aria-label={t('seo_block_label', { siteName: config?.companyName ?? '' })}>
      {block.style ? <style>{scopedStyle(block.style, BLOCK_SELECTOR)}</style> : null}
      <div ref={content} className="seo-block__content" />
    </section>
  );
}
