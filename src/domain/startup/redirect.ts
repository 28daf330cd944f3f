/**
 * Redirect-service chain rule (spec 001 §4 Access guards, §8: a cyclic
 * redirect is logged and skipped).
 *
 * A chain is the list of URLs visited while following redirects from one
 * navigation, first the URL the visitor asked for. A target is cyclic when it
 * equals the current URL or any URL already in the chain. URLs are compared
 * after normalising: the hash is dropped, the scheme and host are lowercased,
 * and a trailing '/' is dropped from a non-root path, so '/ru/' and '/ru'
 * count as the same page.
 */
export type RedirectStep =
  | { kind: 'follow'; target: string; chain: readonly string[] }
  | { kind: 'cyclic'; target: string; chain: readonly string[] };

export function normalizeRedirectUrl(url: string): string {
  const withoutHash = url.trim().split('#', 1)[0] ?? '';
  const match = /^([a-z][a-z0-9+.-]*:\/\/[^/?]*)?([^?]*)(\?.*)?$/i.exec(withoutHash);
  const origin = (match?.[1] ?? '').toLowerCase();
  const path = (match?.[2] ?? '').replace(/\/+$/, '') || '/';
  return origin + path + (match?.[3] ?? '');
}

export function isCyclicRedirect(chain: readonly string[], current: string, target: string): boolean {
  const seen = new Set([...chain, current].map(normalizeRedirectUrl));
  return seen.has(normalizeRedirectUrl(target));
}

/** Decide the next step of a chain: follow (chain grows) or cyclic (to be logged and skipped, chain unchanged). */
export function nextRedirectStep(chain: readonly string[], current: string, target: string): RedirectStep {
  if (isCyclicRedirect(chain, current, target)) return { kind: 'cyclic', target, chain };
  const visited = chain.length && chain[chain.length - 1] === current ? chain : [...chain, current];
  return { kind: 'follow', target, chain: [...visited, target] };
}
