import type { ShellModel } from '../shell/shell.model';

/**
 * The part of the shell model the auth models read and drive. Signing in
 * through the auth ports ends with the shell's playerSignedIn event, so every
 * reader of $player sees one truth and the shell closes its modal itself.
 */
export type AuthShell = Pick<
  ShellModel,
  | '$player'
  | '$isAuthenticated'
  | '$siteConfig'
  | '$language'
  | '$modal'
  | 'modalOpened'
  | 'modalClosed'
  | 'preferencesChanged'
  | 'playerSignedIn'
>;
