import { playerConfigFrom, type PlayerConfig } from '../../../domain/player/player-config';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { UserConfigError, type UserConfigPort } from '../../../domain/user-config/user-config.port';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { PlayerConfigSchema, responseSchemas } from '../generated/web-api.schemas';
import { callOperation } from '../http-call';
import { sharedWhileInFlight } from '../shared-while-in-flight';
import type { Fetch } from '../pipeline/request-pipeline';

/** The wire config is the domain's field for field; defaults fill nothing here, lists are sorted. */
export const toDomain = (dto: ReturnType<typeof PlayerConfigSchema.parse>): PlayerConfig => playerConfigFrom({ ...dto });

/**
 * UserConfigPort over web-api user/config (no cache; one request answers the callers that ask while it is under
 * way: the session model and the account transfer ask at sign-in together, QA11 #11). A body with `error`
 * rejects as 'rejected' with the server's message; any other failure as
 * 'unavailable'. A 451 reaches confirm-terms through the request pipeline.
 */
export class HttpUserConfig implements UserConfigPort {
  private readonly client;

  constructor(private readonly options: { baseUrl: string; fetch: Fetch; logger: LoggerPort }) {
    this.client = createHttpClient<webApiPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  readonly load = sharedWhileInFlight(() => this.request());

  private async request(): Promise<PlayerConfig> {
    let dto;
    try {
      dto = await callOperation(this.options.logger, 'getUserConfig', responseSchemas.getUserConfig['200'], () =>
        this.client.GET('/api/internal/v1/user/config', { params: { header: { 'Cache-Control': 'no-cache' } } }),
      );
    } catch (error) {
      throw new UserConfigError('unavailable', error instanceof Error ? error.message : String(error));
    }
    if ('error' in dto) throw new UserConfigError('rejected', dto.error.message);
    return toDomain(dto.result);
  }
}
