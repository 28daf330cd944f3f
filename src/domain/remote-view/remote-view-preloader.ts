/**
 * How many placeholder tiles a remote view's preloader shows (spec 000 §9:
 * casino preloader 16 placeholders, other games 2).
 *
 * The casino sections are those of the route map that list casino games in a
 * grid: slots, live casino (with its brands), the casino lobby, my casino,
 * the providers and the casino search. Every other remote section (keno,
 * poker, TV games, bingo, toto, lotto, …) is "other games".
 */
export const CASINO_PRELOADER_PLACEHOLDERS = 16;
export const OTHER_GAMES_PRELOADER_PLACEHOLDERS = 2;

const CASINO_ROUTE = /^casino\.(slots|live|brands|lobby|my-casino|providers|provider|search)(\.|$)/;

/** The placeholders for a route of the route map, by its name ('casino.slots.game' → 16, 'casino.keno' → 2). */
export function preloaderPlaceholders(routeName: string): number {
  return CASINO_ROUTE.test(routeName) ? CASINO_PRELOADER_PLACEHOLDERS : OTHER_GAMES_PRELOADER_PLACEHOLDERS;
}
