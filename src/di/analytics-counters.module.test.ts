import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedCounterInstall } from '../adapters/fake/fake-analytics-counters';
import { AnalyticsPort, type AnalyticsEvent, type AnalyticsPort as AnalyticsPortType } from '../domain/shared';
import { CollectorGate } from './analytics-counters.module';
import { createContainer, resolveModels } from './container';
import type { CollectorGate as CollectorGateType } from '../application/analytics-counters/collector-gate';

type Sinks = { __analytics?: AnalyticsEvent[]; __analyticsCounters?: RecordedCounterInstall[] };

describe('composition: analytics counters and the collector gate (spec 000 §9; spec 001 §3, §5)', () => {
  afterEach(() => {
    delete (window as Sinks).__analytics;
    delete (window as Sinks).__analyticsCounters;
  });

  it('spec 001 §3: the analytics port the container gives out goes through the isFatmanAnalyticsAvailable gate', async () => {
    const container = await createContainer({ adapters: 'fake', apiBase: '', search: '' });
    const analytics = container.get<AnalyticsPortType>(AnalyticsPort);
    analytics.track({ name: 'page_view' });
    expect((window as Sinks).__analytics).toEqual([]);
    container.get<CollectorGateType>(CollectorGate).configured({ isFatmanAnalyticsAvailable: false });
    analytics.track({ name: 'page_view' });
    expect((window as Sinks).__analytics).toEqual([]);
  });

  it('the offline build records counter installs on window.__analyticsCounters once the models are made', async () => {
    const container = await createContainer({ adapters: 'fake', apiBase: '', search: '' });
    resolveModels(container);
    expect((window as Sinks).__analyticsCounters).toEqual([]);
  });
});
