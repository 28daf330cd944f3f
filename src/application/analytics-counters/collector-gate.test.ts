import { describe, expect, it } from 'vitest';
import { RecordingAnalytics } from '../../adapters/fake/recording-analytics';
import { HELD_ANALYTICS_EVENTS_MAX } from '../../domain/analytics-counters';
import { createCollectorGate } from './collector-gate';

const setup = () => {
  const sink = new RecordingAnalytics();
  const gate = createCollectorGate();
  return { sink, gate, analytics: gate.wrap(sink) };
};
const names = (sink: RecordingAnalytics) => sink.events.map((e) => e.name);

describe('isFatmanAnalyticsAvailable gates the analytics events (spec 001 §3, designed)', () => {
  it('spec 001 §3: a site config with isFatmanAnalyticsAvailable false sends no analytics event', () => {
    const { sink, gate, analytics } = setup();
    gate.configured({ isFatmanAnalyticsAvailable: false });
    analytics.track({ name: 'page_view' });
    expect(sink.events).toEqual([]);
  });

  it('spec 001 §3: with it true (or absent, an older config) events are sent', () => {
    const { sink, gate, analytics } = setup();
    gate.configured({ isFatmanAnalyticsAvailable: true });
    analytics.track({ name: 'page_view' });
    gate.configured({});
    analytics.track({ name: 'login_success' });
    expect(names(sink)).toEqual(['page_view', 'login_success']);
  });

  it('design: events before the config is known are held, then sent when it allows them', () => {
    const { sink, gate, analytics } = setup();
    analytics.track({ name: 'homepage_variant_assigned', params: { variant: 'default' } });
    gate.configured(null);
    expect(sink.events).toEqual([]);
    gate.configured({ isFatmanAnalyticsAvailable: true });
    expect(sink.events).toEqual([{ name: 'homepage_variant_assigned', params: { variant: 'default' } }]);
  });

  it('design: events held before a config that says false are dropped, not sent later', () => {
    const { sink, gate, analytics } = setup();
    analytics.track({ name: 'homepage_variant_assigned' });
    gate.configured({ isFatmanAnalyticsAvailable: false });
    gate.configured({ isFatmanAnalyticsAvailable: true });
    expect(sink.events).toEqual([]);
    analytics.track({ name: 'page_view' });
    expect(names(sink)).toEqual(['page_view']);
  });

  it('design: at most 50 events are held, the newest', () => {
    const { sink, gate, analytics } = setup();
    for (let i = 0; i < HELD_ANALYTICS_EVENTS_MAX + 5; i += 1) analytics.track({ name: `e${i}` });
    gate.configured({ isFatmanAnalyticsAvailable: true });
    expect(sink.events).toHaveLength(HELD_ANALYTICS_EVENTS_MAX);
    expect(sink.events[0]!.name).toBe('e5');
  });
});
