import {
  LineError,
  type Champ,
  type Game,
  type GamesQuery,
  type LinePort,
  type LineSection,
  type Sport,
  type WithGameCount,
} from '../../../domain/line';
import { delay, type ClockPort } from '../../../domain/shared';
import { FakeLineWorld } from './fake-line-world';
import { DEFAULT_LINE_SEED } from './line-generator';
import { mixSeed, Random } from './random';

export interface FakeLineOptions {
  clock: ClockPort;
  /** Same seed and epoch, same line at every moment. */
  seed?: number;
  /** Delay before every answer, on the clock. */
  latencyMs?: number;
  /** Share of calls (0..1) that reject with LineError 'unavailable'; drawn from a seeded stream, so repeatable. */
  failureRate?: number;
  /**
   * When the fake world began (default: the clock's now at construction):
   * the line is a function of the seed and this, so a reload that passes the
   * same epoch continues the same timeline; a copy of a line passes the original's.
   */
  epoch?: number;
}

/**
 * The offline sports line: 12 sports, 63 championships and about 1,200 games
 * listed at any moment, about an eighth of them live, generated from a seed
 * and an epoch; games kick off, score and finish on the clock by their
 * scripts, and a finished game's fixture lists its next one. The tree is
 * generated on the first call and each game's markets on the first call that
 * needs them. FakeLineFeed moves the same world, so reads always see the
 * latest odds.
 */
export class FakeLine implements LinePort {
  readonly clock: ClockPort;
  readonly seed: number;
  latencyMs: number;
  failureRate: number;
  /** When the fake world began; start times follow from it, however late the line is first read. */
  readonly epoch: number;
  private readonly failures: Random;
  private state: FakeLineWorld | null = null;

  constructor({ clock, seed = DEFAULT_LINE_SEED, latencyMs = 0, failureRate = 0, epoch }: FakeLineOptions) {
    this.clock = clock;
    this.seed = seed;
    this.latencyMs = latencyMs;
    this.failureRate = failureRate;
    this.epoch = epoch ?? clock.now();
    this.failures = new Random(mixSeed(seed, 0xfa11));
  }

  /** The generated state, for FakeLineFeed and tests. */
  get world(): FakeLineWorld {
    return (this.state ??= new FakeLineWorld(this.seed, this.epoch, () => this.clock.now()));
  }

  sports(section: LineSection): Promise<WithGameCount<Sport>[]> {
    return this.respond(() => this.world.sportList(section));
  }

  champs(sportId: number, section: LineSection): Promise<WithGameCount<Champ>[]> {
    return this.respond(() => this.world.champList(sportId, section));
  }

  games(query: GamesQuery): Promise<Game[]> {
    return this.respond(() => this.world.gameList(query));
  }

  game(gameId: number): Promise<Game | null> {
    return this.respond(() => this.world.fullGame(gameId));
  }

  private async respond<T>(produce: () => T): Promise<T> {
    if (this.latencyMs > 0) await delay(this.clock, this.latencyMs);
    if (this.failureRate > 0 && this.failures.next() < this.failureRate) {
      throw new LineError('unavailable', 'Fake line failure');
    }
    return produce();
  }
}
