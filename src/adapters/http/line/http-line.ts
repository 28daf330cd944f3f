import { byStartTime, type Champ, type Game, type LineSection, type Sport } from '../../../domain/line/line';
import type { GamesQuery, LinePort, WithGameCount } from '../../../domain/line/line.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { responseSchemas } from '../generated/web-api.schemas';
import { HttpAdapterError } from '../http-adapter.error';
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
 * LinePort over web-api line and live events and one event (designed
 * operations). Sports and champs are counted from the events lists in the
 * order the server lists events (no count: every event); one game, with every
 * market, is asked by its id (getEvent). A games query's filters (top among them) and limit go to
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

  /**
   * One game with every market (getEvent, QA11 #2 and #3): the lists carry the main market only, and
   * looking a game up in them downloaded both whole lists. 404: the line does not know the game.
   */
  async game(gameId: number): Promise<Game | null> {
    try {
      const dto = await callOperation(this.options.logger, 'getEvent', responseSchemas.getEvent['200'], () =>
        this.client.GET('/api/v1/events/{eventId}', { params: { path: { eventId: gameId }, query: { lng: this.options.language() } } }),
      );
      return eventToGame(dto);
    } catch (error) {
      if (error instanceof HttpAdapterError && error.code === 'http' && error.status === 404) return null;
      throw toLineError(error);
    }
  }
}
