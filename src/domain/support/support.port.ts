import type { SupportRequest } from './support-request';
import type { SupportSettings, SupportVisitor, SupportWidgetChoice } from './support-settings';

/** Reads the `support` config group (whatever the server sent) into a widget choice; validates it at the adapter. */
export interface SupportSettingsPort {
  read(group: unknown): SupportWidgetChoice;
}
export const SupportSettingsPort = Symbol.for('SupportSettingsPort');

/**
 * The provider's chat widget. `open` loads its script once (only from the provider's allow-list), tells it who
 * the player is when `visitor` is given, and opens the chat; it rejects with a SupportWidgetError, and a later
 * call may try again.
 */
export interface SupportWidgetPort {
  open(settings: SupportSettings, visitor: SupportVisitor | null): Promise<void>;
}
export const SupportWidgetPort = Symbol.for('SupportWidgetPort');

/** The signed-in player's support requests and their answers, newest first (spec 001 §6: the support history modal). */
export interface SupportHistoryPort {
  list(lang: string): Promise<readonly SupportRequest[]>;
}
export const SupportHistoryPort = Symbol.for('SupportHistoryPort');
