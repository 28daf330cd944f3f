import type { SeoMeta } from './seo-head';
import { headText, SHELL_META_NAMES } from './seo-head';

const META_TAG = /^<meta((?:\s+[a-z-]+\s*=\s*(?:"[^"<>]*"|'[^'<>]*'))+)\s*\/?>$/i;
const ATTRIBUTE = /\s+([a-z-]+)\s*=\s*(?:"([^"<>]*)"|'([^'<>]*)')/gi;
const META_NAME = /^[a-z][a-z0-9:._-]{0,63}$/i;

const decode = (value: string) =>
  value.replace(/&(quot|#39|apos|lt|gt|amp);/g, (_, e: string) => ({ quot: '"', '#39': "'", apos: "'", lt: '<', gt: '>', amp: '&' })[e] ?? '');

/**
 * The licence meta tag of the site config (spec 001 §3 "Licence meta tag", bff-config `licenceMetaTag`): the
 * regulator's verification tag, which the config carries as the tag's own markup, e.g.
 * `<meta name="licence-verification" content="A1B2C3">`. Design (the specification shows no value): only a
 * single meta element with exactly a `name` and a `content` attribute (quoted) is taken, and its name may not be
 * one the shell owns; anything else (another element, http-equiv, an event handler, text around the tag, a
 * hostile content) gives null: no tag, rather than one the page cannot vouch for. The tag is read, never inserted
 * as markup: the head writes the name and content as attributes.
 */
export function licenceMetaOf(value: string | null | undefined): SeoMeta | null {
  if (typeof value !== 'string') return null;
  const match = META_TAG.exec(value.trim());
  if (!match) return null;
  const attributes = new Map<string, string>();
  for (const [, name, double, single] of match[1]!.matchAll(ATTRIBUTE)) {
    const key = name!.toLowerCase();
    if (attributes.has(key)) return null;
    attributes.set(key, decode(double ?? single ?? ''));
  }
  if (attributes.size !== 2 || !attributes.has('name') || !attributes.has('content')) return null;
  const name = attributes.get('name')!.trim();
  const content = headText(attributes.get('content'));
  if (!META_NAME.test(name) || SHELL_META_NAMES.includes(name.toLowerCase()) || content === null) return null;
  return { name, content };
}
