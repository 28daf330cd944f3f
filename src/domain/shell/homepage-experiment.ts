/**
 * spec 000 §3 "homepage type cookie", §9 "Homepage A/B cookie 2592000000 ms (30 days), 50/50 between default and
 * multi-build". Design: a browser without the cookie (or with a value that is not a variant) is assigned a variant
 * once, at random, half and half, and keeps it for 30 days from then (the cookie is not renewed on each visit, so
 * the experiment's groups do not grow stale beyond its lifetime); an assignment is reported once through the
 * analytics port and the variant is set on the root element, so the two home pages can be told apart.
 */
export const HOMEPAGE_TYPE_COOKIE = 'homepage_type';
export const HOMEPAGE_AB_COOKIE_LIFETIME_MS = 2_592_000_000;
export const HOMEPAGE_VARIANTS = ['default', 'multi-build'] as const;
export type HomepageVariant = (typeof HOMEPAGE_VARIANTS)[number];

/** The browser's variant: the stored one when it is a variant (kept), else a new one, 50/50 on `random` ∈ [0, 1). */
export function homepageVariant(stored: string | null, random: () => number): { variant: HomepageVariant; assigned: boolean } {
  if ((HOMEPAGE_VARIANTS as readonly string[]).includes(stored ?? '')) return { variant: stored as HomepageVariant, assigned: false };
  return { variant: random() < 0.5 ? 'default' : 'multi-build', assigned: true };
}
