import type { GamePreview, GamesPreviewPort } from '../../../domain/games/games-preview.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { GamesPreviewSchema, responseSchemas } from '../generated/web-api.schemas';
import { HttpAdapterError } from '../http-adapter.error';
import { callOperation } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';

export type GamesPreviewDto = ReturnType<typeof GamesPreviewSchema.parse>;

/** Every category's games, each game once (GT is its id). */
export function toDomain(dto: GamesPreviewDto): GamePreview[] {
  const byId = new Map<number, GamePreview>();
  for (const games of Object.values(dto.Value)) {
    for (const g of games) if (!byId.has(g.GT)) byId.set(g.GT, { id: g.GT, name: g.GN, route: g.R, oldRoute: g.OR });
  }
  return [...byId.values()];
}

export interface HttpGamesPreviewOptions {
  baseUrl: string;
  fetch: Fetch;
  logger: LoggerPort;
  /** spec 000 §7 games preview parameters the site knows from its config. */
  query: () => { whence: number; groupId: number; ref: number; fcountry: number };
}

/** GamesPreviewPort over web-api games preview light (bearer when signed in, via the pipeline). */
export class HttpGamesPreview implements GamesPreviewPort {
  private readonly client;

  constructor(private readonly options: HttpGamesPreviewOptions) {
    this.client = createHttpClient<webApiPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  async list(lang: string): Promise<GamePreview[]> {
    const dto = await callOperation(this.options.logger, 'getGamesPreviewLight', responseSchemas.getGamesPreviewLight['200'], () =>
      this.client.GET('/api/internal/v1/games/preview-light', {
        params: { query: { ...this.options.query(), lng: lang, includeCategories: 'false' } },
      }),
    );
    if (!dto.Success) throw new HttpAdapterError('http', 500, 'getGamesPreviewLight', 'main_error');
    return toDomain(dto);
  }
}
