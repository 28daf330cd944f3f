/**
 * Query-string helpers for the guards. The domain may not lean on the DOM, so
 * this is a tiny parser over the raw `?a=1&b=2` text. Pairs keep their raw
 * encoding when a key is removed, so a redirect never re-encodes a query.
 */

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

const rawPairs = (search: string): string[] =>
  search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '');

const keyOf = (pair: string): string => decode(pair.split('=', 1)[0] ?? '');

const valueOf = (pair: string): string => {
  const at = pair.indexOf('=');
  return at === -1 ? '' : decode(pair.slice(at + 1));
};

/** The first value of `key`, or null when the key is absent. */
export function getQueryParam(search: string, key: string): string | null {
  const pair = rawPairs(search).find((candidate) => keyOf(candidate) === key);
  return pair === undefined ? null : valueOf(pair);
}

export function hasQueryParam(search: string, key: string): boolean {
  return getQueryParam(search, key) !== null;
}

/** `search` without every occurrence of `key`; '' when nothing is left. */
export function removeQueryParam(search: string, key: string): string {
  const kept = rawPairs(search).filter((pair) => keyOf(pair) !== key);
  return kept.length === 0 ? '' : `?${kept.join('&')}`;
}

/**
 * Merges two query strings; keys of `extra` replace the same keys of `base`.
 * Both arguments may start with '?'. The result is '' or starts with '?'.
 */
export function mergeQuery(base: string, extra: string): string {
  const extraPairs = rawPairs(extra);
  const extraKeys = new Set(extraPairs.map(keyOf));
  const kept = rawPairs(base).filter((pair) => !extraKeys.has(keyOf(pair)));
  const all = [...kept, ...extraPairs];
  return all.length === 0 ? '' : `?${all.join('&')}`;
}
