import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { brandBookDeclarations, themeColorOf } from '../../domain/config';
import { useModels } from '../models-context';

/**
 * The site config's partner brand book and PWA theme colour on the page (spec 001 §3): the brand book's custom
 * properties set on the root element, over both themes' values (they are the partner's colours), and a
 * `<meta name="theme-color">` for a PWA. What a new config no longer names is taken off again.
 */
export function useBrandBook() {
  const config = useUnit(useModels().shell.$siteConfig);
  const declarations = JSON.stringify(brandBookDeclarations(config?.partnerCssBrandBook));
  const themeColor = config ? themeColorOf(config) : null;

  useEffect(() => {
    const root = document.documentElement;
    const applied = JSON.parse(declarations) as Array<[string, string]>;
    for (const [property, value] of applied) root.style.setProperty(property, value);
    return () => {
      for (const [property] of applied) root.style.removeProperty(property);
    };
  }, [declarations]);

  useEffect(() => {
    if (themeColor === null) return;
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = themeColor;
    document.head.append(meta);
    return () => meta.remove();
  }, [themeColor]);
}
