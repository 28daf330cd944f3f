import { DEFAULT_COOKIE_LIFETIME_SECONDS, type CookieOptions, type CookiesPort } from '../../domain/shared';

/** Cookies through document.cookie. Names and values are URI-encoded. */
export class DocumentCookies implements CookiesPort {
  constructor(
    private readonly doc: { cookie: string },
    private readonly now: () => number = Date.now,
  ) {}

  get(name: string): string | null {
    const wanted = encodeURIComponent(name);
    for (const part of this.doc.cookie.split(';')) {
      const [rawName, ...rest] = part.trim().split('=');
      if (rawName === wanted) {
        try {
          return decodeURIComponent(rest.join('='));
        } catch {
          return rest.join('=');
        }
      }
    }
    return null;
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    const path = options.path ?? '/';
    const expires =
      options.expiresAt ?? this.now() + (options.maxAgeSeconds ?? DEFAULT_COOKIE_LIFETIME_SECONDS) * 1000;
    this.doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${new Date(expires).toUTCString()}; path=${path}; SameSite=Lax`;
  }

  remove(name: string, path = '/'): void {
    this.doc.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
  }
}
