import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { RecordingAnalytics } from '../../adapters/fake/recording-analytics';
import type { CookieOptions, CookiesPort } from '../../domain/shared';
import { assignHomepageVariant } from './homepage-experiment';

class Jar implements CookiesPort {
  readonly written: Array<{ name: string; value: string; options?: CookieOptions }> = [];
  constructor(private readonly values: Record<string, string> = {}) {}
  get(name: string) {
    return this.values[name] ?? null;
  }
  set(name: string, value: string, options?: CookieOptions) {
    this.values[name] = value;
    this.written.push({ name, value, ...(options ? { options } : {}) });
  }
  remove(name: string) {
    delete this.values[name];
  }
}

describe('the home page variant cookie (spec 000 §3 homepage type cookie, §9 A/B 30 days)', () => {
  it('spec 000 §9: a first visit is assigned a variant, stored 2592000000 ms from now, and reported once', () => {
    const clock = new FakeClock();
    const cookies = new Jar();
    const analytics = new RecordingAnalytics();
    expect(assignHomepageVariant({ cookies, clock, analytics, random: () => 0.7 })).toBe('multi-build');
    expect(cookies.written).toEqual([{ name: 'homepage_type', value: 'multi-build', options: { expiresAt: clock.now() + 2_592_000_000, path: '/' } }]);
    expect(analytics.events).toEqual([{ name: 'homepage_variant_assigned', params: { variant: 'multi-build' } }]);
  });

  it('design: a later visit keeps the variant and writes nothing', () => {
    const cookies = new Jar({ homepage_type: 'default' });
    const analytics = new RecordingAnalytics();
    expect(assignHomepageVariant({ cookies, clock: new FakeClock(), analytics, random: () => 0.9 })).toBe('default');
    expect(cookies.written).toEqual([]);
    expect(analytics.events).toEqual([]);
  });
});
