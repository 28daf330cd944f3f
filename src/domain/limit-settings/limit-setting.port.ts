import type { LimitActionResult } from '../limits/limits.port';

/**
 * Saving a limit (designed: the spec edits limits but shows no call, so the
 * contract uses POST v3/limit beside the DELETE). Rejects with a LimitsError.
 */
export interface LimitSettingPort {
  set(limitType: number, limitValue: number): Promise<LimitActionResult>;
}
export const LimitSettingPort = Symbol.for('LimitSettingPort');
