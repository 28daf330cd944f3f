import type { BlockingPort, BlockingState } from '../../domain/blocking';
import type { FakeWorld } from './fake-world';

export class FakeBlocking implements BlockingPort {
  constructor(private readonly world: FakeWorld) {}

  check(_request: { isAuthenticated: boolean; url: string }): Promise<BlockingState> {
    return this.world.respond('block', () => {
      const reason = this.world.state.blockingReason;
      return { isBlocked: reason !== null, reason };
    });
  }
}
