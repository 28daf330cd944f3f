import type { SiteConfig } from './site-config';

/** Loads the site configuration for a language (config/all.json in HTTP). */
export interface SiteConfigPort {
  load(lang: string): Promise<SiteConfig>;
}
export const SiteConfigPort = Symbol.for('SiteConfigPort');
