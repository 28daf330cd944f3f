/**
 * Which sections are remote apps, and where each is loaded from (spec 000 §1:
 * "most sections are separate remote apps loaded inside a host shell"; spec
 * 001 §7: "a remote view is loaded from its URL plus the current path"). The
 * specification leaves the registry's source open; ours is the site config's
 * `remoteApps`: section → URL.
 */

/** A section key: one lower-case path segment ('slots', 'casino', 'toto', 'fast-games'). */
const SECTION_KEY = /^[a-z0-9][a-z0-9-]*$/;
// Whitespace, control characters and backslashes have no place in a URL we load; browsers repair them silently.
const UNSAFE_CHARACTERS = /[\s\\\u0000-\u001f\u007f]/;

/**
 * A remote app URL the shell may load: an absolute https URL without
 * credentials, or a same-origin path ('/mf/casino', never '//host', which
 * leaves the origin). Anything else (http:, javascript:, data:, relative
 * paths) is refused, so a bad or hostile config never makes us fetch or
 * mount a view from it.
 */
export function isAllowedRemoteAppUrl(url: string): boolean {
  if (url.length === 0 || UNSAFE_CHARACTERS.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  // 'https:///x' would be repaired to host 'x': the host must follow the scheme directly.
  if (!/^https:\/\/[^/?#]/i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname !== '' && parsed.username === '' && parsed.password === '';
  } catch {
    return false;
  }
}

export const isRemoteAppSection = (section: string): boolean => SECTION_KEY.test(section);

/** The section of a route path (relative to the language prefix): its first segment when that is fixed text, else null. */
export function remoteAppSectionOf(routePath: string): string | null {
  const first = routePath.split('/')[0] ?? '';
  return isRemoteAppSection(first) ? first : null;
}

/** The remote app that renders a route, or null: the section has no entry, or its URL is not allowed. */
export function remoteAppUrlFor(remoteApps: Readonly<Record<string, string>> | undefined, routePath: string): string | null {
  const section = remoteAppSectionOf(routePath);
  if (!remoteApps || section === null || !Object.hasOwn(remoteApps, section)) return null;
  const url = remoteApps[section];
  return typeof url === 'string' && isAllowedRemoteAppUrl(url) ? url : null;
}

// Any URL scheme ('http:', 'javascript:', 'data:'): such a URL is never relative to the remote app.
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// Stands in for the page's own origin while resolving against a same-origin remote app ('/mf/casino').
const SAME_ORIGIN_BASE = 'https://same-origin.invalid';

/**
 * Where a remote view's file (`cssToLoad`, `scriptsToLoad`) is loaded from,
 * or null when the shell may not load it. An absolute https URL or a
 * same-origin path must pass the remote app URL rule itself; a relative URL
 * ('app.js', '../assets/app.css') resolves against the remote app's URL the
 * way a browser resolves a link on that page ('https://remote.example/slots'
 * + 'app.js' → 'https://remote.example/app.js'; '/mf/casino/' + 'app.js' →
 * '/mf/casino/app.js'), and the result must pass the rule too.
 */
export function remoteAssetUrl(assetUrl: string, remoteAppUrl: string): string | null {
  if (!isAllowedRemoteAppUrl(remoteAppUrl) || typeof assetUrl !== 'string' || assetUrl.length === 0 || UNSAFE_CHARACTERS.test(assetUrl)) return null;
  if (assetUrl.startsWith('/') || HAS_SCHEME.test(assetUrl)) return isAllowedRemoteAppUrl(assetUrl) ? assetUrl : null;
  try {
    if (remoteAppUrl.startsWith('/')) {
      const resolved = new URL(assetUrl, SAME_ORIGIN_BASE + remoteAppUrl);
      const path = resolved.pathname + resolved.search + resolved.hash;
      return resolved.origin === SAME_ORIGIN_BASE && isAllowedRemoteAppUrl(path) ? path : null;
    }
    const resolved = new URL(assetUrl, remoteAppUrl).href;
    return isAllowedRemoteAppUrl(resolved) ? resolved : null;
  } catch {
    return null;
  }
}
