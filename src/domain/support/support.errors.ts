/**
 * Why a support widget could not be opened. `script-refused`: its script is not on the provider's allow-list
 * (nothing is loaded); `script-failed`: the script did not load or did not start the provider's widget.
 */
export type SupportWidgetErrorCode = 'script-refused' | 'script-failed';

export class SupportWidgetError extends Error {
  constructor(
    readonly code: SupportWidgetErrorCode,
    reason: string,
  ) {
    super(`Support widget: ${reason}`);
    this.name = 'SupportWidgetError';
  }
}
