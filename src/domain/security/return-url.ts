/**
 * Return-URL and redirect-origin rules (issue 5 §4, §6; spec 001 §2 "a return
 * URL may be carried in a query parameter").
 *
 * A return URL is followed only when it is a same-origin relative path. The
 * check is deliberately an allow-list of shape, not a block-list of schemes:
 * - it must start with exactly one '/', never '//' or '/\' (protocol-relative);
 * - no backslash anywhere (browsers read '\' as '/');
 * - no control, whitespace, invisible-format or slash-lookalike characters
 *   (tab/newline are stripped by URL parsers and would rejoin '/' + '/');
 * - no '.' or '..' path segments and no empty segment ('/.//evil' resolves
 *   to '//evil' once normalised);
 * - the same rules hold after every round of percent-decoding (up to
 *   MAX_DECODE_ROUNDS, so '%2F%2F', '%5C', '%09' and double encoding
 *   like '%252F' are caught); malformed escapes are rejected;
 * - at most MAX_RETURN_URL_LENGTH characters.
 * The query and hash are kept as given: the raw character rules cover the
 * whole candidate, the decoding and segment rules only the path (a decoded
 * space in '?q=a%20b' is harmless; in the path it is not).
 */
export const MAX_RETURN_URL_LENGTH = 2048;
export const MAX_DECODE_ROUNDS = 5;

// Control (Cc), format (Cf), separators (Z*), unassigned/private (Cn, Co, Cs),
// and characters that render as or normalise to a slash or backslash.
const FORBIDDEN_CHAR = /[\p{C}\p{Z}\\\uFF0F\uFF3C\u2215\u2216\u2044\u29F8\u29F9\uFE68\u3033\u3035]/u;

function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function isSafeRelativePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  const segments = path.slice(1).split('/');
  return segments.every((segment, index) => {
    if (segment === '.' || segment === '..') return false;
    // An empty segment is allowed only as a trailing slash ('/ru/').
    return segment !== '' || index === segments.length - 1;
  });
}

function hasSafePath(path: string): boolean {
  return !FORBIDDEN_CHAR.test(path) && isSafeRelativePath(path);
}

/** True when `candidate` is a same-origin relative path under the rules above. */
export function isSafeReturnUrl(candidate: string | null | undefined): candidate is string {
  if (!candidate || candidate.length > MAX_RETURN_URL_LENGTH || FORBIDDEN_CHAR.test(candidate)) return false;
  // The path is split off before decoding, so an encoded '?' ('%3F') stays part of the path it hides in.
  let layer = candidate.split(/[?#]/, 1)[0] ?? '';
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round += 1) {
    if (!hasSafePath(layer)) return false;
    const decoded = decodeOnce(layer);
    if (decoded === null) return false;
    if (decoded === layer) return true;
    layer = decoded;
  }
  // Still changing after the last round: more encoding than any honest link carries.
  return false;
}

/** The candidate when it is a safe same-origin relative path, otherwise the fallback. */
export function safeReturnUrl(candidate: string | null, fallback: string): string {
  return isSafeReturnUrl(candidate) ? candidate : fallback;
}

/**
 * Origin of an absolute http(s) URL, normalised (lowercase scheme and host,
 * default port dropped), or null when the URL is not a plain absolute
 * http(s) URL. User info ('user@host'), non-ASCII hosts, backslashes and
 * control or whitespace characters give null.
 */
export function originOf(url: string): string | null {
  if (url.length > MAX_RETURN_URL_LENGTH || FORBIDDEN_CHAR.test(url)) return null;
  const match = /^(https?):\/\/([a-z0-9.-]+)(?::(\d{1,5}))?(?=[/?#]|$)/i.exec(url);
  if (!match) return null;
  const scheme = (match[1] ?? '').toLowerCase();
  const host = (match[2] ?? '').toLowerCase();
  if (host === '' || host.startsWith('.') || host.endsWith('.') || host.includes('..')) return null;
  const port = match[3] === undefined ? null : Number(match[3]);
  if (port !== null && port > 65535) return null;
  const isDefaultPort = port === null || (scheme === 'https' && port === 443) || (scheme === 'http' && port === 80);
  return `${scheme}://${host}${isDefaultPort ? '' : `:${port}`}`;
}

/**
 * Google one-tap `redirectUrl` check (issue 5 §6): navigate only when the URL
 * is an absolute http(s) URL whose origin is in `allowedOrigins`, or a safe
 * same-origin relative path (which cannot leave the site). Allowed origins
 * are compared normalised, so 'https://Site.example:443/' matches
 * 'https://site.example'.
 */
export function isAllowedRedirectOrigin(url: string | null | undefined, allowedOrigins: readonly string[]): boolean {
  if (!url) return false;
  if (isSafeReturnUrl(url)) return true;
  const origin = originOf(url);
  if (origin === null) return false;
  return allowedOrigins.some((allowed) => originOf(allowed) === origin);
}
