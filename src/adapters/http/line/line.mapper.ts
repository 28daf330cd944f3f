import { MarketKind, type Champ, type Game, type Market, type Outcome, type Sport } from '../../../domain/line/line';
import { LineError } from '../../../domain/line/line.errors';
import type { WithGameCount } from '../../../domain/line/line.port';
import type { ChampCountSchema, EventSchema, SportCountSchema } from '../generated/web-api.schemas';
import { HttpAdapterError } from '../http-adapter.error';

export type EventDto = ReturnType<typeof EventSchema.parse>;
type OutcomeDto = EventDto['outcomes'][number];

/** URL segment of a sport name: 'Ice Hockey' → 'ice-hockey'. */
export const sportSlug = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * An event's championship name and country. The country comes in champCountry; a backend that does not
 * send it yet may put it in front of the name ('England. Premier League'), which is read as the country,
 * so the championship is named as that backend sent it. A name with neither is taken as international
 * and shown alone.
 */
export function champNaming(dto: Pick<EventDto, 'champName' | 'champCountry'>): { name: string; country: string } {
  if (dto.champCountry !== undefined) return { name: dto.champName, country: dto.champCountry };
  const dot = dto.champName.indexOf('. ');
  return dot > 0 ? { name: dto.champName.slice(dot + 2), country: dto.champName.slice(0, dot) } : { name: dto.champName, country: 'International' };
}


type SportCountDto = ReturnType<typeof SportCountSchema.parse>;
type ChampCountDto = ReturnType<typeof ChampCountSchema.parse>;

/** A sport of the menu with its number of events (getSportCounts). */
export const sportCountToDomain = (dto: SportCountDto): WithGameCount<Sport> => ({ id: dto.id, name: dto.name, slug: sportSlug(dto.name), gameCount: dto.eventCount });

/** A championship of the menu with its number of events (getChampCounts), named as the events name it. */
export const champCountToDomain = (dto: ChampCountDto): WithGameCount<Champ> => ({
  id: dto.id,
  sportId: dto.sportId,
  ...champNaming({ champName: dto.name, ...(dto.country === undefined ? {} : { champCountry: dto.country }) }),
  gameCount: dto.eventCount,
});

// The events API sends outcome type ids only; the kind and label follow from them.
const kindOf = (typeId: number): number => ([1, 2, 3].includes(typeId) ? MarketKind.RESULT_1X2 : [9, 10].includes(typeId) ? MarketKind.TOTAL : [7, 8].includes(typeId) ? MarketKind.HANDICAP : MarketKind.SPECIAL);
const MARKET_NAMES: Record<number, string> = { [MarketKind.RESULT_1X2]: '1X2', [MarketKind.TOTAL]: 'Total', [MarketKind.HANDICAP]: 'Handicap', [MarketKind.SPECIAL]: 'Special' };
function outcomeName(o: OutcomeDto): string {
  const param = o.param === null ? '' : ` ${o.param}`;
  switch (o.typeId) {
    case 1: return '1';
    case 2: return 'X';
    case 3: return '2';
    case 9: return `Over${param}`;
    case 10: return `Under${param}`;
    case 7: return `H1${param}`;
    case 8: return `H2${param}`;
    default: return `${o.typeId}${param}`;
  }
}

/** Outcome ids as the line and the coupon key them: game, type and param ('501240-9-2.5'). */
export const outcomeId = (gameId: number, o: Pick<OutcomeDto, 'typeId' | 'param'>): string => `${gameId}-${o.typeId}${o.param === null ? '' : `-${o.param}`}`;

/**
 * The line a market is keyed and named by: a total's own, a handicap's home line. Each handicap outcome
 * carries its side's line (home −1.5, away +1.5: getEvent), so the away side's is negated to find its market.
 */
const marketLineOf = (o: OutcomeDto): number | null => (o.param === null ? null : o.typeId === 8 ? (o.param === 0 ? 0 : -o.param) : o.param);

function marketsOf(dto: EventDto): Market[] {
  const markets = new Map<string, { id: number; kind: number; param?: number; outcomes: Outcome[] }>();
  for (const o of dto.outcomes) {
    const line = marketLineOf(o);
    const key = `${o.market}|${line ?? ''}`;
    let market = markets.get(key);
    if (!market) {
      market = { id: o.market, kind: kindOf(o.typeId), ...(line === null ? {} : { param: line }), outcomes: [] };
      markets.set(key, market);
    }
    market.outcomes.push({
      id: outcomeId(dto.id, o),
      marketId: o.market,
      gameId: dto.id,
      name: outcomeName(o),
      typeId: o.typeId,
      ...(o.param === null ? {} : { param: o.param }),
      coef: o.coef,
      isBlocked: o.isBlocked,
      isDepend: false,
      isBannedExpress: false,
    });
  }
  // A result market without a draw is the "12" of sports with no draw (the fake line names it so too).
  const nameOf = (m: { kind: number; outcomes: Outcome[] }) =>
    m.kind === MarketKind.RESULT_1X2 && !m.outcomes.some((o) => o.typeId === 2) ? '12' : (MARKET_NAMES[m.kind] ?? 'Special');
  return [...markets.values()].map((m) => ({ ...m, name: nameOf(m) }));
}

function scoreOf(full: string | undefined): { home: number; away: number } {
  const match = /^(\d+)\D+(\d+)$/.exec(full ?? '');
  return match ? { home: Number(match[1]), away: Number(match[2]) } : { home: 0, away: 0 };
}

/** An event as the domain's Game; start times go from seconds to ms. */
export function eventToGame(dto: EventDto): Game {
  const markets = marketsOf(dto);
  const champ = champNaming(dto);
  return {
    id: dto.id,
    champId: dto.champId,
    sportId: dto.sportId,
    sportName: dto.sportName,
    champName: champ.name,
    champCountry: champ.country,
    number: dto.id % 1000,
    home: dto.opponent1,
    away: dto.opponent2,
    startTime: dto.startTime * 1000,
    isLive: dto.isLive,
    status: dto.statusId,
    timeSeconds: dto.timeSeconds ?? 0,
    score: scoreOf(dto.score?.full),
    formattedScore: dto.score?.full ?? '',
    markets,
    marketCount: markets.length,
  };
}

/** Adapter failures as the line context's error. */
export const toLineError = (error: unknown): LineError =>
  error instanceof LineError
    ? error
    : new LineError(error instanceof HttpAdapterError && error.code === 'invalid-response' ? 'invalid-response' : 'unavailable', error instanceof Error ? error.message : String(error));
