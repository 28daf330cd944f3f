import { combine } from 'effector';
import type { Container } from 'inversify';
import { createIconsVersionModel } from '../application/shell/icons-version.model';
import type { ShellModel as ShellModelType } from '../application/shell/shell.model';
import { functionalCookiesAgreed } from '../domain/preferences';
import { CookiesPort, type CookiesPort as Cookies } from '../domain/shared';
import { ShellModel } from './tokens';

/**
 * The icons_version cookie (spec 001 §3; design in domain/shell/icons-version.ts): the version of the icon set this
 * browser has, for a server renderer to skip inlining icons it has cached. A functional cookie (spec 001 §5), so it
 * follows the consent the shell keeps: known once the site config says whether consent is asked.
 */
export function createBrowserIconsVersion(container: Container) {
  const shell = container.get<ShellModelType>(ShellModel);
  const $functionalAgreed = combine(shell.$siteConfig, shell.$preferences, (config, preferences) =>
    config === null ? null : functionalCookiesAgreed(preferences, config.cookieConsentPopup),
  );
  const model = createIconsVersionModel({ cookies: container.get<Cookies>(CookiesPort), $functionalAgreed });
  model.started();
  return model;
}
