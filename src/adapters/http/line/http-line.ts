import { byStartTime, type Champ, type Game, type LineSection, type Sport } from '../../../domain/line/line';
import type { GamesQuery, LinePort, WithGameCount } from '../../../domain/line/line.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { responseSchemas } from '../generated/web-api.schemas';
import { callOperation } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';
import { champOf, eventToGame, sportOf, toLineError, type EventDto } from './line.mapper';

export interface HttpLineOptions {
  baseUrl: string;
  fetch: Fetch;
  logger: LoggerPort;
  language: () => string;
}

function countBy<T extends { id: number }>(events: readonly EventDto[], pick: (e: EventDto) => T): WithGameCount<T>[] {
  const counted = new Map<number, WithGameCount<T>>();
  for (const event of events) {
    const item = pick(event);
    const seen = counted.get(item.id);
    if (seen) seen.gameCount += 1;
    else counted.set(item.id, { ...item, gameCount: 1 });
  }
  return [...counted.values()];
}

/**
 * LinePort over web-api line and live events (designed operations). The
 * events lists are the only read: sports and champs are counted from them in
 * the order the server lists events, and one game is looked up in live
 * first, then line. A games query's filters (top among them) and limit go to
 * the server, which applies the limit after its order (pre-match by start
 * time), so the limit keeps the earliest games. Rejects with LineError.
 */
export class HttpLine implements LinePort {
  private readonly client;

  constructor(private readonly options: HttpLineOptions) {
    this.client = createHttpClient<webApiPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  private async events(
    section: LineSection,
    filter: { sportId?: number; champId?: number; top?: boolean; count?: number } = {},
  ): Promise<EventDto[]> {
    const query = { lng: this.options.language(), ...filter };
    try {
      const dto =
        section === 'live'
          ? await callOperation(this.options.logger, 'getLiveEvents', responseSchemas.getLiveEvents['200'], () =>
              this.client.GET('/api/v1/live/events', { params: { query } }),
            )
          : await callOperation(this.options.logger, 'getLineEvents', responseSchemas.getLineEvents['200'], () =>
              this.client.GET('/api/v1/line/events', { params: { query } }),
            );
      return dto.events;
    } catch (error) {
      throw toLineError(error);
    }
  }

  async sports(section: LineSection): Promise<WithGameCount<Sport>[]> {
    return countBy(await this.events(section), sportOf);
  }

  async champs(sportId: number, section: LineSection): Promise<WithGameCount<Champ>[]> {
    return countBy(await this.events(section, { sportId }), champOf);
  }

  async games(query: GamesQuery): Promise<Game[]> {
    const filter = {
      ...(query.sportId === undefined ? {} : { sportId: query.sportId }),
      ...(query.champId === undefined ? {} : { champId: query.champId }),
      // Sent only when asked: top=false would mean the same as no filter, and the pacts pin the query as sent.
      ...(query.top ? { top: true } : {}),
      ...(query.limit === undefined ? {} : { count: query.limit }),
    };
    const games = (await this.events(query.section, filter)).map(eventToGame);
    // The server cuts `count` after ordering by start time (getLineEvents), as the fake does; the same
    // order here is then a no-op, and keeps the port's order should a server list them otherwise.
    return query.section === 'line' ? games.sort(byStartTime) : games;
  }

  async game(gameId: number): Promise<Game | null> {
    for (const section of ['live', 'line'] as const) {
      const found = (await this.events(section)).find((e) => e.id === gameId);
      if (found) return eventToGame(found);
    }
    return null;
  }
}
