import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../fake/fake-clock';
import { BrowserFingerprintScript, FINGERPRINT_LIFETIME_MS, type FingerprintEnvironment } from './browser-fingerprint-script';

const baseEnv = (): FingerprintEnvironment => ({
  navigator: {
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
    language: 'ru-RU',
    languages: ['ru-RU', 'en'],
    platform: 'Linux x86_64',
    hardwareConcurrency: 8,
    maxTouchPoints: 0,
  },
  screen: { width: 1920, height: 1080, colorDepth: 24 },
  timeZone: () => 'Europe/Moscow',
  subtle: webcrypto.subtle as unknown as SubtleCrypto,
});

const withNavigator = (patch: Partial<FingerprintEnvironment['navigator']>): FingerprintEnvironment => {
  const env = baseEnv();
  return { ...env, navigator: { ...env.navigator, ...patch } };
};

describe('BrowserFingerprintScript (spec 001 §3: a fingerprint script is called for a token)', () => {
  it('gives the same browser the same token, as a SHA-256 hex', async () => {
    const clock = new FakeClock();
    const first = await new BrowserFingerprintScript(baseEnv(), clock).run();
    const second = await new BrowserFingerprintScript(baseEnv(), clock).run();
    expect(first.token).toMatch(/^[0-9a-f]{64}$/);
    expect(second.token).toBe(first.token);
  });

  it.each<[string, FingerprintEnvironment]>([
    ['user agent', withNavigator({ userAgent: 'Mozilla/5.0 Firefox/140' })],
    ['languages', withNavigator({ languages: ['en'] })],
    ['platform', withNavigator({ platform: 'MacIntel' })],
    ['hardware concurrency', withNavigator({ hardwareConcurrency: 4 })],
    ['touch points', withNavigator({ maxTouchPoints: 5 })],
    ['time zone', { ...baseEnv(), timeZone: () => 'Europe/Berlin' }],
    ['screen size', { ...baseEnv(), screen: { width: 1280, height: 800, colorDepth: 24 } }],
    ['colour depth', { ...baseEnv(), screen: { width: 1920, height: 1080, colorDepth: 30 } }],
  ])('a different %s gives a different token', async (_trait, other) => {
    const clock = new FakeClock();
    const base = await new BrowserFingerprintScript(baseEnv(), clock).run();
    const changed = await new BrowserFingerprintScript(other, clock).run();
    expect(changed.token).not.toBe(base.token);
  });

  it('expires a day after the clock says now, in seconds', async () => {
    const clock = new FakeClock(Date.UTC(2026, 0, 1));
    const record = await new BrowserFingerprintScript(baseEnv(), clock).run();
    expect(record.expiresAt).toBe((Date.UTC(2026, 0, 1) + FINGERPRINT_LIFETIME_MS) / 1000);
  });

  it('carries the canonical components as base64 data', async () => {
    const record = await new BrowserFingerprintScript(baseEnv(), new FakeClock()).run();
    const decoded = JSON.parse(Buffer.from(record.componentsData, 'base64').toString('utf8'));
    expect(decoded).toMatchObject({ userAgent: baseEnv().navigator.userAgent, timeZone: 'Europe/Moscow', screen: '1920x1080', colorDepth: 24 });
  });

  it('falls back to the single language when the list is empty', () => {
    const components = new BrowserFingerprintScript(withNavigator({ languages: [] }), new FakeClock()).components();
    expect(components.languages).toEqual(['ru-RU']);
  });
});
