import { allSettled, createEvent, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/fake/fake-clock';
import type { FirstDepositBonusChoice } from '../../domain/auth';
import type { SignInOrigin } from '../../domain/notices';
import { createNotificationsModel } from './notifications.model';
import { createWelcomeModel } from './welcome.model';

function setup(choice: FirstDepositBonusChoice = 'casino') {
  const clock = new FakeClock();
  const notifications = createNotificationsModel({ clock });
  const signInConfirmed = createEvent<{ from: SignInOrigin }>();
  createWelcomeModel({ signInConfirmed, $bonusChoice: createStore(choice), notified: notifications.notified });
  return { clock, notifications, signInConfirmed, scope: fork() };
}

describe('spec 001 §1 welcome-user widget through the notification queue (spec 001 §2 "welcome", §9 one at a time)', () => {
  it('a registration\'s sign-in queues one welcome notice naming the bonus chosen', async () => {
    const { notifications, signInConfirmed, scope } = setup('casino');
    await allSettled(signInConfirmed, { scope, params: { from: 'registration' } });
    // confirmed twice (a re-check): still one
    await allSettled(signInConfirmed, { scope, params: { from: 'registration' } });
    expect(scope.getState(notifications.$queue)).toEqual([
      { id: 1, kind: 'welcome', titleKey: 'welcome_title', textKey: 'welcome_text_casino', dedupeKey: 'welcome' },
    ]);
  });

  it.each<SignInOrigin>(['login-form', 'token', 'oauth', null])('a sign-in from %s queues nothing', async (from) => {
    const { notifications, signInConfirmed, scope } = setup();
    await allSettled(signInConfirmed, { scope, params: { from } });
    expect(scope.getState(notifications.$queue)).toEqual([]);
  });

  it('it is dismissible, and as a welcome kind it closes by itself after 10 s', async () => {
    const { clock, notifications, signInConfirmed, scope } = setup();
    await allSettled(signInConfirmed, { scope, params: { from: 'registration' } });
    const id = scope.getState(notifications.$current)!.id;
    await allSettled(notifications.closed, { scope, params: id });
    expect(scope.getState(notifications.$current)).toBeNull();

    await allSettled(signInConfirmed, { scope, params: { from: 'registration' } });
    expect(scope.getState(notifications.$current)?.kind).toBe('welcome');
    clock.advance(10_000);
    await allSettled(scope);
    expect(scope.getState(notifications.$current)).toBeNull();
  });
});
