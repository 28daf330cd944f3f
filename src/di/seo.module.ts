import { ContainerModule } from 'inversify';
import { createSeoModel } from '../application/seo/seo.model';
import { SeoPort, type SeoPort as SeoPortType } from '../domain/seo';
import { LoggerPort, type LoggerPort as LoggerPortType } from '../domain/shared';
import { SeoModel } from './tokens';

/** The page's SEO head and text block (spec 001 §1, §3, §7), over whichever SEO adapter the adapter module bound. */
export const seoApplicationModule = new ContainerModule(({ bind }) => {
  bind(SeoModel)
    .toResolvedValue(
      (seo: SeoPortType, logger: LoggerPortType) =>
        createSeoModel({ seo, logger, origin: typeof window === 'undefined' ? 'http://localhost' : window.location.origin }),
      [SeoPort, LoggerPort],
    )
    .inSingletonScope();
});
