import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore } from 'effector';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../adapters/browser/web-storage';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { FakeLimits } from '../../adapters/fake/fake-limits';
import { FakeWorld } from '../../adapters/fake/fake-world';
import { LIMITS_EN } from '../../adapters/fake/i18n/limits.en';
import { SHELL_EN } from '../../adapters/fake/i18n/shell.en';
import { createSessionLimitModel } from '../../application/limits/session-limit.model';
import { LimitType } from '../../domain/limits';
import { ModelsProvider, type UiModels } from '../models-context';
import { SessionLimitEnded } from './session-limit-ended';

/** The demo limit service with a session limit of one hour a day, the player signed in since `usedS` seconds ago. */
function renderWithSessionLimit(usedS: number) {
  const clock = new FakeClock();
  const world = new FakeWorld(new MemoryStorage(), clock, '');
  const nowS = Math.floor(clock.now() / 1000);
  world.update({
    signedIn: true,
    signedInSpans: [{ from: clock.now() - usedS * 1000, to: null }],
    rgLimits: [
      { limitType: LimitType.Session, limitValue: 1, limitState: 'ACTIVE', startedAt: nowS - 86_400, endsAt: 0, limitBalance: null, needApprove: false, measure: 'h', label: '' },
    ],
  });
  const sessionLimit = createSessionLimitModel({ limits: new FakeLimits(world), clock, $isAuthenticated: createStore(true) });
  const disconnected: unknown[] = [];
  sessionLimit.disconnected.watch(() => disconnected.push(1));
  const shell = { $dictionary: createStore({ ...SHELL_EN, ...LIMITS_EN }), $language: createStore('en') };
  render(
    <ModelsProvider models={{ shell, sessionLimit } as unknown as UiModels}>
      <SessionLimitEnded />
    </ModelsProvider>,
  );
  return { clock, disconnected };
}

const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));

describe('session limit ended (spec 001 §4, §8)', () => {
  it('at the end of the session limit a permanent error says: session limit ended, visit tomorrow; OK disconnects', async () => {
    const { clock, disconnected } = renderWithSessionLimit(3_600 - 20);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => clock.advance(20_000));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Session limit reached' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your session limit has ended. Please visit us tomorrow.');
    expect(disconnected).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(disconnected).toHaveLength(1);
    expect(dialog).toBeInTheDocument();
  });

  it('closing it (Escape) disconnects too', async () => {
    const { clock, disconnected } = renderWithSessionLimit(3_600);
    await settle();
    // Used up already: it ends at once (a 0 ms timer).
    await act(async () => clock.advance(0));
    await settle();
    screen.getByRole('dialog', { name: 'Session limit reached' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(disconnected).toHaveLength(1);
  });
});
