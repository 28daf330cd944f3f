import type { SeoContent } from './seo.port';

/** The SEO text block at the bottom of a page (spec 001 §1 "an SEO block"), as the view may show it. */
export interface SeoTextBlock {
  /** The block's HTML; the view mounts it inert (no scripts, frames, on* handlers or javascript: URLs). */
  html: string;
  /** The block's own style, to be scoped to the block by the view; null when it had none or a hostile one. */
  style: string | null;
}

/**
 * A block style that stays inside the block once nested under the block's selector: its braces balance and
 * never close more than they opened (a `}` first would end the scope and restyle the page), and it neither
 * pulls anything in (@import, a url() off the site's origin… any url() at all: the block's pictures come in its
 * HTML) nor ends the style element (`</`), nor runs anything (expression(), javascript:, behavior).
 */
export function scopableStyle(style: string | null | undefined): string | null {
  if (typeof style !== 'string' || style.trim() === '') return null;
  if (/<\/|@import|url\s*\(|expression\s*\(|javascript:|behavior\s*:|-moz-binding/i.test(style)) return null;
  let depth = 0;
  for (const c of style.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')) {
    if (c === '{') depth += 1;
    else if (c === '}' && --depth < 0) return null;
  }
  return depth === 0 ? style : null;
}

/**
 * The page's SEO text block from the SEO service's content (null: none). Design: a block with no text is no
 * block; the service's stylesheet URLs (`styles`) are not loaded, since a stylesheet cannot be scoped to the
 * block and would restyle the whole site: only the inline `style`, scoped, is used.
 */
export function seoTextBlock(content: SeoContent | null): SeoTextBlock | null {
  if (!content || typeof content.html !== 'string' || content.html.trim() === '') return null;
  return { html: content.html, style: scopableStyle(content.style) };
}
