import type { UnsubscribeOutcome } from './newsletter';

/**
 * The site's newsletter. `subscribe` subscribes the signed-in player's e-mail; `unsubscribe` takes the token of an
 * e-mail's stopnewsletter link (no sign-in needed). Other failures reject.
 */
export interface NewsletterPort {
  subscribe(): Promise<void>;
  unsubscribe(token: string): Promise<UnsubscribeOutcome>;
}
export const NewsletterPort = Symbol.for('NewsletterPort');
