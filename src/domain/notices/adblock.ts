/**
 * Design: the query flag that forces the ad-block notice (spec 000 §4 "or
 * forced by a query flag"; the spec does not name it): ?adblock=1.
 */
export const ADBLOCK_QUERY_FLAG = 'adblock';

export const isAdBlockForced = (search: string): boolean =>
  new URLSearchParams(search).get(ADBLOCK_QUERY_FLAG) === '1';

/** spec 000 §8: the ad-block notice text. */
export const ADBLOCK_NOTICE_KEY = 'main_adblock_notice_text';

/** Detects an ad blocker (a bait element in the browser). Never throws: a failed check is `false`. */
export interface AdBlockDetectorPort {
  detect(): Promise<boolean>;
}
export const AdBlockDetectorPort = Symbol.for('AdBlockDetectorPort');
