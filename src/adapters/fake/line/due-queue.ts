/**
 * Small integer keys (the line's fixtures) ordered by the time each is next
 * due: a binary min-heap, so taking what fell due costs what was taken, not
 * the size of the queue. A key is held at most once: the caller takes it
 * before it pushes it again.
 */
export class DueQueue {
  private readonly keys: number[] = [];
  private readonly times: number[] = [];

  get size(): number {
    return this.keys.length;
  }

  push(key: number, at: number): void {
    let i = this.keys.length;
    this.keys.push(key);
    this.times.push(at);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.times[parent]! <= at) break;
      this.move(parent, i);
      i = parent;
    }
    this.keys[i] = key;
    this.times[i] = at;
  }

  /** Take every key due at or before `now`, in no particular order. */
  takeDue(now: number): number[] {
    const taken: number[] = [];
    while (this.keys.length > 0 && this.times[0]! <= now) taken.push(this.pop());
    return taken;
  }

  /** Take every key, due or not. */
  takeAll(): number[] {
    const taken = this.keys.splice(0);
    this.times.length = 0;
    return taken;
  }

  private pop(): number {
    const top = this.keys[0]!;
    const lastKey = this.keys.pop()!;
    const lastTime = this.times.pop()!;
    const n = this.keys.length;
    if (n === 0) return top;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= n) break;
      if (child + 1 < n && this.times[child + 1]! < this.times[child]!) child++;
      if (this.times[child]! >= lastTime) break;
      this.move(child, i);
      i = child;
    }
    this.keys[i] = lastKey;
    this.times[i] = lastTime;
    return top;
  }

  private move(from: number, to: number): void {
    this.keys[to] = this.keys[from]!;
    this.times[to] = this.times[from]!;
  }
}
