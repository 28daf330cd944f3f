import type { FingerprintRecord } from '../../domain/fingerprint/fingerprint.port';
import type { ClockPort } from '../../domain/shared/clock.port';

/** What the script reads from the browser; injected so tests need no real browser. */
export interface FingerprintEnvironment {
  navigator: Pick<Navigator, 'userAgent' | 'language' | 'languages' | 'platform' | 'hardwareConcurrency' | 'maxTouchPoints'>;
  screen: Pick<Screen, 'width' | 'height' | 'colorDepth'>;
  /** The IANA time zone, e.g. from Intl.DateTimeFormat().resolvedOptions().timeZone. */
  timeZone: () => string;
  subtle: Pick<SubtleCrypto, 'digest'>;
}

/** The browser traits the token is derived from, in a fixed order. */
export interface FingerprintComponents {
  userAgent: string;
  languages: string[];
  timeZone: string;
  screen: string;
  colorDepth: number;
  platform: string;
  hardwareConcurrency: number;
  maxTouchPoints: number;
}

/** A record is good for a day; then the pipeline asks for a fresh one (spec 001 §3 names no lifetime). */
export const FINGERPRINT_LIFETIME_MS = 24 * 60 * 60 * 1000;

const toBase64 = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/**
 * The fingerprint script called for a token (spec 001 §3). Designed: the
 * production site loads a vendor script; none is named in the specification,
 * so our own script stands in for it and yields the same record shape
 * (token, componentsData, expiresAt in seconds). The token is the SHA-256 hex
 * of the canonical JSON of the components, so it is stable per browser (same
 * traits, same token) and changes when a trait changes. componentsData is
 * that JSON in base64, for the server to inspect. Nothing is sent anywhere
 * from here: StoredFingerprint keeps the record and the pipeline puts the
 * token on requests.
 */
export class BrowserFingerprintScript {
  constructor(
    private readonly env: FingerprintEnvironment,
    private readonly clock: ClockPort,
  ) {}

  components(): FingerprintComponents {
    const { navigator: nav, screen } = this.env;
    return {
      userAgent: nav.userAgent,
      languages: nav.languages?.length ? [...nav.languages] : [nav.language],
      timeZone: this.env.timeZone(),
      screen: `${screen.width}x${screen.height}`,
      colorDepth: screen.colorDepth,
      platform: nav.platform,
      hardwareConcurrency: nav.hardwareConcurrency ?? 0,
      maxTouchPoints: nav.maxTouchPoints ?? 0,
    };
  }

  /** The record for this browser now; rejects only if the browser has no crypto.subtle (StoredFingerprint counts that). */
  async run(): Promise<FingerprintRecord> {
    const canonical = JSON.stringify(this.components());
    const digest = await this.env.subtle.digest('SHA-256', new TextEncoder().encode(canonical));
    const token = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
    return {
      token,
      componentsData: toBase64(canonical),
      expiresAt: Math.floor((this.clock.now() + FINGERPRINT_LIFETIME_MS) / 1000),
    };
  }
}

/** The real browser's environment (undefined outside a browser, e.g. in SSR or node). */
export const browserFingerprintEnvironment = (): FingerprintEnvironment | null =>
  typeof navigator === 'undefined' || typeof screen === 'undefined' || !globalThis.crypto?.subtle
    ? null
    : {
        navigator,
        screen,
        timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
        subtle: globalThis.crypto.subtle,
      };
