import { createStore } from 'effector';
import { useUnit } from 'effector-react';
import { useModels } from '../models-context';

/** Where no SEO model is given (a test rendering part of the page): no SEO title. */
const $noSeoTitle = createStore<string | null>(null);

/** The SEO service's title for the page shown (spec 001 §3 SEO data); null: the route's own title stays. */
export function useSeoTitle(): string | null {
  const { seo } = useModels();
  return useUnit(seo?.$title ?? $noSeoTitle);
}
