import { sample } from 'effector';
import type { Container } from 'inversify';
import { BrowserViewport } from '../adapters/browser/browser-viewport';
import { createWindowWidthModel } from '../application/shell/window-width.model';
import type { ShellModel as ShellModelType } from '../application/shell/shell.model';
import { ClockPort, type ClockPort as Clock } from '../domain/shared';
import { ShellModel } from './tokens';

/**
 * The window's width into the preferences (and so the window_width cookie, spec 001 §3, §5), measured at start
 * and after each resize has rested 100 ms (spec 001 §9). Built beside the container from the browser's window; it
 * starts when the site config arrives.
 */
export function createBrowserWindowWidth(container: Container) {
  const shell = container.get<ShellModelType>(ShellModel);
  const model = createWindowWidthModel({
    viewport: new BrowserViewport(typeof window === 'undefined' ? null : window),
    clock: container.get<Clock>(ClockPort),
    preferencesChanged: shell.preferencesChanged,
  });
  // Measured once the site config is in: whether consent is asked (cookieConsentPopup) decides the cookie.
  sample({ clock: shell.$siteConfig.updates, filter: (config) => config !== null, fn: () => undefined, target: model.started });
  if (shell.$siteConfig.getState() !== null) model.started();
  return model;
}
