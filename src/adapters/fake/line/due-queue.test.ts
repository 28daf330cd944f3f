import { describe, expect, it } from 'vitest';
import { DueQueue } from './due-queue';
import { Random } from './random';

describe('DueQueue', () => {
  it('takes exactly the keys due by a time, however they were pushed, and keeps the rest', () => {
    const rng = new Random(7);
    const queue = new DueQueue();
    const due = new Map<number, number>();
    for (let key = 0; key < 500; key++) {
      const at = rng.int(0, 100);
      queue.push(key, at);
      due.set(key, at);
    }
    for (let now = -1; now <= 100; now += rng.int(1, 9)) {
      const taken = queue.takeDue(now);
      const expected = [...due].filter(([, at]) => at <= now).map(([key]) => key);
      expect(taken.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
      for (const key of taken) {
        // Pushed again later, as the line does with a fixture it looked at.
        const at = now + rng.int(1, 30);
        queue.push(key, at);
        due.set(key, at);
      }
    }
    expect(queue.size).toBe(500);
    expect(queue.takeAll().sort((a, b) => a - b)).toEqual([...due.keys()]);
    expect(queue.size).toBe(0);
  });
});
