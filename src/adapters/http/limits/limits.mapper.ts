import type { Limit } from '../../../domain/limits/limit';
import { LimitsError, type LimitsErrorCode } from '../../../domain/limits/limits.errors';
import type { LimitActionResult } from '../../../domain/limits/limits.port';
import { HttpAdapterError } from '../http-adapter.error';
import type { LimitActionResultSchema, LimitSchema } from '../generated/limit-service.schemas';

export type LimitDto = ReturnType<typeof LimitSchema.parse>;
export type LimitActionResultDto = ReturnType<typeof LimitActionResultSchema.parse>;

/**
 * The wire limit as the domain's; a missing start or end time (not started, open-ended, or an end the service did
 * not say) is 0, which the domain reads as not known, never as a date (QA18 #4). Values are mapped as sent: which
 * records are limits at all (a value below zero is not, QA18 #6) is the domain's readLimits, for every adapter.
 */
export const toDomain = (dto: LimitDto): Limit => ({
  limitType: dto.limitType,
  limitValue: dto.limitValue,
  limitState: dto.limitState,
  startedAt: dto.startedAt ?? 0,
  endsAt: dto.endsAt ?? 0,
  limitBalance: dto.limitBalance,
  needApprove: dto.needApprove,
  measure: dto.measure,
  label: dto.label,
});

/** A 200 with success false is a failure carrying the service's title (spec 001 §8). */
export function actionResultToDomain(dto: LimitActionResultDto, code: LimitsErrorCode): LimitActionResult {
  if (!dto.success) throw new LimitsError(code, dto.title);
  return { title: dto.title };
}

/** Any adapter failure as the limits context's error; the server's own message, if any, becomes its title. */
export function toLimitsError(error: unknown, code: LimitsErrorCode): LimitsError {
  if (error instanceof LimitsError) return error;
  const serverTitle = error instanceof HttpAdapterError && error.code === 'http' && error.message !== 'main_error' ? error.message : null;
  return new LimitsError(code, serverTitle);
}
