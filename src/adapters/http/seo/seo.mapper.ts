import type { BlogEntry, PageSeoData, PageVisual, SeoContent } from '../../../domain/seo/seo.port';
import type { BlogObjectSchema, PageVisualSchema, SeoContentSchema, SeoDataSchema } from '../generated/seo.schemas';

type Dto<S extends { parse: (v: unknown) => unknown }> = ReturnType<S['parse']>;

export const contentToDomain = (dto: Dto<typeof SeoContentSchema>): SeoContent => ({ style: dto.style, styles: [...dto.styles], html: dto.content });

export const visualToDomain = (dto: Dto<typeof PageVisualSchema>): PageVisual => ({
  h1: dto.h1,
  bannerUrl: dto.bannerUrl,
  breadcrumbs: dto.breadcrumbs.map((b) => ({ ...b })),
});

export const pageDataToDomain = (dto: Dto<typeof SeoDataSchema>): PageSeoData => ({
  title: dto.title,
  description: dto.description,
  siteName: dto.siteName,
  metas: dto.metas.map((m) => ({ ...m })),
  metaRobots: dto.metaRobots,
  hierarchyMetaRobots: dto.hierarchyMetaRobots,
  canonical: dto.customCanonical ? { ...dto.customCanonical } : null,
  alternates: dto.alternates.map((a) => ({ ...a })),
  media: dto.media.map((m) => ({ ...m })),
});

export const blogToDomain = (dto: Dto<typeof BlogObjectSchema>): BlogEntry => ({
  kind: dto.kind,
  slug: dto.slug,
  title: dto.title,
  html: dto.content,
  publishedAt: dto.publishedAt === null ? null : Date.parse(dto.publishedAt),
  categorySlug: dto.categorySlug ?? null,
});
