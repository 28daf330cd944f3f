import { createEffect, createEvent, createStore, sample } from 'effector';
import type { LoggerPort } from '../../domain/shared';
import { unsubscribeTokenFrom, type NewsletterPort, type UnsubscribeOutcome } from '../../domain/newsletter';

export interface NewsletterDeps {
  newsletter: NewsletterPort;
  logger: LoggerPort;
}

export type SubscribeState = 'idle' | 'sending' | 'subscribed' | 'failed';
/** missing-token: the link carried no token that could be one (nothing was sent). */
export type UnsubscribeState = 'idle' | 'working' | UnsubscribeOutcome | 'missing-token' | 'failed';

/**
 * E-mail subscription (spec 000 §8): the signed-in player subscribes from the office's settings, and success says
 * email_subscription_success_title / _text; the stopnewsletter page unsubscribes with its link's token, once per
 * visit. A failed call can be tried again; a token that cannot be one is never sent.
 */
export function createNewsletterModel(deps: NewsletterDeps) {
  const subscribeRequested = createEvent();
  /** The stopnewsletter page opened with this query string (or its Try again). */
  const unsubscribeRequested = createEvent<string>();

  const subscribeFx = createEffect(() => deps.newsletter.subscribe());
  const unsubscribeFx = createEffect((token: string) => deps.newsletter.unsubscribe(token));
  const logFx = createEffect(({ call, error }: { call: string; error: unknown }) =>
    deps.logger.error(`newsletter ${call} failed`, { message: String((error as Error)?.message ?? error) }),
  );

  const $subscribe = createStore<SubscribeState>('idle')
    .on(subscribeFx, () => 'sending')
    .on(subscribeFx.done, () => 'subscribed')
    .on(subscribeFx.fail, () => 'failed');
  const $unsubscribe = createStore<UnsubscribeState>('idle')
    .on(unsubscribeFx, () => 'working')
    .on(unsubscribeFx.doneData, (_, outcome) => outcome)
    .on(unsubscribeFx.fail, () => 'failed');

  sample({ clock: subscribeRequested, source: subscribeFx.pending, filter: (pending) => !pending, target: subscribeFx });

  const token = sample({ clock: unsubscribeRequested, source: unsubscribeFx.pending, filter: (pending) => !pending, fn: (_, search) => unsubscribeTokenFrom(search) });
  sample({ clock: token, filter: (t): t is string => t !== null, target: unsubscribeFx });
  sample({ clock: token, filter: (t) => t === null, fn: (): UnsubscribeState => 'missing-token', target: $unsubscribe });

  sample({ clock: subscribeFx.failData, fn: (error) => ({ call: 'subscribe', error }), target: logFx });
  sample({ clock: unsubscribeFx.failData, fn: (error) => ({ call: 'unsubscribe', error }), target: logFx });

  return { subscribeRequested, unsubscribeRequested, $subscribe, $unsubscribe };
}

export type NewsletterModel = ReturnType<typeof createNewsletterModel>;
