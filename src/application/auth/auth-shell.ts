import type { ShellModel } from '../shell/shell.model';

/**
 * The part of the shell model the auth models read and drive. Design: the
 * shell model stays as it is; signing in through the auth ports ends by
 * writing the loaded player into the shell's $player store (the same store
 * the shell's own loginFx fills), so every reader of $player sees one truth.
 */
export type AuthShell = Pick<
  ShellModel,
  '$player' | '$isAuthenticated' | '$siteConfig' | '$language' | '$modal' | 'modalOpened' | 'modalClosed' | 'preferencesChanged'
>;
