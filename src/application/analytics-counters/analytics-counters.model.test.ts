import { allSettled, createEvent, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { DEMO_ANALYTICS_COUNTERS, FakeAnalyticsCounters, RecordingAnalyticsCounterInstaller } from '../../adapters/fake/fake-analytics-counters';
import { FakeWorld } from '../../adapters/fake/fake-world';
import { MemoryStorage } from '../../adapters/browser/web-storage';
import type { AnalyticsCounter } from '../../domain/analytics-counters';
import type { LoggerPort } from '../../domain/shared';
import { createAnalyticsCountersModel } from './analytics-counters.model';

function setup(options: { fake?: string; counters?: readonly AnalyticsCounter[]; preloaded?: unknown[] | null; agreed?: boolean; onRegistration?: boolean } = {}) {
  const clock = new FakeClock();
  const start = clock.now();
  const world = new FakeWorld(new MemoryStorage(), clock, options.fake ?? '', new MemoryStorage());
  const port = new FakeAnalyticsCounters(world, options.counters);
  const installer = new RecordingAnalyticsCounterInstaller(clock, null, () => options.preloaded ?? null);
  const warnings: Array<[string, Record<string, unknown> | undefined]> = [];
  const logger: LoggerPort = { info: () => undefined, warn: (m, c) => void warnings.push([m, c]), error: () => undefined };
  const agreedChanged = createEvent<boolean>();
  const registrationChanged = createEvent<boolean>();
  const projectLoaded = createEvent<number>();
  const $marketingAgreed = createStore(options.agreed ?? true).on(agreedChanged, (_, v) => v);
  const $onRegistration = createStore(options.onRegistration ?? false).on(registrationChanged, (_, v) => v);
  const $projectId = createStore<number | null>(7).on(projectLoaded, (_, v) => v);
  const model = createAnalyticsCountersModel({ counters: port, installer, clock, logger, domain: () => 'demo.example', $projectId, $marketingAgreed, $onRegistration });
  const scope = fork();
  const installed = () => installer.installed.map((i) => `${i.type}:${i.id}@${i.at - start}`);
  return { clock, port, installer, warnings, model, scope, installed, agreedChanged, registrationChanged, projectLoaded };
}

const ALL_AT = (ms: number) => DEMO_ANALYTICS_COUNTERS.map((c) => `${c.type}:${c.id}@${ms}`);

describe('analytics counters model (spec 000 §9, spec 001 §5, §7)', () => {
  it('spec 000 §9: the counters are installed 10000 ms after start, on the clock port, each once', async () => {
    const t = setup();
    await allSettled(t.model.started, { scope: t.scope });
    expect(t.port.queries).toEqual([{ domain: 'demo.example', projectId: 7 }]);
    await t.clock.advanceAsync(9_999);
    expect(t.installed()).toEqual([]);
    await t.clock.advanceAsync(1);
    await allSettled(t.scope);
    expect(t.installed()).toEqual(ALL_AT(10_000));
    await t.clock.advanceAsync(60_000);
    await allSettled(t.model.started, { scope: t.scope });
    await allSettled(t.scope);
    expect(t.installed()).toEqual(ALL_AT(10_000));
    expect(t.port.queries).toHaveLength(1);
  });

  it('spec 001 §5: without marketing cookie consent nothing is fetched or installed', async () => {
    const t = setup({ agreed: false });
    await allSettled(t.model.started, { scope: t.scope });
    await t.clock.advanceAsync(60_000);
    await allSettled(t.scope);
    expect(t.port.queries).toEqual([]);
    expect(t.installed()).toEqual([]);
  });

  it('spec 001 §5: consent given later installs the counters then (their 10000 ms had passed)', async () => {
    const t = setup({ agreed: false });
    await allSettled(t.model.started, { scope: t.scope });
    await t.clock.advanceAsync(30_000);
    await allSettled(t.agreedChanged, { scope: t.scope, params: true });
    await allSettled(t.scope);
    expect(t.installed()).toEqual(ALL_AT(30_000));
  });

  it('spec 001 §5: consent withdrawn before the counters fell due stops them; given again, they come', async () => {
    const t = setup();
    await allSettled(t.model.started, { scope: t.scope });
    await t.clock.advanceAsync(5_000);
    await allSettled(t.agreedChanged, { scope: t.scope, params: false });
    await t.clock.advanceAsync(20_000);
    await allSettled(t.scope);
    expect(t.installed()).toEqual([]);
    expect(t.clock.pendingCount).toBe(0);
    await allSettled(t.agreedChanged, { scope: t.scope, params: true });
    await allSettled(t.scope);
    expect(t.installed()).toEqual(ALL_AT(25_000));
  });

  it('spec 000 §9: 0 ms on registration: a page that starts on registration installs them at once', async () => {
    const t = setup({ onRegistration: true });
    await allSettled(t.model.started, { scope: t.scope });
    await allSettled(t.scope);
    expect(t.installed()).toEqual(ALL_AT(0));
  });

  it('spec 000 §9: 0 ms on registration: opening registration while they wait installs them then, not again at 10000 ms', async () => {
    const t = setup();
    await allSettled(t.model.started, { scope: t.scope });
    await t.clock.advanceAsync(3_000);
    await allSettled(t.registrationChanged, { scope: t.scope, params: true });
    await allSettled(t.scope);
    expect(t.installed()).toEqual(ALL_AT(3_000));
    await t.clock.advanceAsync(20_000);
    expect(t.installed()).toEqual(ALL_AT(3_000));
  });

  it('design: a counter already on the page (server-rendered) is not installed again; a repeated one once', async () => {
    const gtm = DEMO_ANALYTICS_COUNTERS[0]!;
    const t = setup({ counters: [gtm, { ...gtm }] });
    t.installer.installed.push({ type: gtm.type, id: gtm.id, at: 0 });
    await allSettled(t.model.started, { scope: t.scope });
    await t.clock.advanceAsync(10_000);
    await allSettled(t.scope);
    expect(t.installer.installed).toHaveLength(1);
  });

  it('design: a hostile id is dropped and logged; the others are installed', async () => {
    const t = setup({ counters: [{ type: 'gtm', id: 'GTM-X"><script>alert(1)</script>', delayMs: 10_000 }, DEMO_ANALYTICS_COUNTERS[1]!] });
    await allSettled(t.model.started, { scope: t.scope });
    await t.clock.advanceAsync(10_000);
    await allSettled(t.scope);
    expect(t.installed()).toEqual([`ga4:G-DEMO2025@10000`]);
    expect(t.warnings).toEqual([['analytics counter dropped', { reason: 'hostile-id', counter: expect.stringContaining('GTM-X') }]]);
  });

  it('spec 001 §7 "if not preloaded": counters the page came with are used and not fetched', async () => {
    const t = setup({ preloaded: [{ type: 'yandex-metrika', id: '55555555', delayMs: 10_000 }] });
    await allSettled(t.model.started, { scope: t.scope });
    await t.clock.advanceAsync(10_000);
    await allSettled(t.scope);
    expect(t.port.queries).toEqual([]);
    expect(t.installed()).toEqual(['yandex-metrika:55555555@10000']);
  });

  it('design: the list waits for the site config\'s project', async () => {
    const t = setup();
    await allSettled(t.projectLoaded, { scope: t.scope, params: 9 });
    await allSettled(t.model.started, { scope: t.scope });
    expect(t.port.queries).toEqual([{ domain: 'demo.example', projectId: 9 }]);
  });

  it('design: a failed list is logged as a warning, not retried, and nothing is installed', async () => {
    const t = setup({ fake: `?fake=${encodeURIComponent(JSON.stringify({ failTimes: { 'analytics-counters': 1 } }))}` });
    await allSettled(t.model.started, { scope: t.scope });
    await t.clock.advanceAsync(60_000);
    await allSettled(t.agreedChanged, { scope: t.scope, params: false });
    await allSettled(t.agreedChanged, { scope: t.scope, params: true });
    await allSettled(t.scope);
    expect(t.port.queries).toHaveLength(1);
    expect(t.installed()).toEqual([]);
    expect(t.warnings).toEqual([['analytics counters list failed', { operation: 'getAnalyticsCounters', error: 'Error: Fake analytics-counters failure' }]]);
    expect(t.scope.getState(t.model.$loadState)).toBe('failed');
  });
});
