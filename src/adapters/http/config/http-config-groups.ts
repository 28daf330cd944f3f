import type { ConfigGroup, ConfigGroupsPort } from '../../../domain/config-groups/config-groups.port';
import type { ClockPort } from '../../../domain/shared/clock.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { bffConfigPaths } from '../generated';
import { responseSchemas } from '../generated/bff-config.schemas';
import { callOperation } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';

/** ConfigGroupsPort over bff-api config/group/get (groups as a comma list). */
export class HttpConfigGroups implements ConfigGroupsPort {
  private readonly client;

  constructor(private readonly options: { baseUrl: string; fetch: Fetch; clock?: ClockPort; logger: LoggerPort }) {
    this.client = createHttpClient<bffConfigPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  async load(groups: readonly string[], lang: string): Promise<Readonly<Record<string, ConfigGroup>>> {
    const dto = await callOperation(this.options.logger, 'getConfigGroups', responseSchemas.getConfigGroups['200'], () =>
      this.client.GET('/config/group/get', { params: { query: { groups: groups.join(','), lang } } }),
    );
    return Object.freeze({ ...dto });
  }
}
