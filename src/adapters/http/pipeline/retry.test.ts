import { describe, expect, it } from 'vitest';
import { HttpAdapterError } from '../http-adapter.error';
import { retry, RETRY_POLICIES, retrySafetyOf, type RetryPolicy } from './retry';
import { FakeClock } from './test-clock';

const serverError = () => new HttpAdapterError('http', 503, 'op', 'down');

/** Runs a call that always fails under a policy, in fake time; returns the attempt times (ms from start). */
async function attemptTimes(policy: RetryPolicy, safety: 'idempotent' | 'keyed' | 'unsafe' = 'idempotent') {
  const clock = new FakeClock();
  const start = clock.now();
  const times: number[] = [];
  const run = retry(clock, policy, safety, async () => {
    times.push(clock.now() - start);
    throw serverError();
  });
  const settled = run.catch((e: unknown) => e);
  await clock.advance(60_000);
  expect(await settled).toBeInstanceOf(HttpAdapterError);
  return times;
}

describe('retry helper: per-call policies (spec 001 §7, §9; 000 §4)', () => {
  it.each([
    ['config 5 × 1000 ms', RETRY_POLICIES.config, [0, 1000, 2000, 3000, 4000, 5000]],
    ['block 2 × 100 ms', RETRY_POLICIES.block, [0, 100, 200]],
    ['account data 5 × 2500 ms', RETRY_POLICIES.accountData, [0, 2500, 5000, 7500, 10000, 12500]],
  ])('%s', async (_name, policy, expected) => {
    expect(await attemptTimes(policy)).toEqual(expected);
  });

  it('an unsafe request (POST without key) is attempted once whatever the policy', async () => {
    expect(await attemptTimes(RETRY_POLICIES.config, 'unsafe')).toEqual([0]);
  });

  it('a keyed request is retried', async () => {
    expect(await attemptTimes(RETRY_POLICIES.block, 'keyed')).toHaveLength(3);
  });

  it('classifies requests: idempotent methods, declared lookups, keyed POSTs, unsafe POSTs', () => {
    expect(retrySafetyOf('GET')).toBe('idempotent');
    expect(retrySafetyOf('DELETE')).toBe('idempotent');
    expect(retrySafetyOf('POST', { declaredIdempotent: true })).toBe('idempotent');
    expect(retrySafetyOf('POST', { idempotencyKey: 'k' })).toBe('keyed');
    expect(retrySafetyOf('POST')).toBe('unsafe');
  });

  it('never retries a cancellation or a 4xx', async () => {
    for (const error of [HttpAdapterError.cancelled('op'), new HttpAdapterError('http', 400, 'op', 'bad')]) {
      const clock = new FakeClock();
      let attempts = 0;
      await expect(retry(clock, RETRY_POLICIES.config, 'idempotent', async () => { attempts++; throw error; })).rejects.toBe(error);
      expect(attempts).toBe(1);
    }
  });

  it('polls until the value is good enough (account update until an active account exists)', async () => {
    const clock = new FakeClock();
    const values = [null, null, 5001];
    let attempts = 0;
    const run = retry(clock, RETRY_POLICIES.accountData, 'idempotent', async () => values[attempts++] ?? null, { until: (v) => v !== null });
    await clock.advance(10_000);
    await expect(run).resolves.toBe(5001);
    expect(attempts).toBe(3);
  });

  it('returns the last value when polling runs out', async () => {
    const clock = new FakeClock();
    let attempts = 0;
    const run = retry(clock, { retries: 5, delayMs: 1000 }, 'idempotent', async () => ++attempts, { until: () => false });
    await clock.advance(10_000);
    await expect(run).resolves.toBe(6);
  });
});
