import { UNSUBSCRIBE_TOKEN, type NewsletterPort, type UnsubscribeOutcome } from '../../domain/newsletter';
import type { FakeWorld } from './fake-world';

/** The demo's unsubscribe link token (/en/user/stopnewsletter?token=…); any other well-formed token is unknown. */
export const DEMO_UNSUBSCRIBE_TOKEN = 'nl_demo_unsubscribe_0001';

/**
 * The newsletter of the offline demo: the signed-in player subscribes; the demo link's token unsubscribes (again
 * and again, as a link opened twice), any other is unknown (token-invalid). Operation name for the `fail` knob: `newsletter`.
 */
export class FakeNewsletter implements NewsletterPort {
  subscribed = false;

  constructor(private readonly world: FakeWorld) {}

  subscribe(): Promise<void> {
    return this.world.respond('newsletter', () => {
      if (!this.world.state.signedIn) throw new Error('Fake newsletter: not signed in');
      this.subscribed = true;
    });
  }

  unsubscribe(token: string): Promise<UnsubscribeOutcome> {
    return this.world.respond('newsletter', (): UnsubscribeOutcome => {
      if (!UNSUBSCRIBE_TOKEN.test(token)) throw new Error('Fake newsletter: malformed token');
      if (token !== DEMO_UNSUBSCRIBE_TOKEN) return 'token-invalid';
      this.subscribed = false;
      return 'unsubscribed';
    });
  }
}
