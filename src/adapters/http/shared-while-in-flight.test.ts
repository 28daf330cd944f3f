import { describe, expect, it } from 'vitest';
import { sharedWhileInFlight } from './shared-while-in-flight';

describe('sharedWhileInFlight', () => {
  it('calls made while a request is under way share it; a call after it settled starts a new one', async () => {
    let runs = 0;
    const release: Array<(value: number) => void> = [];
    const load = sharedWhileInFlight(() => {
      runs += 1;
      return new Promise<number>((resolve) => release.push(resolve));
    });
    const first = load();
    const second = load();
    expect(runs).toBe(1);
    release[0]!(7);
    await expect(Promise.all([first, second])).resolves.toEqual([7, 7]);
    const third = load();
    expect(runs).toBe(2);
    release[1]!(8);
    await expect(third).resolves.toBe(8);
  });

  it('a failed request is not kept: the next call asks again', async () => {
    let runs = 0;
    const load = sharedWhileInFlight(async () => {
      runs += 1;
      if (runs === 1) throw new Error('down');
      return 'ok';
    });
    await expect(load()).rejects.toThrow('down');
    await expect(load()).resolves.toBe('ok');
    expect(runs).toBe(2);
  });
});
