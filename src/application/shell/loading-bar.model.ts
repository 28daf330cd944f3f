import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ClockPort, TimerHandle } from '../../domain/shared';
import { LOADING_BAR } from '../../domain/shell';
import { createMinDisplay, type MinDisplay } from './min-display';

export type LoadingBarPhase = 'idle' | 'running' | 'finishing';
interface LoadingBarState {
  phase: LoadingBarPhase;
  pending: number;
}

/**
 * The top loading bar: invisible for fast loads (starts after 200 ms), fills
 * over 5000 ms, and hides 500 ms after the last load finishes (spec 000 §4).
 * Overlapping loads are counted; the bar finishes when all are done.
 */
export function createLoadingBarModel(clock: ClockPort) {
  const loadStarted = createEvent();
  const loadFinished = createEvent();
  const startDelayPassed = createEvent();
  const hideDelayPassed = createEvent();

  const $state = createStore<LoadingBarState>({ phase: 'idle', pending: 0 })
    .on(loadStarted, ({ phase, pending }) => ({
      pending: pending + 1,
      phase: phase === 'finishing' ? 'running' : phase,
    }))
    .on(loadFinished, ({ phase, pending }) => {
      const left = Math.max(0, pending - 1);
      return { pending: left, phase: left === 0 && phase === 'running' ? 'finishing' : phase };
    })
    .on(startDelayPassed, (s) => (s.pending > 0 && s.phase === 'idle' ? { ...s, phase: 'running' } : s))
    .on(hideDelayPassed, (s) => (s.phase === 'finishing' ? { ...s, phase: 'idle' } : s));

  let startTimer: TimerHandle | null = null;
  let hideTimer: TimerHandle | null = null;

  const scheduleStartFx = createEffect(() => {
    startTimer?.cancel();
    startTimer = clock.setTimeout(() => {
      startTimer = null;
      startDelayPassed();
    }, LOADING_BAR.startDelayMs);
  });
  const cancelStartFx = createEffect(() => {
    startTimer?.cancel();
    startTimer = null;
  });
  const scheduleHideFx = createEffect(() => {
    hideTimer?.cancel();
    hideTimer = clock.setTimeout(() => {
      hideTimer = null;
      hideDelayPassed();
    }, LOADING_BAR.hideDelayMs);
  });
  const cancelHideFx = createEffect(() => {
    hideTimer?.cancel();
    hideTimer = null;
  });

  sample({ clock: loadStarted, source: $state, filter: (s) => s.pending === 1 && s.phase === 'idle', target: scheduleStartFx });
  sample({ clock: loadStarted, target: cancelHideFx });
  sample({ clock: loadFinished, source: $state, filter: (s) => s.pending === 0 && s.phase === 'idle', target: cancelStartFx });
  sample({ clock: loadFinished, source: $state, filter: (s) => s.phase === 'finishing', target: scheduleHideFx });

  const $phase = $state.map((s) => s.phase);
  /** spec 000 §9: a page's loading placeholder on this clock stays at least 200 ms (min-display.ts). */
  const minDisplay = (onReleased: () => void): MinDisplay => createMinDisplay(clock, onReleased);
  return { loadStarted, loadFinished, $phase, durationMs: LOADING_BAR.durationMs, minDisplay };
}

export type LoadingBarModel = ReturnType<typeof createLoadingBarModel>;
