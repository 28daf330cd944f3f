import type { Limit } from '../../../domain/limits/limit';
import { LimitAction, type LimitActionResult, type LimitPing, type LimitsPort } from '../../../domain/limits/limits.port';
import type { LimitSettingPort } from '../../../domain/limit-settings/limit-setting.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { limitServicePaths } from '../generated';
import { responseSchemas } from '../generated/limit-service.schemas';
import { callOperation } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';
import { actionResultToDomain, toDomain, toLimitsError } from './limits.mapper';

type LimitType = 1 | 2 | 3 | 10 | 11 | 12 | 20 | 21 | 22 | 30 | 31 | 32 | 33;

export interface HttpLimitsOptions {
  baseUrl: string;
  fetch: Fetch;
  logger: LoggerPort;
  /** The page language, sent as X-Language. */
  language: () => string;
}

/**
 * LimitsPort and LimitSettingPort over the limit service v3. The bearer
 * ("extra auth") is added by the request pipeline, so the 401 refresh covers
 * these calls too; the header is therefore not set here.
 */
export class HttpLimits implements LimitsPort, LimitSettingPort {
  private readonly client;

  constructor(private readonly options: HttpLimitsOptions) {
    this.client = createHttpClient<limitServicePaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  private headers() {
    // Authorization comes from the pipeline (see the class comment).
    return { 'X-Language': this.options.language() } as { 'X-Language': string; Authorization: string };
  }

  async list(): Promise<Limit[]> {
    try {
      const dto = await callOperation(this.options.logger, 'getLimits', responseSchemas.getLimits['200'], () =>
        this.client.GET('/limits', { params: { header: this.headers() } }),
      );
      return dto.map(toDomain);
    } catch (error) {
      throw toLimitsError(error, 'fetch-failed');
    }
  }

  async set(limitType: number, limitValue: number): Promise<LimitActionResult> {
    try {
      const dto = await callOperation(this.options.logger, 'setLimit', responseSchemas.setLimit['200'], () =>
        this.client.POST('/limit', { params: { header: this.headers() }, body: { limitType: limitType as LimitType, limitValue } }),
      );
      return actionResultToDomain(dto, 'approve-failed');
    } catch (error) {
      throw toLimitsError(error, 'approve-failed');
    }
  }

  async respondToPending(limitType: number, action: LimitAction): Promise<LimitActionResult> {
    const code = action === LimitAction.Approve ? 'approve-failed' : 'reject-failed';
    try {
      const dto = await callOperation(this.options.logger, 'limitAction', responseSchemas.limitAction['200'], () =>
        this.client.POST('/limitaction', {
          params: { header: this.headers(), query: { action } },
          body: { limitType: limitType as LimitType },
        }),
      );
      return actionResultToDomain(dto, code);
    } catch (error) {
      throw toLimitsError(error, code);
    }
  }

  async delete(limitType: number): Promise<LimitActionResult> {
    try {
      const dto = await callOperation(this.options.logger, 'deleteLimit', responseSchemas.deleteLimit['200'], () =>
        this.client.DELETE('/limit', { params: { header: this.headers(), query: { limitType: limitType as LimitType } } }),
      );
      return actionResultToDomain(dto, 'cancel-failed');
    } catch (error) {
      throw toLimitsError(error, 'cancel-failed');
    }
  }

  async ping(): Promise<LimitPing> {
    try {
      const dto = await callOperation(this.options.logger, 'pingLimits', responseSchemas.pingLimits['200'], () =>
        this.client.POST('/ping', { params: { header: {} as { Authorization: string } } }),
      );
      return { sessionRemainingHours: dto.sessionRemainingHours ?? null };
    } catch (error) {
      throw toLimitsError(error, 'ping-failed');
    }
  }
}
