/// <reference lib="webworker" />
// The fake line's "server": runs FakeLineFeed on its own copy of the line (same seed, same start) and
// posts each batch to the page, the way a socket would. See WorkerLineFeed.
import type { LineUpdate } from '../../../domain/line';
import type { ClockPort } from '../../../domain/shared';
import { FakeLine } from './fake-line';
import { FakeLineFeed, type FakeLineFeedRate } from './fake-line-feed';

export type FeedWorkerCommand =
  | { type: 'start'; seed: number; epoch: number; rate: Partial<FakeLineFeedRate> }
  | { type: 'pause' }
  | { type: 'resume' };

const scope = self as unknown as DedicatedWorkerGlobalScope;
const clock: ClockPort = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => {
    const id = setTimeout(callback, ms);
    return { cancel: () => clearTimeout(id) };
  },
  setInterval: (callback, ms) => {
    const id = setInterval(callback, ms);
    return { cancel: () => clearInterval(id) };
  },
};

let feed: FakeLineFeed | null = null;
let stop: (() => void) | null = null;
const post = (batch: readonly LineUpdate[]) => scope.postMessage(batch);

scope.onmessage = (event: MessageEvent<FeedWorkerCommand>) => {
  const command = event.data;
  if (command.type === 'start' && !feed) {
    feed = new FakeLineFeed({ line: new FakeLine({ clock, seed: command.seed, epoch: command.epoch }), ...command.rate });
  }
  if ((command.type === 'start' || command.type === 'resume') && feed && !stop) stop = feed.subscribe(post);
  if (command.type === 'pause') {
    stop?.();
    stop = null;
  }
};
