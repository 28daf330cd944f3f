import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../src/adapters/fake/fake-clock';
import { retryOnClock } from '../../src/domain/shared';

/** Runs `retryOnClock` in fake time; returns the outcome and the attempt times (ms from start). */
async function run<T>(
  policy: { retries: number; delayMs: number },
  results: (() => T)[],
  options: Parameters<typeof retryOnClock<T>>[3] = {},
) {
  const clock = new FakeClock();
  const start = clock.now();
  const times: number[] = [];
  const outcome = retryOnClock(
    clock,
    policy,
    async (index) => {
      times.push(clock.now() - start);
      return results[Math.min(index, results.length - 1)]!();
    },
    options,
  ).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await clock.advanceAsync(60_000);
  const result: { value?: T; error?: unknown } = await outcome;
  return { ...result, times };
}

const fail = (message: string) => () => {
  throw new Error(message);
};

describe('retryOnClock: the one retry loop (spec 001 §7 per-call retries, 000 §4)', () => {
  it('tries once, then `retries` more times `delayMs` apart; the last failure wins', async () => {
    const { error, times } = await run({ retries: 5, delayMs: 1000 }, [fail('a'), fail('b'), fail('last')]);
    expect(times).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    expect(error).toEqual(new Error('last'));
  });

  it('stops at the first success', async () => {
    expect(await run({ retries: 2, delayMs: 1500 }, [fail('a'), () => 'ok'])).toEqual({ value: 'ok', times: [0, 1500] });
  });

  it('a failure retryOn refuses is thrown at once', async () => {
    const { error, times } = await run({ retries: 5, delayMs: 100 }, [fail('final')], { retryOn: (e) => (e as Error).message !== 'final' });
    expect(times).toEqual([0]);
    expect(error).toEqual(new Error('final'));
  });

  it('polls with `until`: a value not yet good is fetched again, and the last is returned when the tries run out', async () => {
    expect(await run({ retries: 5, delayMs: 1000 }, [() => 1, () => 2, () => 3], { until: (v) => v === 3 })).toEqual({ value: 3, times: [0, 1000, 2000] });
    expect(await run({ retries: 2, delayMs: 1000 }, [() => 1], { until: () => false })).toEqual({ value: 1, times: [0, 1000, 2000] });
  });

  it('a 0 ms policy retries without waiting on the clock', async () => {
    expect((await run({ retries: 2, delayMs: 0 }, [fail('a'), fail('b'), () => 'ok'])).times).toEqual([0, 0, 0]);
  });
});
