import { selectionText, type LineText, type MarketNaming } from '../../domain/line';
import type { Bet } from '../../domain/coupon';
import type { Translate } from '../i18n/use-t';

/**
 * A market's or outcome's words in the page's language (domain LineText): the
 * dictionary's, or the provider's name when the dictionary lacks the key (a
 * backend's dictionary without the line's words still shows the line).
 */
export function sayLine(t: Translate, text: LineText): string {
  if (text.key === undefined) return text.text;
  const said = t(text.key, text.values);
  return said === text.key ? text.text : said;
}

/**
 * A selection in the slip, "Total: Over 2.5" ("Тотал: Больше 2.5"), from its
 * market kind, type and line, named as the player chose (`naming`; full names:
 * "Match result: Home win"). A bet the site has no words for (with short names
 * the result market's "1X2: 1" reads the same in every language, an unknown
 * type, a bet stored before it kept its line) is named by the label it was picked with.
 */
export function sayBet(
  t: Translate,
  bet: Pick<Bet, 'typeId' | 'outcomeParam'> & { market: Pick<Bet['market'], 'kind' | 'name'> },
  naming: MarketNaming = 'short',
): string {
  const words = selectionText({ kind: bet.market.kind, typeId: bet.typeId, ...(bet.outcomeParam === undefined ? {} : { param: bet.outcomeParam }) }, naming);
  if (words === null) return bet.market.name;
  const marketWords = sayLine(t, words.market);
  const outcomeWords = sayLine(t, words.outcome);
  return marketWords === '' || outcomeWords === '' ? bet.market.name : `${marketWords}: ${outcomeWords}`;
}
