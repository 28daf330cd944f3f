import { byStartTime, type Champ, type Game, type LineSection, type Sport } from '../../../domain/line/line';
import type { GamesQuery, LinePort, WithGameCount } from '../../../domain/line/line.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { responseSchemas } from '../generated/web-api.schemas';
import { HttpAdapterError } from '../http-adapter.error';
import { callOperation } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';
import { champCountToDomain, eventToGame, sportCountToDomain, toLineError, type EventDto } from './line.mapper';

export interface HttpLineOptions {
  baseUrl: string;
  fetch: Fetch;
  logger: LoggerPort;
  language: () => string;
}

/**
 * LinePort over web-api line and live events, the menu's counts and one event
 * (designed operations). Sports and champs come with their numbers of events
 * from the server (getSportCounts, getChampCounts), so the menu downloads no
 * events; the lists carry each event's main markets (result, main total, main
 * handicap); one game, with every market, is asked by its id (getEvent). A games query's filters (top among them) and limit go to
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

  /** The menu's sports with their counts (getSportCounts): before, the whole section's events list was downloaded to count them. */
  async sports(section: LineSection): Promise<WithGameCount<Sport>[]> {
    try {
      const dto = await callOperation(this.options.logger, 'getSportCounts', responseSchemas.getSportCounts['200'], () =>
        this.client.GET('/api/v1/sports', { params: { query: { lng: this.options.language(), section } } }),
      );
      return dto.sports.map(sportCountToDomain);
    } catch (error) {
      throw toLineError(error);
    }
  }

  /** A sport's championships with their counts (getChampCounts), without its events. */
  async champs(sportId: number, section: LineSection): Promise<WithGameCount<Champ>[]> {
    try {
      const dto = await callOperation(this.options.logger, 'getChampCounts', responseSchemas.getChampCounts['200'], () =>
        this.client.GET('/api/v1/sports/{sportId}/champs', { params: { path: { sportId }, query: { lng: this.options.language(), section } } }),
      );
      return dto.champs.map(champCountToDomain);
    } catch (error) {
      throw toLineError(error);
    }
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
