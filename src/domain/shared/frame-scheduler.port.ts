import type { TimerHandle } from './clock.port';

/**
 * The display's frames. Work that only matters once it is on screen (a burst
 * of live odds) waits for the next frame and runs once for all of it, instead
 * of once per message. Tests and fakes drive frames from a fake clock.
 */
export interface FrameSchedulerPort {
  /** Run `callback` once before the next frame is drawn. */
  requestFrame(callback: () => void): TimerHandle;
}
export const FrameSchedulerPort = Symbol.for('FrameSchedulerPort');
