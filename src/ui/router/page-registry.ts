import type { ComponentType } from 'react';

type PageModule = { Component: ComponentType };

/**
 * Route components by the route map's `page` id, each a lazy chunk. A page id
 * without a module of its own renders the generic route page.
 */
const PAGE_MODULES: Record<string, () => Promise<PageModule>> = {
  sports: () => import('../pages/sports-page'),
  casino: () => import('../pages/casino-page'),
  games: () => import('../pages/games-page'),
  office: () => import('../pages/office-page'),
  coupon: () => import('../pages/coupon-page'),
  information: () => import('../pages/information-page'),
  system: () => import('../pages/system-page'),
  auth: () => import('../pages/auth-page'),
  error: () => import('../pages/error-page'),
  'not-found': () => import('../pages/not-found-page'),
  onpay: () => import('../pages/onpay-page'),
};

export function pageModule(page: string): () => Promise<PageModule> {
  return PAGE_MODULES[page] ?? (() => import('../pages/generic-page'));
}
